import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { formatDateTime } from '../../i18n/format-date.ts';
import { formatMoney } from '../../i18n/format-number.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useAppStores } from '../../state/app-core.ts';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { fetchOrders, type Order } from '../../api/order-endpoints.ts';
import { BillStyles } from '../../ui/OrderPageStyles.tsx';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { statusLabelKey } from './order-status.ts';

/** The list as shown: every page up to `page`, asked in `language`, without an order twice. */
interface ShownOrders {
  language: string;
  page: number;
  lastPage: number;
  orders: Order[];
}

function withoutRepeats(orders: Order[]): Order[] {
  const seen = new Set<number>();
  return orders.filter((order) => !seen.has(order.id) && seen.add(order.id));
}

/**
 * docs/contract/screens.md#routes /orders: the guest's orders, newest first, 20 a page (docs/contract/constants.md#list-sizes). "Show more" loads page+1 while
 * page < lastPage; the pages already shown stay when a later one fails. A language switch asks every page
 * shown again, so that no order keeps the venue names of the language before (ADR 0022).
 */
export default function OrderListScreen() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const { currency } = stores.root.restrictions;
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const [page, setPage] = useState(1);
  // The last list built, read by the next request: it adds a page to it, or builds it again in a new language.
  const built = useRef<ShownOrders | null>(null);
  const request = useQuery(['order-list', page], async (signal): Promise<ShownOrders> => {
    const before = built.current;
    const adding = before !== null && before.language === language && before.page < page;
    const first = adding ? before.page + 1 : 1;
    const numbers = Array.from({ length: page - first + 1 }, (_, index) => first + index);
    const pages = await Promise.all(numbers.map((number) => fetchOrders(client, number, signal)));
    const orders = pages.flatMap((answer) => answer.results);
    const list = {
      language,
      page,
      lastPage: pages.at(-1)?.lastPage ?? page,
      orders: withoutRepeats(adding ? [...before.orders, ...orders] : orders),
    };
    if (!signal.aborted) built.current = list;
    return list;
  });
  const orders = request.data?.orders ?? [];

  const more = request.data ? request.data.page < request.data.lastPage : false;
  return (
    <>
      <CheckoutStyles />
      <BillStyles />
      <ScreenHeader title={t('orders.list.title')} backHref="/" />
      <main className="dk-main" data-screen="orders">
        {orders.length > 0 ? (
          <ul className="ck-list" aria-label={t('orders.list.title')}>
            {orders.map((order) => (
              <li key={order.id}>
                <Link className="ck-card" href={`/orders/${order.id}`}>
                  <span className="ck-card-row">
                    <strong>{t('orders.details.title', { number: order.number })}</strong>
                    <span>{formatMoney(order.amount, order.currency ?? currency, language)}</span>
                  </span>
                  <span className="ck-card-row dk-muted">
                    <span>{order.filialTitle}</span>
                    <span>{t(statusLabelKey(order.status, order))}</span>
                  </span>
                  {order.createdAt ? (
                    <span className="dk-muted">{formatDateTime(order.createdAt, language)}</span>
                  ) : null}
                </Link>
                <Link
                  className="ck-link ck-repeat"
                  href={`/orders/${order.id}/repeat`}
                  aria-label={t('repeat.actionLabel', { number: order.number })}
                >
                  {t('repeat.action')}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <LoadState
          status={request.status}
          empty={request.status === 'success' && orders.length === 0}
          emptyText={t('orders.list.empty')}
          onRetry={request.reload}
          whole={orders.length === 0}
        />
        {more && request.status === 'success' ? (
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => setPage((value) => value + 1)}
          >
            {t('common.actions.showMore')}
          </button>
        ) : null}
      </main>
    </>
  );
}
