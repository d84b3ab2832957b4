import type { PaymentType } from '../../../state/cart.ts';

/** The switches of docs/contract/entities.md#payment-types "Filial settings" that decide the payment types. */
export interface PaymentSwitches {
  isPaymentButtonDisabled?: boolean;
  isOnlinePaymentDisabled?: boolean;
  isCashEnabled?: boolean;
  /** What the server computed from the same switches, when it sends no switches. */
  paymentTypes?: readonly string[];
}

/**
 * docs/contract/entities.md#payment-types: none if the payment button is disabled; online unless online payment is disabled; cash if the
 * cash type is enabled. A settings answer without the switches carries the computed list instead.
 */
export function paymentTypesOf(settings: PaymentSwitches): PaymentType[] {
  const hasSwitches =
    settings.isPaymentButtonDisabled !== undefined ||
    settings.isOnlinePaymentDisabled !== undefined ||
    settings.isCashEnabled !== undefined;
  if (!hasSwitches) {
    const listed = settings.paymentTypes ?? [];
    return (['online', 'cash'] as const).filter((type) => listed.includes(type));
  }
  if (settings.isPaymentButtonDisabled) return [];
  const types: PaymentType[] = [];
  if (!settings.isOnlinePaymentDisabled) types.push('online');
  if (settings.isCashEnabled) types.push('cash');
  return types;
}

/** The payment type to preselect: the cart's choice while it is still offered, else the first offered. */
export function effectivePaymentType(
  chosen: PaymentType | null,
  offered: readonly PaymentType[],
): PaymentType | null {
  if (chosen && offered.includes(chosen)) return chosen;
  return offered[0] ?? null;
}
