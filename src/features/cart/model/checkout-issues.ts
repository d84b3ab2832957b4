import type { OrderKind } from '../../../api/order-submission.ts';
import type { Address } from '../../../state/addresses.ts';
import type { PaymentType } from '../../../state/cart.ts';
import type { ZoneCheck } from '../api/delivery-api.ts';
import type { ServiceSettings } from '../api/venue-api.ts';
import { isDeliveryKind, tableIdOf } from './order-body.ts';
import type { DeliveryTariff } from './tariffs.ts';

/** Why "Place order" cannot go yet, in the order the guest should fix them (docs/contract/validation.md#order-requirements). */
export type CheckoutIssue =
  | 'venue-closed'
  | 'service-unavailable'
  | 'delivery-closed'
  | 'address-required'
  | 'out-of-zone'
  | 'delivery-method-required'
  | 'table-required'
  | 'min-sum'
  | 'max-sum'
  | 'payment-unavailable';

export interface IssueInput {
  kind: OrderKind;
  venueOpen: boolean;
  settings: ServiceSettings | null;
  address: Address | null;
  /** null while the zone is not known yet. */
  zone: ZoneCheck | null;
  tariffs: readonly DeliveryTariff[];
  tariff: DeliveryTariff | null;
  table: string | null;
  subtotal: number;
  paymentType: PaymentType | null;
}

/** The minimum order of this kind: the zone's or the venue's for delivery, the venue's own for vendor delivery. */
export function minimumSum(
  kind: OrderKind,
  settings: ServiceSettings | null,
  zone: ZoneCheck | null,
): number {
  if (!settings) return 0;
  if (kind === 'delivery') return Math.max(settings.minOrderSum, zone?.minOrderSum ?? 0);
  if (kind === 'vendor-delivery') return settings.vendorMinSum;
  return 0;
}

export function checkoutIssues(input: IssueInput): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const { kind, settings } = input;
  if (!input.venueOpen) issues.push('venue-closed');
  if (!settings || (kind === 'vendor-delivery' && !settings.vendorDeliveryEnabled)) {
    issues.push('service-unavailable');
    return issues;
  }
  if (isDeliveryKind(kind)) {
    if (settings.deliveryState === 'closed') issues.push('delivery-closed');
    if (!input.address?.coordinates) issues.push('address-required');
    else if (input.zone && !input.zone.isInZone) issues.push('out-of-zone');
    if (kind === 'delivery' && input.tariffs.length > 0 && !input.tariff)
      issues.push('delivery-method-required');
    if (input.subtotal < minimumSum(kind, settings, input.zone)) issues.push('min-sum');
    if (kind === 'vendor-delivery' && settings.vendorMaxSum > 0 && input.subtotal > settings.vendorMaxSum)
      issues.push('max-sum');
  }
  if (kind === 'express' && tableIdOf(input.table) === null) issues.push('table-required');
  if (!input.paymentType) issues.push('payment-unavailable');
  return issues;
}
