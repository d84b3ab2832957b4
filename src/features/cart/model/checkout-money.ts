// The money of a checkout: the quote (sums, service, bonuses), the delivery subsidy, the courier tariffs and
// the payment types a venue offers.
import type { Currency } from '../../../i18n/format-number.ts';
import { floorBonusMinor, percentOfMinor, toMajor, toMinor } from '../../../api/order-endpoints.ts';
import type { PaymentType } from '../../../state/cart.ts';

export interface QuoteInput {
  currency: Currency;
  /** The items' sum (cartTotal), major units. */
  subtotal: number;
  /** Express only (docs/contract/entities.md#filial-settings service_percentage); 0 elsewhere. */
  servicePercentage: number;
  /** What the guest pays for delivery, after the subsidy. */
  deliveryFee: number;
  /** Delivery before the subsidy, to show the discount. */
  deliveryCost: number;
  /** Bonuses the guest asked to spend. */
  bonusRequested: number;
  /** The guest's bonus balance at this venue; 0 when unknown or signed out. */
  bonusBalance: number;
  /** docs/contract/entities.md#reward-balance max_bonus_usage_percentage; 0 when the loyalty button is disabled. */
  maxBonusPercent: number;
}

export interface Quote {
  subtotal: number;
  serviceCost: number;
  deliveryFee: number;
  deliveryDiscount: number;
  /** The most the guest may spend in bonuses on this order. */
  bonusLimit: number;
  /** The bonuses that will be spent: the request, within the limit. */
  bonusSpent: number;
  total: number;
}

/**
 * docs/contract/validation.md#bonus-payment, docs/contract/constants.md#bonus-payment-limit: bonuses pay at most max_bonus_usage_percentage of the items (delivery excluded) and never
 * more than the balance; the service percentage applies to the items. All in minor units, rounded down
 * the way the sandbox's till does, so the total shown is the total charged.
 */
export function quote(input: QuoteInput): Quote {
  const subtotal = toMinor(input.subtotal);
  const serviceCost = percentOfMinor(subtotal, Math.max(0, input.servicePercentage));
  const deliveryFee = toMinor(Math.max(0, input.deliveryFee));
  const deliveryCost = toMinor(Math.max(input.deliveryCost, input.deliveryFee));
  const byPercent = floorBonusMinor(
    percentOfMinor(subtotal, Math.max(0, input.maxBonusPercent)),
    input.currency,
  );
  const balance = floorBonusMinor(toMinor(Math.max(0, input.bonusBalance)), input.currency);
  const bonusLimit = Math.min(byPercent, balance);
  const requested = floorBonusMinor(toMinor(Math.max(0, input.bonusRequested)), input.currency);
  const bonusSpent = Math.min(requested, bonusLimit);
  return {
    subtotal: toMajor(subtotal),
    serviceCost: toMajor(serviceCost),
    deliveryFee: toMajor(deliveryFee),
    deliveryDiscount: toMajor(deliveryCost - deliveryFee),
    bonusLimit: toMajor(bonusLimit),
    bonusSpent: toMajor(bonusSpent),
    total: toMajor(subtotal + serviceCost + deliveryFee - bonusSpent),
  };
}

/** docs/contract/entities.md#delivery-subsidy "Delivery subsidy": one threshold tier, money in major units. */
export interface SubsidyTier {
  from: number;
  to: number | null;
  /** The order sum from which this tier applies. */
  amount: number;
  discount: number;
  deliveryPrice: number;
}

export interface SubsidyOutcome {
  /** Major units off the delivery price. */
  discount: number;
  /** How much more the order needs for the next larger discount; null when there is none. */
  toNextTier: number | null;
}

/**
 * docs/contract/validation.md#delivery-discount: the delivery discount is the highest discount among thresholds whose amount is at most the
 * order sum. Compared in minor units, so 4999.99 never counts as 5000.
 */
export function deliveryDiscount(tiers: readonly SubsidyTier[], orderSum: number): SubsidyOutcome {
  const sum = toMinor(orderSum);
  const reached = tiers.filter((tier) => toMinor(tier.amount) <= sum);
  const best = Math.max(0, ...reached.map((tier) => toMinor(tier.discount)));
  // Only a threshold that gives more than the order already gets is worth pointing at.
  const ahead = tiers
    .filter((tier) => toMinor(tier.amount) > sum && toMinor(tier.discount) > best)
    .map((tier) => toMinor(tier.amount));
  const toNext = ahead.length > 0 ? Math.min(...ahead) - sum : null;
  return { discount: best / 100, toNextTier: toNext === null ? null : toNext / 100 };
}

/** docs/contract/entities.md#delivery-tariff "Delivery tariff". Money in major units. */
export interface DeliveryTariff {
  transportType: 'FOOT' | 'CAR';
  /** Before the subsidy discount. */
  cost: number;
  /** What the guest pays for delivery. */
  price: number;
  isFree: boolean;
  timeFrom: number;
  timeTo: number;
  /** How much more in the cart reaches the next (cheaper) tier; null at the top. */
  amountToNextTier: number | null;
  isFastest: boolean;
}

/**
 * docs/contract/validation.md#delivery-tariffs: if some tariffs are marked fastest only those are kept, and foot tariffs go to the end. (The
 * spec's "other reading" keeps only the cheapest; the fastest rule is the one the brief names.)
 */
export function selectTariffs(tariffs: readonly DeliveryTariff[]): DeliveryTariff[] {
  const fastest = tariffs.filter((tariff) => tariff.isFastest);
  const kept = fastest.length > 0 ? fastest : [...tariffs];
  const rank = (tariff: DeliveryTariff) => (tariff.transportType === 'FOOT' ? 1 : 0);
  // Array.prototype.sort is stable: within each group the server's order stays.
  return kept.sort((a, b) => rank(a) - rank(b));
}

/** The tariff the cart had chosen, if it is still offered; the only one when there is just one. */
export function chosenTariff(
  offered: readonly DeliveryTariff[],
  chosen: DeliveryTariff['transportType'] | null,
): DeliveryTariff | null {
  const match = offered.find((tariff) => tariff.transportType === chosen);
  if (match) return match;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}

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
