import type { Currency } from '../../../i18n/format-number.ts';
import { floorBonusMinor, percentOfMinor, toMajor, toMinor } from '../../../api/order-endpoints.ts';

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
