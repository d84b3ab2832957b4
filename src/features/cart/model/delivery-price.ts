import type { OrderKind } from '../../../api/order-submission.ts';
import type { ZoneCheck } from '../api/delivery-api.ts';
import type { ServiceSettings } from '../api/venue-api.ts';
import { toMajor, toMinor } from '../../../api/order-endpoints.ts';
import { deliveryDiscount, type SubsidyTier } from './subsidy.ts';
import type { DeliveryTariff } from './tariffs.ts';

export interface DeliveryPrice {
  /** What the guest pays for delivery. */
  fee: number;
  /** Before the subsidy discount. */
  cost: number;
}

/**
 * The delivery line of the cart: the venue's own price for vendor delivery; the chosen courier tariff
 * (already net of the subsidy) for delivery; without tariffs the zone's price less the subsidy discount
 * (docs/contract/validation.md#delivery-discount: the highest discount among thresholds at or below the sum).
 */
export function deliveryPrice(input: {
  kind: OrderKind;
  settings: ServiceSettings | null;
  zone: ZoneCheck | null;
  tariff: DeliveryTariff | null;
  tiers: readonly SubsidyTier[];
  subtotal: number;
}): DeliveryPrice {
  const { kind, settings, zone, tariff } = input;
  if (kind === 'vendor-delivery') {
    const cost = settings?.vendorDeliveryCost ?? 0;
    return { fee: cost, cost };
  }
  if (kind !== 'delivery') return { fee: 0, cost: 0 };
  if (tariff) return { fee: tariff.price, cost: Math.max(tariff.cost, tariff.price) };
  const cost = zone?.deliveryCost ?? 0;
  const { discount } = deliveryDiscount(input.tiers, input.subtotal);
  return { fee: toMajor(Math.max(0, toMinor(cost) - toMinor(discount))), cost };
}
