import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { type Cart, cartCount, cartKey, cartTotal } from '../../../state/cart.ts';
import { fetchCookingTime } from '../api/menu-api.ts';

/** Waits for the guest to stop tapping '+' before asking for a new cooking time. */
const COOKING_TIME_DEBOUNCE_MS = 400;

/**
 * The floating cart bar of a venue's screens, as delivery apps show it: how many items, "View cart" and the
 * total, and (where a kitchen cooks) when the order would be ready (docs/contract/calls.md#other-takeaway-calls cooking time). It links to /cart; the cart screen itself sends
 * 'basket opened' when it opens, whichever way the guest came.
 */
export function CartSummary({ filialId, kind }: { filialId: number; kind: OrderKind }) {
  const { t } = useTranslation();
  const money = useMoneyOptions();
  const client = useApiClient();
  const carts = useAppState().cart;
  // A snapshot is a read-only copy of the cart; the totals only read it.
  const cart = carts.carts[cartKey(filialId, kind)] as Cart | undefined;
  const count = cartCount(cart);
  const total = cartTotal(cart);
  const productIds = [...new Set((cart?.items ?? []).map((line) => line.productId))].sort((a, b) => a - b);
  const productKey = productIds.join(',');
  const [readyIn, setReadyIn] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: productKey stands for productIds
  useEffect(() => {
    setReadyIn(null);
    if (productIds.length === 0 || kind === 'micromarket') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCookingTime(client, { filialId, productIds }, controller.signal).then(setReadyIn, () =>
        setReadyIn(null),
      );
    }, COOKING_TIME_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, filialId, kind, productKey]);

  if (count === 0) return null;
  // A landmark of its own, so no text of the page is outside one (axe's "region"). The link is named
  // "View cart, 3 items, 2 070 ₸"; the count's badge is for the eye.
  return (
    <aside className="dkm-cart" aria-label={t('menu.cart.label')}>
      <Link href="/cart" data-cart-summary={count}>
        <span className="dkm-cart-text">
          <span>
            {t('menu.cart.view')}
            <span className="dk-visually-hidden">, {t('common.items', { count })},</span>
          </span>
          {readyIn !== null ? (
            <small>{t('menu.cart.readyIn', { time: t('common.minutes', { count: readyIn }) })}</small>
          ) : null}
        </span>
        <span className="dkm-cart-total">{t('menu.price', { amount: total, ...money })}</span>
        {/* Last in the text, first on screen (menu.css): the link's name starts with what it does. */}
        <span className="dkm-cart-count" aria-hidden="true">
          {count}
        </span>
      </Link>
    </aside>
  );
}
