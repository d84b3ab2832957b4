import { type ComponentProps, useEffect, useState } from 'react';
import { VenueCurrencyContext, venueCurrency, useMoneyOptions } from '../../../i18n/venue-currency.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { type RequestState, type RequestStatus, useQuery } from '../../../ui/use-query.ts';
import { fetchVenue, peekVenue, fetchCookingTime } from '../api/menu-api.ts';
import { cartKindFor } from '../../../state/cart-kind.ts';
import type { Venue } from '../model/venue.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { type Cart, cartCount, cartKey, cartTotal } from '../../../state/cart.ts';

// What every screen that orders from one venue is built on (Menu, search, the fridge's scanner and manual entry):
// the root element in the venue's currency, the venue card's query with the cart kind, and the floating cart bar.

/**
 * The root element of a screen about one venue: a `div` whose content shows money in the venue's own
 * currency (`useMoneyOptions()` in Price, the product sheet, the cart summary), not the host's.
 */
export function VenueScreen({ currency, ...props }: ComponentProps<'div'> & { currency: unknown }) {
  return (
    <VenueCurrencyContext value={venueCurrency(currency)}>
      <div {...props} />
    </VenueCurrencyContext>
  );
}

/**
 * The venue card, one query for every screen of the venue (docs/contract/states.md#menu-data: cached per terminal for the mount's
 * life; a Refresh asks again): the page's early answer when its first script already has it (ADR 0025).
 */
export function useVenue(filialId: number): RequestState<Venue> {
  const client = useApiClient();
  return useQuery(['venue', filialId], (signal) => fetchVenue(client, filialId, signal), {
    staleTime: Number.POSITIVE_INFINITY,
    initial: () => peekVenue(client, filialId),
  });
}

/** The venue card alone and the cart its screens fill. */
export function useVenueKind(filialId: number): {
  venue: Venue | undefined;
  kind: OrderKind | null;
  status: RequestStatus;
  error: unknown;
  reload: () => void;
} {
  const device = useAppState().device;
  const request = useVenue(filialId);
  const venue = request.data;
  return {
    venue,
    kind: venue ? cartKindFor(venue.services, device.service) : null,
    status: request.status,
    error: request.error,
    reload: request.reload,
  };
}

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
