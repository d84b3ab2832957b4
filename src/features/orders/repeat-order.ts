import type { OrderKind } from '../../api/order-kinds.ts';
import type { CartItem, PaymentType } from '../../state/cart.ts';
import { type ItemCheck, checkStopList } from '../../api/menu-checks.ts';
import { type Order, fetchOrder } from '../../api/order-endpoints.ts';
import { isOrderKind, cartQuery } from '../../api/order-kinds.ts';
import type { PriceChange, UnavailableLine } from '../../api/order-problems.ts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { useAppStores } from '../../state/app-core.ts';
import { serviceOfKind } from '../../state/cart-kind.ts';

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
  add(filialId: number, service: OrderKind, item: RepeatLine): unknown;
  clearAll(): void;
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
  if (choice === 'replace') store.clearAll();
  for (const line of lines) store.add(target.filialId, target.kind, line);
  store.update(target.filialId, target.kind, { paymentType });
}

export type RepeatState =
  | { phase: 'loading' }
  | { phase: 'error' | 'offline' | 'not-found' | 'unsupported' }
  | {
      phase: 'ask' | 'nothing-left';
      order: Order;
      target: { filialId: number; kind: OrderKind };
      reconciled: Reconciled;
      conflict: boolean;
    };

/**
 * Repeat order (issue 11 item 5): reads the order, checks its lines against the venue's stop list and
 * prices now, and either fills the cart and opens it at once, or leaves the screen to tell what changed and
 * to ask about the dishes already in the carts (`fill` then does it).
 */
export function useRepeatOrder(orderId: number): {
  state: RepeatState;
  fill: (choice: CartChoice) => void;
  reload: () => void;
} {
  const stores = useAppStores();
  const client = useApiClient();
  const mountSignal = useMountSignal();
  const [, navigate] = useLocation();
  const [state, setState] = useState<RepeatState>({ phase: 'loading' });
  const [generation, setGeneration] = useState(0);

  const fillWith = useCallback(
    (
      order: Order,
      target: { filialId: number; kind: OrderKind },
      reconciled: Reconciled,
      choice: CartChoice,
    ) => {
      refillCart(stores.cart, target, reconciled.lines, choice, order.paymentType);
      const service = serviceOfKind(target.kind);
      if (service) stores.device.setService(service);
      navigate(`/cart?${cartQuery(target.filialId, target.kind)}`, { replace: true });
    },
    [stores, navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation runs it again on Retry
  useEffect(() => {
    const controller = new AbortController();
    const stop = () => controller.abort();
    mountSignal.addEventListener('abort', stop);
    setState({ phase: 'loading' });
    const run = async () => {
      let order: Order;
      try {
        order = await fetchOrder(client, orderId, controller.signal);
      } catch (error) {
        if (controller.signal.aborted || isApiError(error, 'aborted')) return;
        const offline = isApiError(error, 'network') || isApiError(error, 'timeout');
        setState({ phase: isApiError(error, 'not-found') ? 'not-found' : offline ? 'offline' : 'error' });
        return;
      }
      const target = repeatTarget(order);
      if (!target) {
        setState({ phase: 'unsupported' });
        return;
      }
      const lines = repeatLines(order);
      let checks: ItemCheck[] = [];
      try {
        checks = await checkStopList(
          client,
          target.filialId,
          target.kind,
          lines.map((line) => ({ ...line, line: '' })),
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted || isApiError(error, 'aborted')) return;
        // Advisory, as in the cart: "Place order" checks again and the order call applies the same rules.
      }
      if (controller.signal.aborted) return;
      const reconciled = reconcile(lines, checks);
      const step = repeatStep(reconciled, dishesInCarts(stores.root.cart.carts));
      if (step.kind === 'fill') fillWith(order, target, reconciled, 'keep');
      else
        setState({
          phase: step.kind,
          order,
          target,
          reconciled,
          conflict: step.kind === 'ask' && step.conflict,
        });
    };
    void run();
    return () => {
      mountSignal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [orderId, stores, client, mountSignal, generation]);

  const fill = useCallback(
    (choice: CartChoice) => {
      if (state.phase === 'ask') fillWith(state.order, state.target, state.reconciled, choice);
    },
    [state, fillWith],
  );
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, fill, reload };
}
