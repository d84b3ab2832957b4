import type { OrderKind } from '../../../api/order-submission.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Cart, PaymentType } from '../../../state/cart.ts';
import { addressAttributes } from '../api/address-api.ts';

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
    items: cart.items.map((item) => ({
      product_id: item.productId,
      count: item.quantity,
      price: item.price,
      additives: item.additives.map((additive) => ({
        id: additive.id,
        count: additive.quantity,
        price: additive.price,
      })),
    })),
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
