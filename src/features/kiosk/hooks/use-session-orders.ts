import { useEffect, useState } from 'react';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { type DeviceSession, fetchSessionOrders, type KioskOrder } from '../api/kiosk-api.ts';

/**
 * The session's recent orders, asked again every `intervalMs` after the last answer settled (never two at
 * once, so a slow server is not piled on), and not while the page is hidden. A new `refresh` value asks at
 * once (the kiosk just placed an order).
 */
export function useSessionOrders(
  device: DeviceSession | null,
  intervalMs: number,
  refresh: number,
): KioskOrder[] | null {
  const mountSignal = useMountSignal();
  const client = useApiClient();
  const [orders, setOrders] = useState<KioskOrder[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refresh value restarts the polling at once
  useEffect(() => {
    if (!device) return;
    const controller = new AbortController();
    const stop = () => controller.abort();
    mountSignal.addEventListener('abort', stop);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const poll = async () => {
      if (document.visibilityState !== 'hidden') {
        try {
          setOrders(await fetchSessionOrders(client, device, controller.signal));
        } catch {
          // The list stays as it was; the next round asks again. The client reported the failure.
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(poll, intervalMs);
    };
    void poll();
    return () => {
      stop();
      mountSignal.removeEventListener('abort', stop);
      if (timer !== null) clearTimeout(timer);
    };
  }, [client, device, intervalMs, mountSignal, refresh]);

  return orders;
}
