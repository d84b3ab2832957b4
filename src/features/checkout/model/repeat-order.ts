import type { OrderKind } from '../../../api/order-submission.ts';
import type { CartItem, PaymentType } from '../../../state/cart.ts';
import type { ItemCheck } from '../api/menu-checks-api.ts';
import type { Order } from '../api/order-api.ts';
import { isOrderKind } from './cart-selection.ts';
import type { PriceChange, UnavailableLine } from './order-problems.ts';

/** A cart line before the store gives it its line id. */
export type RepeatLine = Omit<CartItem, 'line'>;

/** The cart an order is repeated into: its venue and kind (the API spells vendor delivery with an underscore). */
export function repeatTarget(
  order: Pick<Order, 'filialId' | 'service'>,
): { filialId: number; kind: OrderKind } | null {
  const kind = order.service.replace('_', '-');
  return isOrderKind(kind) && order.filialId > 0 ? { filialId: order.filialId, kind } : null;
}

/**
 * The order's lines as cart lines: the same products, counts and options (additives, counted per unit as
 * the cart counts them), at the prices the order was placed at, so the stop list can tell what changed.
 */
export function repeatLines(order: Pick<Order, 'content'>): RepeatLine[] {
  return order.content
    .filter((line) => line.productId > 0 && line.count > 0)
    .map((line) => ({
      productId: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.count,
      additives: line.additives.map((additive) => ({
        id: additive.id,
        name: additive.name,
        price: additive.price,
        quantity: additive.count,
      })),
    }));
}

export interface Reconciled {
  /** What goes into the cart: unavailable lines out, current prices in. */
  lines: RepeatLine[];
  removed: UnavailableLine[];
  changes: PriceChange[];
}

/**
 * The stop list's answer applied to the lines (docs/contract/states.md#order-change-notices order change notices, docs/contract/validation.md#unavailable-dishes): a stopped, sold-out,
 * unavailable or deleted product is removed, a changed price is taken over; both are told to the guest.
 * A product the answer does not mention is kept as it was (the order call checks it again).
 */
export function reconcile(lines: readonly RepeatLine[], checks: readonly ItemCheck[]): Reconciled {
  const byProduct = new Map(checks.map((check) => [check.productId, check]));
  const removed: UnavailableLine[] = [];
  const changes: PriceChange[] = [];
  const kept: RepeatLine[] = [];
  for (const line of lines) {
    const check = byProduct.get(line.productId);
    if (check && !check.isAvailable) {
      if (!removed.some((entry) => entry.productId === line.productId))
        removed.push({ productId: line.productId, name: check.name ?? line.name, state: check.state });
      continue;
    }
    if (check?.price != null && check.price !== line.price) {
      if (!changes.some((entry) => entry.productId === line.productId))
        changes.push({
          productId: line.productId,
          additiveId: null,
          name: check.name ?? line.name,
          shownPrice: line.price,
          price: check.price,
        });
      kept.push({ ...line, price: check.price });
      continue;
    }
    kept.push(line);
  }
  return { lines: kept, removed, changes };
}

/** How many dishes the guest's carts already hold: a repeat must not drop them without asking. */
export function dishesInCarts(
  carts: Readonly<Record<string, { readonly items: readonly { readonly quantity: number }[] }>>,
): number {
  return Object.values(carts).reduce(
    (sum, cart) => sum + cart.items.reduce((count, item) => count + item.quantity, 0),
    0,
  );
}

/** What the repeat screen does once the lines are checked. */
export type RepeatStep = { kind: 'nothing-left' } | { kind: 'ask'; conflict: boolean } | { kind: 'fill' };

/**
 * Straight to the cart when nothing changed and no dish of the guest is in the way; otherwise the guest is
 * told what changed and, when the carts hold dishes, chooses to replace them or keep them.
 */
export function repeatStep(reconciled: Reconciled, dishesBefore: number): RepeatStep {
  if (reconciled.lines.length === 0) return { kind: 'nothing-left' };
  const conflict = dishesBefore > 0;
  if (!conflict && reconciled.removed.length === 0 && reconciled.changes.length === 0)
    return { kind: 'fill' };
  return { kind: 'ask', conflict };
}

/** How the guest's earlier dishes are treated: replaced (their carts emptied) or kept beside the order's. */
export type CartChoice = 'replace' | 'keep';

/** What the cart store is asked to do for a repeat (the hook runs it against the mount's store). */
export interface RefillStore {
  readonly state: { carts: Readonly<Record<string, { filialId: number; service: OrderKind }>> };
  add(filialId: number, service: OrderKind, item: RepeatLine): unknown;
  clear(filialId: number, service: OrderKind): void;
  update(filialId: number, service: OrderKind, details: { paymentType: PaymentType }): void;
}

/**
 * Fills the venue's cart of the order's kind with the reconciled lines. 'replace' empties every cart first;
 * 'keep' leaves them, and the same dish with the same options adds up on its line. The payment type of the
 * order is taken over; the table is not (the guest is seated anew, docs/contract/states.md#table: the table comes from its QR).
 */
export function refillCart(
  store: RefillStore,
  target: { filialId: number; kind: OrderKind },
  lines: readonly RepeatLine[],
  choice: CartChoice,
  paymentType: PaymentType,
): void {
  if (choice === 'replace')
    for (const cart of Object.values(store.state.carts)) store.clear(cart.filialId, cart.service);
  for (const line of lines) store.add(target.filialId, target.kind, line);
  store.update(target.filialId, target.kind, { paymentType });
}
