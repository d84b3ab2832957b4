import { useEffect } from 'react';
import type { OrderKind } from '../../../../api/order-submission.ts';
import { useAppStores } from '../../../../state/app-core.ts';
import type { Address } from '../../../../state/addresses.ts';
import type { Cart } from '../../../../state/cart.ts';
import { type CheckoutController, useCheckout } from '../../hooks/use-checkout.ts';
import { orderChoicesOf, isDeliveryKind } from '../../model/cart-order.ts';
import { effectivePaymentType } from '../../model/checkout-money.ts';
import type { CartPricing } from './use-cart-pricing.ts';
import { onDemand } from '../../../../ui/on-demand.tsx';
import { afterFirstPaint } from '../../../../lib/when-idle.ts';
import { sendingStage } from '../../model/checkout-rules.ts';

/** Placing and paying for this cart: its choices and prices handed to the checkout controller. */
export function useCartCheckout(input: {
  filialId: number;
  kind: OrderKind;
  cart: Cart | undefined;
  address: Address | null;
  pricing: CartPricing;
  /** The guest just moved the cart to this service: its lines are checked against the stop list at once. */
  checkLinesOnOpen: boolean;
  /** Local checks stopped the order: the cart shows its issues. */
  onBlocked: () => void;
}): CheckoutController {
  const { filialId, kind, address, pricing } = input;
  const stores = useAppStores();
  const { venue, settings, issues, tariff, totals } = pricing;

  const checkout = useCheckout({
    filialId,
    kind,
    cart: input.cart,
    restrictedIds: pricing.restrictedIds,
    choices: () =>
      orderChoicesOf({
        venueLoaded: venue.data !== undefined,
        // The stored choice, in case the guest changed it in the same instant as tapping "Place order".
        paymentType: effectivePaymentType(
          stores.cart.get(filialId, kind)?.paymentType ?? null,
          settings?.paymentTypes ?? [],
        ),
        issueCount: issues.length,
        delivery: isDeliveryKind(kind),
        address,
        tariff,
        totals,
        source: stores.stored.menuTempData.get()?.source ?? null,
        userId: stores.root.auth.userId,
        tabletSession: stores.stored.tabletSession.get() ?? null,
      }),
    onBlocked: input.onBlocked,
    onDeliveryPriceChanged: pricing.deliveryQuote.reload,
  });

  // The new service's checks (stop list, minimum sum, address, table) run on the cart it moved to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this cart opens after a move
  useEffect(() => {
    if (input.checkLinesOnOpen) checkout.checkLines();
  }, []);

  return checkout;
}

/**
 * The Cart's dialogs and its address sheet, closed when it first paints: out of CartScreen's chunk and its
 * first render (ADR 0017), loaded when the Cart has painted, or at once when one must open.
 */
export const checkoutDialogs = onDemand(() =>
  import('./CheckoutDialogs.tsx').then((module) => module.CheckoutDialogs),
);
export const addressListSheet = onDemand(() =>
  import('../../components/AddressListSheet.tsx').then((module) => module.AddressListSheet),
);
export const sendingOrder = onDemand(() =>
  import('../../components/SendingOrder.tsx').then((module) => module.SendingOrder),
);

/** Whether one of CheckoutDialogs' dialogs is open (or opening) for this state of the checkout. */
export function checkoutDialogNeeded(checkout: CheckoutController): boolean {
  return (
    checkout.stopList !== null ||
    checkout.priceChanges !== null ||
    checkout.askAge ||
    sendingStage(checkout.phase) !== null
  );
}

/** After the Cart's first paint, in an idle moment: a tap on it then opens its dialogs without waiting. */
export function preloadCartDialogs(win: Window): () => void {
  return afterFirstPaint(() => {
    for (const dialog of [checkoutDialogs, addressListSheet, sendingOrder]) dialog.preload().catch(() => {});
  }, win);
}
