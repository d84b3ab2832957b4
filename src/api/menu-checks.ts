import type { ApiClient } from './client.ts';
import { normalizeMany } from './json-api.ts';
import type { OrderKind } from './order-kinds.ts';
import { bool, num, numOrNull, str } from './answer-fields.ts';

/** The service names the menu endpoints read (vendor delivery is spelled with an underscore there). */
export const MENU_SERVICE: Record<OrderKind, string> = {
  takeaway: 'takeaway',
  express: 'express',
  delivery: 'delivery',
  micromarket: 'micromarket',
  'vendor-delivery': 'vendor_delivery',
};

/** A cart line as the stop list reads it (the cart's lines in src/state are these and more). */
interface CheckedLine {
  productId: number;
  price: number;
  quantity: number;
}

type ItemState = 'available' | 'stopped' | 'sold_out' | 'unavailable' | 'deleted';

/** One cart line as the stop list sees it now. */
export interface ItemCheck {
  productId: number;
  state: ItemState;
  isAvailable: boolean;
  /** The current price, major units; null for a deleted product. */
  price: number | null;
  priceChanged: boolean;
  name: string | null;
}

const STATES: readonly ItemState[] = ['available', 'stopped', 'sold_out', 'unavailable', 'deleted'];

function parseItemChecks(body: unknown): ItemCheck[] {
  return normalizeMany(body).map((check) => {
    const state =
      STATES.find((known) => known === check.state) ??
      (bool(check.is_available) ? 'available' : 'unavailable');
    return {
      productId: num(check.product_id, num(check.id)),
      state,
      isAvailable: state === 'available' && bool(check.is_available, true),
      price: numOrNull(check.price),
      priceChanged: bool(check.price_changed),
      name: str(check.name) || null,
    };
  });
}

/**
 * POST menu/v2/stop_list/order_items/check (docs/contract/calls.md#menu-calls) with the price each line showed, so that the answer
 * also says which prices changed. Read-only, so it may be retried like a GET.
 */
export function checkStopList(
  client: ApiClient,
  filialId: number,
  kind: OrderKind,
  items: readonly CheckedLine[],
  signal?: AbortSignal,
): Promise<ItemCheck[]> {
  return client.post(
    'menu/v2/stop_list/order_items/check',
    {
      filial_id: filialId,
      service_type: MENU_SERVICE[kind],
      order_items: items.map((item) => ({
        product_id: item.productId,
        count: item.quantity,
        price: item.price,
      })),
    },
    { parse: parseItemChecks, idempotent: true, ...(signal ? { signal } : {}) },
  );
}
