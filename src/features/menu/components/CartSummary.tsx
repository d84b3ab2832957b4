import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import { useMountScope } from '../../../mount-context.ts';
import { type Cart, cartCount, cartKey, cartTotal } from '../../../state/cart.ts';
import { fetchCookingTime } from '../api/menu-api.ts';

/** Waits for the guest to stop tapping '+' before asking for a new cooking time. */
const COOKING_TIME_DEBOUNCE_MS = 400;

/**
 * The floating cart button of a venue's screens: how many items for how much, and (where a kitchen cooks)
 * when the order would be ready (SPEC §7 cooking time). It links to /cart; the cart screen itself sends
 * 'basket opened' when it opens, whichever way the guest came. It sits after the screen's main, so it is a
 * landmark of its own (a nav named as its link), as everything a screen shows sits in one.
 */
export function CartSummary({ filialId, kind }: { filialId: number; kind: OrderKind }) {
  const { t } = useTranslation();
  const money = useMoneyOptions();
  const { runtime } = useMountScope();
  const carts = useSnapshot(runtime.core.state.cart.state);
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
      fetchCookingTime(runtime.core.client, { filialId, productIds }, controller.signal).then(
        setReadyIn,
        () => setReadyIn(null),
      );
    }, COOKING_TIME_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [runtime, filialId, kind, productKey]);

  if (count === 0) return null;
  return (
    <nav className="dkm-cart" aria-label={t('menu.cart.open')}>
      <Link href="/cart" data-cart-summary={count}>
        <span>
          {t('menu.cart.open')}
          {readyIn !== null ? (
            <>
              {' '}
              <small>{t('menu.cart.readyIn', { time: t('common.minutes', { count: readyIn }) })}</small>
            </>
          ) : null}
        </span>
        <span>{t('common.items', { count })}</span>
        <span>{t('menu.price', { amount: total, ...money })}</span>
      </Link>
    </nav>
  );
}
