import { useSearch } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useMountScope } from '../../../mount-context.ts';
import type { SafeStorage } from '../../../state/storage.ts';
import { useQuery } from '../../../ui/use-query.ts';
import {
  type DeviceSession,
  fetchKioskMenu,
  type KioskVenue,
  resumeSession,
  startSession,
} from '../api/kiosk-api.ts';
import type { KioskCategory } from '../model/kiosk-menu.ts';

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

async function deviceFor(
  client: Parameters<typeof startSession>[0],
  storage: SafeStorage,
  filialId: number,
  enrolmentCode: string | null,
  signal: AbortSignal,
): Promise<{ device: DeviceSession; venue: KioskVenue }> {
  const stored = storage.getJson(DEVICE_KEY, readDevice);
  if (stored?.filialId === filialId) {
    try {
      return { device: stored, venue: await resumeSession(client, stored, signal) };
    } catch (error) {
      // A sandbox reset forgets sessions: a stale one is replaced, any other failure is shown.
      if (!isApiError(error, 'not-found') && !isApiError(error, 'http')) throw error;
    }
  }
  const started = await startSession(client, filialId, enrolmentCode, signal);
  storage.setJson(DEVICE_KEY, started.device);
  return started;
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
  const { runtime } = useMountScope();
  const { client, state } = runtime.core;
  const enrolmentCode = new URLSearchParams(useSearch()).get(ENROL_PARAM);
  return useQuery<KioskSession>(['kiosk-session', filialId, enrolmentCode], (signal) =>
    deviceFor(client, state.session, filialId, enrolmentCode, signal),
  );
}

/** The venue's menu as a touch can order it, in the language shown. */
export function useKioskMenu(filialId: number) {
  const { runtime } = useMountScope();
  const client = runtime.core.client;
  // Asked again in a new language by useRequest itself.
  return useQuery<KioskCategory[]>(['kiosk-menu', filialId], (signal) =>
    fetchKioskMenu(client, filialId, signal),
  );
}
