/** docs/contract/calls.md#order-calls "Orders": one endpoint per kind of order. */
export const ORDER_PATHS = {
  delivery: 'takeaway/v1/delivery/order',
  express: 'takeaway/v1/express/order',
  micromarket: 'takeaway/v1/micromarket/order',
  takeaway: 'takeaway/v1/takeaway/order',
  'vendor-delivery': 'takeaway/v1/vendor-delivery/order',
} as const;
export type OrderKind = keyof typeof ORDER_PATHS;

/** What the selection reads of a cart; valtio snapshots are deeply readonly. */
export interface CartLike {
  readonly filialId: number;
  readonly service: OrderKind;
  readonly items: readonly unknown[];
}

export const isOrderKind = (value: unknown): value is OrderKind =>
  typeof value === 'string' && Object.hasOwn(ORDER_PATHS, value);

/**
 * Which cart /cart shows. Carts are kept per venue and service; a link from a menu names one
 * (`?filial_id=&service=`), otherwise the first non-empty cart of the current service, else any non-empty one.
 */
export function pickCart(
  carts: Readonly<Record<string, CartLike>>,
  wanted: { filialId: number | null; kind: OrderKind | null },
  currentService: string,
): { filialId: number; kind: OrderKind } | null {
  if (wanted.filialId !== null && wanted.kind !== null)
    return { filialId: wanted.filialId, kind: wanted.kind };
  const filled = Object.values(carts).filter((cart) => cart.items.length > 0);
  const candidates = filled.filter((cart) => wanted.filialId === null || cart.filialId === wanted.filialId);
  const best = candidates.find((cart) => cart.service === currentService) ?? candidates[0];
  return best ? { filialId: best.filialId, kind: best.service } : null;
}

/** Every non-empty cart, for the switcher shown when there is more than one. */
export function filledCarts<T extends CartLike>(carts: Readonly<Record<string, T>>): T[] {
  return Object.values(carts).filter((cart) => cart.items.length > 0);
}

/** The query that names a cart, so a reload or a payment return lands on the same one. */
export const cartQuery = (filialId: number, kind: OrderKind): string =>
  `filial_id=${filialId}&service=${encodeURIComponent(kind)}`;
