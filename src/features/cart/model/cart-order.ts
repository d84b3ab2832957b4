// The order a cart sends: its body, the cart screen's decisions that lead to it (services offered, the
// button's label, the guest's choices) and the issues that stop it.
import type { OrderKind } from '../../../api/order-kinds.ts';
import { orderItems } from '../../../api/order-submission.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Cart, PaymentType } from '../../../state/cart.ts';
import { addressAttributes } from './guest-addresses.ts';
import type { ServiceId } from '../../../config/host-config.ts';
import { mainServicesOf } from '../../../state/cart-kind.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { CheckoutPhase } from './checkout-state.ts';
import type { Quote, DeliveryTariff } from './checkout-money.ts';
import type { ZoneCheck } from '../api/delivery-quote.ts';
import type { ServiceSettings } from '../api/venue-api.ts';

/** docs/contract/entities.md#order-sources: the order channels the server accepts in `source`. */
const ORDER_SOURCES = ['MAPS', 'FRIDGE', 'QR', 'STANDQR', 'TABLET', 'TABLETQR'] as const;

export interface OrderChoices {
  paymentType: PaymentType;
  /** Delivery kinds: where to. */
  address: Address | null;
  /** Delivery with courier tariffs: FOOT or CAR; null goes at the zone's price. */
  transportType: 'FOOT' | 'CAR' | null;
  /** The delivery fee the guest saw; the server refuses the order if it no longer holds. */
  deliveryFee: number | null;
  bonusAmount: number;
  /** The guest confirmed being 21 or older for the restricted items. */
  ageConfirmed: boolean;
  /** Where the menu was opened from (menuTempData.source), when it is an order channel. */
  source: string | null;
  /** docs/contract/roles.md#signed-in-endpoints: the user id is passed to orders. */
  userId: string | null;
  /** The kiosk session whose QR opened the menu ('tablet-session'): a TABLETQR order shows up on that kiosk. */
  tabletSession?: string | null;
}

export function isDeliveryKind(kind: OrderKind): boolean {
  return kind === 'delivery' || kind === 'vendor-delivery';
}

/** The table id the menu stored from the table QR (`table_id`), as the order wants it. */
export function tableIdOf(table: string | null): number | null {
  if (table === null) return null;
  const id = Number(table.trim());
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The JSON:API body of POST takeaway/v1/{kind}/order (the sandbox's payload, host-simulator/server/sandbox/
 * api/order-routes.ts). Built only from the cart and the guest's choices, with no time or random part, so
 * the same intent gives the same body and the order submitter keeps its idempotency key.
 */
export function buildOrderBody(kind: OrderKind, cart: Cart, choices: OrderChoices) {
  const attributes: Record<string, unknown> = {
    filial_id: cart.filialId,
    payment_type: choices.paymentType,
    items: orderItems(cart.items),
    comment: cart.comment.trim(),
    name: cart.name.trim(),
  };
  const table = tableIdOf(cart.table);
  if (kind === 'express' && table !== null) attributes.table_id = table;
  if (isDeliveryKind(kind) && choices.address) {
    attributes.address = addressAttributes(choices.address);
    if (choices.deliveryFee !== null) attributes.delivery_cost = choices.deliveryFee;
  }
  if (kind === 'delivery' && choices.transportType) attributes.transport_type = choices.transportType;
  if (choices.bonusAmount > 0) attributes.bonus_amount = choices.bonusAmount;
  if (choices.ageConfirmed) attributes.age_confirmed = true;
  const source = kind === 'micromarket' ? 'FRIDGE' : choices.source;
  if (source && (ORDER_SOURCES as readonly string[]).includes(source)) attributes.source = source;
  if (source === 'TABLETQR' && choices.tabletSession) attributes.tablet_session_id = choices.tabletSession;
  if (choices.userId)
    attributes.user_id = /^\d+$/.test(choices.userId) ? Number(choices.userId) : choices.userId;
  return { data: { type: 'orders', attributes } };
}

/** docs/contract/states.md#service-change service change from the cart: the venue's main services the host allows; a fridge has none. */
export function servicesOffered(
  kind: OrderKind,
  venueServices: readonly string[],
  allowed: readonly ServiceId[],
): ServiceId[] {
  return kind === 'micromarket'
    ? []
    : mainServicesOf(venueServices).filter((service) => allowed.includes(service));
}

/** The order waiting for its money is this cart's (pay it here) or another cart's (a link to it). */
export function awaitingPlace(
  awaiting: AwaitingPayment | null,
  filialId: number,
  kind: OrderKind,
): 'here' | 'elsewhere' | null {
  if (!awaiting) return null;
  return awaiting.filialId === filialId && awaiting.kind === kind ? 'here' : 'elsewhere';
}

/** The venue's settings and the delivery price must be known before an order can be priced. */
export const cartReady = (input: {
  venueLoaded: boolean;
  delivery: boolean;
  quoteLoading: boolean;
}): boolean => input.venueLoaded && !(input.delivery && input.quoteLoading);

/** What "Place order" says: loading while it cannot be pressed for a reason, the sum when it pays online. */
export function placeLabel(
  phase: CheckoutPhase,
  ready: boolean,
  paymentType: PaymentType | null,
): 'loading' | 'pay' | 'place' {
  if (phase === 'checking' || !ready) return 'loading';
  return paymentType === 'online' ? 'pay' : 'place';
}

/** The guest's choices for the order body, or null while something required is missing. */
export function orderChoicesOf(input: {
  venueLoaded: boolean;
  paymentType: PaymentType | null;
  issueCount: number;
  delivery: boolean;
  address: Address | null;
  tariff: DeliveryTariff | null;
  totals: Pick<Quote, 'deliveryFee' | 'bonusSpent'>;
  source: string | null;
  userId: string | null;
  tabletSession?: string | null;
}): OrderChoices | null {
  const { paymentType, totals } = input;
  if (!input.venueLoaded || !paymentType || input.issueCount > 0) return null;
  return {
    paymentType,
    address: input.address,
    transportType: input.tariff?.transportType ?? null,
    deliveryFee: input.delivery ? totals.deliveryFee : null,
    bonusAmount: totals.bonusSpent,
    ageConfirmed: false,
    source: input.source,
    userId: input.userId,
    ...(input.tabletSession ? { tabletSession: input.tabletSession } : {}),
  };
}

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
