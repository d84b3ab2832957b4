import type { ApiClient } from '../../../api/client.ts';
import { type Resource, toPage } from '../../../api/json-api.ts';
import { type Currency, formatMoney } from '../../../i18n/format-number.ts';
import { RECENT_ORDERS } from '../first-requests.ts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { isLanguage } from '../../../i18n/languages.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { SIGNED_IN_ONLY_ATTRIBUTE } from '../../../ui/prerender-marks.ts';
import { useQuery } from '../../../ui/use-query.ts';

/** A recent order as Home's repeat shortcut shows it. */
export interface RecentOrder {
  id: number;
  number: string;
  venue: string;
  amount: number;
  currency: Currency | null;
  /** How many dishes, and the first names, for the card's second line. */
  count: number;
  names: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function parseRecentOrder(resource: Resource): RecentOrder {
  const record = resource as Resource & Record<string, unknown>;
  const filial = (record.filial ?? {}) as Record<string, unknown>;
  const content = Array.isArray(record.content) ? (record.content as Record<string, unknown>[]) : [];
  return {
    id: numberOf(record.id) || Number(resource.id),
    number: text(record.number) || String(resource.id),
    venue: text(filial.title) || text(filial.brand_name),
    amount: numberOf(record.amount),
    currency: record.currency === 'KZT' || record.currency === 'GEL' ? record.currency : null,
    count: content.reduce((sum, line) => sum + (numberOf(line.count) || 1), 0),
    names: content.map((line) => text(line.name)).filter(Boolean),
  };
}

/** The guest's latest orders, newest first (RECENT_ORDERS). */
function fetchRecentOrders(client: ApiClient, signal?: AbortSignal): Promise<RecentOrder[]> {
  return client.get(RECENT_ORDERS.path, {
    query: RECENT_ORDERS.query,
    parse: (body) => toPage(body, parseRecentOrder).results.filter((order) => order.id > 0),
    ...(signal ? { signal } : {}),
  });
}

/** The rows held while the orders load: as many as the request asks for (a guest who has ordered that often). */
const PLACEHOLDER_ROWS = Array.from({ length: RECENT_ORDERS.query.limit }, (_, row) => `placeholder-${row}`);

/**
 * Home's repeat shortcut (docs/contract/screens.md#home-shortcuts category 2, limit 2): the guest's two latest orders, each with Repeat.
 * Repeating is checkout's: Repeat goes by URL to its /orders/{id}/repeat, which refills the cart. A guest
 * with no orders, or a failed read, sees nothing here: the shortcut is a convenience, not the page.
 * While they load, the section holds two rows' room: arriving above Home's lists, the orders would push
 * them down (a layout shift of ~0.2 at 412 px); a guest with fewer orders sees the room shrink instead.
 */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const titleId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const { currency } = stores.root.restrictions;
  const request = useQuery(['recent-orders'], (signal) => fetchRecentOrders(client, signal));
  const loading = request.status === 'loading';
  const orders = request.data ?? [];
  if (!loading && orders.length === 0) return null;
  return (
    <section
      className="dkd-section dkd-recent"
      aria-labelledby={titleId}
      aria-busy={loading}
      data-testid="recent-orders"
      {...{ [SIGNED_IN_ONLY_ATTRIBUTE]: '' }}
    >
      <div className="dkd-section-head">
        <h2 id={titleId}>{t('repeat.home.title')}</h2>
        <Link href="/orders" className="dkd-link">
          {t('common.actions.showAll')}
        </Link>
      </div>
      <ul className="dkd-recent-list">
        {loading
          ? PLACEHOLDER_ROWS.map((row) => (
              <li key={row} className="dkd-recent-order" data-placeholder="true" aria-hidden="true" />
            ))
          : null}
        {orders.map((order) => (
          <li key={order.id} className="dkd-recent-order">
            <Link href={`/orders/${order.id}`} className="dkd-recent-info">
              <strong>{order.venue}</strong>
              <span className="dk-muted">
                {formatMoney(order.amount, order.currency ?? currency, language)} ·{' '}
                {t('repeat.home.items', { count: order.count })}
              </span>
              <span className="dkd-recent-names dk-muted" title={order.names.join(', ')}>
                {order.names.join(', ')}
              </span>
            </Link>
            <Link
              href={`/orders/${order.id}/repeat`}
              className="dk-button dkd-recent-repeat"
              aria-label={t('repeat.actionLabel', { number: order.number })}
            >
              {t('repeat.action')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
