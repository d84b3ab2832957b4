import { toMinor } from '../../../api/order-endpoints.ts';

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
