import type { EarlyGet } from '../../../api/early-requests.ts';
import { type CartLike, isOrderKind, pickCart } from '../../../api/order-kinds.ts';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import type { FirstPlace, FirstRequestsRoute } from '../../../ui/feature-route.ts';

// The Cart's first request and what the app shell's first script reads for it (the stored carts, the query
// naming one): every byte here is on every first screen, so it stays free of the cart's models.

/** GET takeaway/locations/card/terminal/{id} with the three service terminals (docs/contract/calls.md#location-calls). */
export const cartVenueRequest = (filialId: number) => ({
  path: `takeaway/locations/card/terminal/${filialId}`,
  query: { include: 'takeaway,express,delivery' },
});

/** The cart a `/cart` query names (cartQuery in order-kinds.ts): a venue, a kind, either or neither. */
export function wantedCart(search: string): { filialId: number | null; kind: ReturnType<typeof kindOf> } {
  const query = new URLSearchParams(search);
  const filialId = Number(query.get('filial_id'));
  return {
    filialId: query.has('filial_id') && Number.isInteger(filialId) && filialId > 0 ? filialId : null,
    kind: kindOf(query.get('service')),
  };
}

const kindOf = (value: unknown) => (isOrderKind(value) ? value : null);

/** The stored carts as far as picking one needs them; the cart store (state/cart.ts) reads them in full. */
function storedCarts(raw: string | null): Record<string, CartLike> {
  const carts: Record<string, CartLike> = {};
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return carts;
    for (const [key, cart] of Object.entries(value as Record<string, unknown>)) {
      const { filialId, service, items } = (cart ?? {}) as Record<string, unknown>;
      const kind = kindOf(service);
      if (Number.isInteger(filialId) && kind && Array.isArray(items))
        carts[key] = { filialId: filialId as number, service: kind, items };
    }
  } catch {
    // Not JSON: the cart store drops it too, and the Cart shows no cart.
  }
  return carts;
}

/**
 * The Cart's first request (ADR 0005): the card of the venue whose cart it will show, the one CartScreen
 * picks from the same stored carts, service and query. Its answer in before the app runs is the Cart's first
 * render's (ADR 0025): the venue's name, pickup address and payment choices come with the lines, not a second
 * later, moving them (issue 30's CLS). A fridge's cart is left to the screen: it needs its terminal too.
 */
function cartFirstRequests({ query, stored }: FirstPlace): EarlyGet[] {
  const carts = storedCarts(stored(LOCAL_KEYS.carts));
  const picked = pickCart(carts, wantedCart(query), stored(LOCAL_KEYS.service) ?? '');
  const cart =
    picked && Object.values(carts).find((c) => c.filialId === picked.filialId && c.service === picked.kind);
  if (!picked || !cart || cart.items.length === 0 || picked.kind === 'micromarket') return [];
  return [cartVenueRequest(picked.filialId)];
}

/** The Cart's route as its first requests need it (ADR 0032); routes.ts gives the router its path with the screen. */
export const CART_ROUTE = {
  path: '/cart',
  firstRequests: cartFirstRequests,
} as const satisfies FirstRequestsRoute;
