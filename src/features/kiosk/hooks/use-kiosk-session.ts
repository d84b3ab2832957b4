import { useSearch } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppStores } from '../../../state/app-core.ts';
import type { SafeStorage } from '../../../lib/storage.ts';
import { useQuery } from '../../../ui/use-query.ts';
import {
  type DeviceSession,
  fetchKioskMenu,
  type KioskVenue,
  resumeSession,
  startSession,
  fetchSessionOrders,
  type KioskOrder,
} from '../api/kiosk-api.ts';
import type { KioskCategory } from '../model/kiosk-model.ts';
import { useEffect, useState } from 'react';
import { useMountSignal } from '../../../config/mount-config.ts';

/**
 * The tablet's own session, in the tab's session storage: it survives a reload and the trip to the payment
 * page, and stays apart from 'tablet-session' (the key a phone that scanned the QR keeps, which a kiosk
 * demo in one browser shares).
 */
const DEVICE_KEY = 'kiosk-device';

function readDevice(value: unknown): DeviceSession | undefined {
  const { id, token, filialId } = (value ?? {}) as Record<string, unknown>;
  return typeof id === 'string' && typeof token === 'string' && typeof filialId === 'number'
    ? { id, token, filialId }
    : undefined;
}

/** The query parameter that carries the venue's one-time enrolment code to the tablet (docs/features/kiosk.md). */
const ENROL_PARAM = 'enrol';

/**
 * A start on its way, per mount (its session storage). The code is spent by the first start the sandbox sees:
 * a start asked again while the first is on its way (a language switch re-keys the screen's query) waits for
 * it and resumes what it stored, rather than spending the code twice and being told the tablet is not enrolled.
 * The start is not aborted with the screen's request for the same reason: its answer is the only copy.
 */
const starting = new WeakMap<SafeStorage, Promise<unknown>>();

async function deviceFor(
  client: Parameters<typeof startSession>[0],
  storage: SafeStorage,
  filialId: number,
  enrolmentCode: string | null,
  signal: AbortSignal,
): Promise<{ device: DeviceSession; venue: KioskVenue }> {
  await starting.get(storage)?.catch(() => undefined);
  const stored = storage.getJson(DEVICE_KEY, readDevice);
  if (stored?.filialId === filialId) {
    try {
      return { device: stored, venue: await resumeSession(client, stored, signal) };
    } catch (error) {
      // A sandbox reset forgets sessions: a stale one is replaced, any other failure is shown.
      if (!isApiError(error, 'not-found') && !isApiError(error, 'http')) throw error;
    }
  }
  const start = startSession(client, filialId, enrolmentCode, new AbortController().signal).then(
    (started) => {
      storage.setJson(DEVICE_KEY, started.device);
      return started;
    },
  );
  starting.set(storage, start);
  try {
    return await start;
  } finally {
    if (starting.get(storage) === start) starting.delete(storage);
  }
}

export interface KioskSession {
  device: DeviceSession;
  venue: KioskVenue;
}

/**
 * The kiosk's session, started or resumed once per venue (the venue's title is its brand's name). A new one
 * needs the code the venue enrolled the tablet with, `?enrol=` in the kiosk's URL; a stored one does not.
 */
export function useKioskSession(filialId: number) {
  const client = useApiClient();
  const state = useAppStores();
  const enrolmentCode = new URLSearchParams(useSearch()).get(ENROL_PARAM);
  return useQuery<KioskSession>(['kiosk-session', filialId, enrolmentCode], (signal) =>
    deviceFor(client, state.session, filialId, enrolmentCode, signal),
  );
}

/** The venue's menu as a touch can order it, in the language shown. */
export function useKioskMenu(filialId: number) {
  const client = useApiClient();
  // Asked again in a new language by useRequest itself.
  return useQuery<KioskCategory[]>(['kiosk-menu', filialId], (signal) =>
    fetchKioskMenu(client, filialId, signal),
  );
}

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
