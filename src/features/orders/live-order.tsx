import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { fetchOrder, type Order } from '../../api/order-endpoints.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LoadState } from '../../ui/LoadState.tsx';

export interface LiveOrder {
  order: Order | undefined;
  status: 'loading' | 'success' | 'error' | 'offline' | 'not-found';
  /** Counts the answers: things shown with the order (the courier) refresh when it moves. */
  version: number;
  reload: () => void;
}

/**
 * An order that keeps itself current: GET takeaway/v2/user/order again every `intervalMs` (a number, or
 * one for the order last shown) while `keepPolling(order)` says so. A failed refresh keeps the last answer on screen (a cheap phone on a slow
 * network should not lose the page) and tries again at the next tick; polling stops when the screen goes.
 */
export function useLiveOrder(
  orderId: number,
  intervalMs: number | ((order: Order | undefined) => number),
  keepPolling: (order: Order) => boolean,
): LiveOrder {
  const client = useApiClient();
  const mountSignal = useMountSignal();
  const [order, setOrder] = useState<Order | undefined>(undefined);
  const [status, setStatus] = useState<LiveOrder['status']>('loading');
  const [generation, setGeneration] = useState(0);
  const [version, setVersion] = useState(0);
  const keep = useRef(keepPolling);
  keep.current = keepPolling;
  const interval = useRef(intervalMs);
  interval.current = intervalMs;

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation restarts the loop on Retry
  useEffect(() => {
    const controller = new AbortController();
    const stop = () => controller.abort();
    mountSignal.addEventListener('abort', stop);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: Order | undefined;
    const tick = async () => {
      try {
        const next = await fetchOrder(client, orderId, controller.signal);
        if (controller.signal.aborted) return;
        last = next;
        setOrder(next);
        setStatus('success');
        setVersion((value) => value + 1);
        if (!keep.current(next)) return;
      } catch (error) {
        if (controller.signal.aborted || isApiError(error, 'aborted')) return;
        if (isApiError(error, 'not-found')) {
          setStatus('not-found');
          return;
        }
        setStatus(isApiError(error, 'network') || isApiError(error, 'timeout') ? 'offline' : 'error');
      }
      const every = interval.current;
      timer = setTimeout(() => void tick(), typeof every === 'function' ? every(last) : every);
    };
    void tick();
    return () => {
      clearTimeout(timer);
      mountSignal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [orderId, client, mountSignal, generation]);

  const reload = useCallback(() => {
    setStatus('loading');
    setGeneration((value) => value + 1);
  }, []);
  return { order, status, version, reload };
}

/**
 * What a screen of one order shows while the order is not in hand: loading, "not found", or the failure
 * (the order is the whole screen: a server error is the contract's (docs/contract/errors.md#server-error-page) page, a poor connection a line with Retry).
 */
export function LiveOrderPending({ live }: { live: LiveOrder }) {
  const { t } = useTranslation();
  if (live.status === 'not-found') return <p className="dk-empty">{t('typ.notFound')}</p>;
  return (
    <LoadState status={live.status === 'success' ? 'loading' : live.status} onRetry={live.reload} whole />
  );
}
