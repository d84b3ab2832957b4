import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, type Resource } from '../../../api/json-api.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import type { CartItem, LineNames } from '../../../state/cart.ts';
import { bool, num, numOrNull, str } from '../../../api/answer-fields.ts';

/** The service names the menu endpoints read (vendor delivery is spelled with an underscore there). */
const MENU_SERVICE: Record<OrderKind, string> = {
  takeaway: 'takeaway',
  express: 'express',
  delivery: 'delivery',
  micromarket: 'micromarket',
  'vendor-delivery': 'vendor_delivery',
};

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
  items: readonly CartItem[],
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

/** The cart's products as the menu has them now. */
export interface CartProducts {
  /** The products that are 21+ (docs/contract/validation.md#age-21: tobacco, alcohol, energy drinks). */
  restrictedIds: number[];
  /** The names the menu gives in the request's language (X-Language): products and additives by id. */
  names: LineNames;
}

function parseCartProducts(body: unknown): CartProducts {
  const products = normalizeMany(body).filter((product) => product.type === 'products');
  const additives = new Map<number, string>();
  for (const product of products) {
    for (const group of list(product.additive_categories)) {
      for (const additive of list(group.additives)) {
        const name = str(additive.name);
        if (name) additives.set(num(additive.id), name);
      }
    }
  }
  return {
    restrictedIds: products
      .filter((product) => bool(product.is_age_restricted) || product.age_restriction != null)
      .map((product) => num(product.id)),
    names: {
      products: new Map(
        products
          .filter((product) => str(product.name))
          .map((product) => [num(product.id), str(product.name)]),
      ),
      additives,
    },
  };
}

const list = (value: unknown): Resource[] => (Array.isArray(value) ? (value as Resource[]) : []);

/**
 * The cart's products from GET menu/v2/products/with/additives/: which are 21+ (the cart keeps no such flag:
 * the menu is the source), and their names and their additives' names in the guest's language now, since a
 * line keeps the name it was added with.
 */
export function fetchCartProducts(
  client: ApiClient,
  filialId: number,
  kind: OrderKind,
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<CartProducts> {
  return client.get('menu/v2/products/with/additives/', {
    query: { filial_id: filialId, products: [...new Set(productIds)], service_type: MENU_SERVICE[kind] },
    parse: parseCartProducts,
    ...(signal ? { signal } : {}),
  });
}
