import { onDemand } from '../../../../ui/on-demand.tsx';
import { afterFirstPaint } from '../../../../lib/when-idle.ts';
import type { CheckoutController } from '../../hooks/use-checkout.ts';
import { sendingStage } from '../../model/checkout-rules.ts';

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
