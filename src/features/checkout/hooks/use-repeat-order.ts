import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useMountScope } from '../../../mount-context.ts';
import { serviceOfKind } from '../../../state/cart-kind.ts';
import type { ItemCheck } from '../api/menu-checks-api.ts';
import { checkStopList } from '../api/menu-checks-api.ts';
import { fetchOrder, type Order } from '../api/order-api.ts';
import { cartQuery } from '../model/cart-selection.ts';
import {
  type CartChoice,
  dishesInCarts,
  type Reconciled,
  reconcile,
  refillCart,
  repeatLines,
  repeatStep,
  repeatTarget,
} from '../model/repeat-order.ts';

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
  const { runtime, signal: mountSignal } = useMountScope();
  const { core } = runtime;
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
      refillCart(core.state.cart, target, reconciled.lines, choice, order.paymentType);
      const service = serviceOfKind(target.kind);
      if (service) core.state.device.setService(service);
      navigate(`/cart?${cartQuery(target.filialId, target.kind)}`, { replace: true });
    },
    [core, navigate],
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
        order = await fetchOrder(core.client, orderId, controller.signal);
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
          core.client,
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
      const step = repeatStep(reconciled, dishesInCarts(core.state.root.cart.carts));
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
  }, [orderId, core, mountSignal, generation]);

  const fill = useCallback(
    (choice: CartChoice) => {
      if (state.phase === 'ask') fillWith(state.order, state.target, state.reconciled, choice);
    },
    [state, fillWith],
  );
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, fill, reload };
}
