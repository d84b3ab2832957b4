import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, type Resource } from '../../../api/json-api.ts';
import { MENU_SERVICE } from '../../../api/menu-checks.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import { bool, num, str } from '../../../api/answer-fields.ts';
import type { LineNames } from '../../../state/cart.ts';

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
