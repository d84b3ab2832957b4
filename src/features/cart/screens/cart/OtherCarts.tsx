import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { OrderKind } from '../../../../api/order-kinds.ts';
import { useApiClient } from '../../../../api/api-scope.ts';
import { useQuery } from '../../../../ui/use-query.ts';
import { fetchVenueTitles } from '../../api/venue-api.ts';
import { type CartLike, cartQuery } from '../../../../api/order-kinds.ts';
import { CheckoutStyles, ScreenHeader } from '../../../../ui/OrderPageStyles.tsx';
import { sendingOrder } from '../../hooks/use-checkout.ts';

const SERVICE_KEYS = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
  micromarket: 'common.services.micromarket',
  'vendor-delivery': 'common.services.vendorDelivery',
} as const satisfies Record<OrderKind, string>;

export const serviceKey = (kind: OrderKind) => SERVICE_KEYS[kind];

/** The other non-empty carts (another venue or service), one tap away. */
export function OtherCarts({ carts, current }: { carts: readonly CartLike[]; current: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const shown =
    carts.length < 2 ? [] : [...new Set(carts.map((cart) => cart.filialId))].sort((a, b) => a - b);
  const titles = useQuery<ReadonlyMap<number, string>>(['cart-titles', shown.join(', ')], (abort) =>
    shown.length > 0 ? fetchVenueTitles(client, shown, abort) : Promise.resolve(new Map()),
  );
  if (carts.length < 2) return null;
  return (
    <nav aria-label={t('cart.otherCarts')}>
      <ul className="ck-tabs">
        {carts.map((cart) => {
          const key = `${cart.filialId}:${cart.service}`;
          return (
            <li key={key}>
              <Link
                href={`/cart?${cartQuery(cart.filialId, cart.service)}`}
                aria-current={key === current ? 'page' : undefined}
              >
                {/* The venue's name once its card came; its number meanwhile, or if it does not. */}
                {t(titles.data?.has(cart.filialId) ? 'cart.cartTab' : 'cart.cartTabUnnamed', {
                  service: t(serviceKey(cart.service)),
                  venue: titles.data?.get(cart.filialId) ?? cart.filialId,
                })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A venue's cart with nothing in it: the way back to the menu, and the other carts. A resumed send can end
 * here (its cart was emptied meanwhile), so the sending screen is kept.
 */
export function EmptyCart({
  filialId,
  others,
  current,
  sending,
}: {
  filialId: number;
  others: readonly CartLike[];
  current: string;
  sending: 'sending' | 'paying' | 'redirecting' | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckoutStyles />
      <ScreenHeader title={t('cart.title')} backHref={`/filials/${filialId}`} />
      <main className="dk-main" data-screen="cart">
        <OtherCarts carts={others} current={current} />
        <p className="dk-empty">
          <strong>{t('cart.empty')}</strong>
        </p>
        <p className="dk-muted dk-empty">{t('cart.emptyHint')}</p>
        <Link className="dk-button" href={`/filials/${filialId}`}>
          {t('cart.toMenu')}
        </Link>
      </main>
      <sendingOrder.Component
        needed={sending !== null}
        open={sending !== null}
        stage={sending ?? 'sending'}
      />
    </>
  );
}
