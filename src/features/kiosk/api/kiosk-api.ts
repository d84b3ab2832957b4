import type { ApiClient } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { normalizeMany, normalizeOne } from '../../../api/json-api.ts';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import type { PaymentType } from '../../../state/cart.ts';
import { type KioskCategory, kioskMenuOf } from '../model/kiosk-model.ts';

/** Sandbox-defined calls of kiosk mode (docs/api/kiosk.md): docs/contract/calls.md#calls-the-sandbox-defines names none for the tablet. */
const SESSIONS_PATH = 'takeaway/v1/tablet/sessions';
const TOKEN_HEADER = 'X-Tablet-Token';

/** What the tablet keeps of its session: the token authorises its orders instead of a guest login. */
export interface DeviceSession {
  id: string;
  token: string;
  filialId: number;
}

export interface KioskVenue {
  title: string;
  /** The brand's words, its logo and the venue's cover: the start screen's welcome. */
  description: string;
  logoUrl: string | null;
  coverUrl: string | null;
  currency: 'KZT' | 'GEL';
  paymentTypes: PaymentType[];
  defaultLanguage: Language;
}

export interface KioskOrder {
  id: number;
  number: string;
  status: string;
  statusTitle: string;
  name: string;
  source: 'TABLET' | 'TABLETQR';
  paymentUrl: string | null;
  trackId: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function venueOf(body: unknown): KioskVenue & { id: string; token: string; filialId: number } {
  const session = normalizeOne(body);
  if (!session) throw new Error('no tablet session');
  const types = Array.isArray(session.payment_types) ? session.payment_types : [];
  return {
    id: session.id,
    token: text(session.device_token),
    filialId: Number(session.filial_id),
    title: text(session.title),
    description: text(session.description),
    logoUrl: text(session.logo_url) || null,
    coverUrl: text(session.image_url) || null,
    currency: session.currency === 'GEL' ? 'GEL' : 'KZT',
    paymentTypes: types.filter((type): type is PaymentType => type === 'online' || type === 'cash'),
    defaultLanguage: isLanguage(session.default_language) ? session.default_language : 'kk',
  };
}

function orderOf(resource: Record<string, unknown>): KioskOrder {
  const payment = (resource.payment ?? {}) as Record<string, unknown>;
  return {
    id: Number(resource.id),
    number: text(resource.number),
    status: text(resource.status),
    statusTitle: text(resource.status_title),
    name: text(resource.name),
    source: resource.source === 'TABLETQR' ? 'TABLETQR' : 'TABLET',
    paymentUrl: text(resource.payment_url ?? payment.payment_url) || null,
    trackId: text(payment.track_id) || null,
  };
}

/**
 * Starts kiosk mode for a venue with the one-time code the venue enrolled this tablet with: 422
 * tablet_not_enabled when the venue has no tablet, 403 without a good code.
 */
export async function startSession(
  client: ApiClient,
  filialId: number,
  enrolmentCode: string | null,
  signal: AbortSignal,
): Promise<{ device: DeviceSession; venue: KioskVenue }> {
  const attributes = { filial_id: filialId, ...(enrolmentCode ? { enrolment_code: enrolmentCode } : {}) };
  const answer = await client.post(
    SESSIONS_PATH,
    { data: { type: 'tablet-sessions', attributes } },
    { parse: venueOf, signal, idempotent: false },
  );
  const { id, token, filialId: venueId, ...venue } = answer;
  return { device: { id, token, filialId: venueId }, venue };
}

/** Reads the stored session back (after a reload or the payment page): the venue as it is now. */
export async function resumeSession(
  client: ApiClient,
  device: DeviceSession,
  signal: AbortSignal,
): Promise<KioskVenue> {
  const {
    id: _id,
    token: _token,
    filialId: _filial,
    ...venue
  } = await client.get(`${SESSIONS_PATH}/${encodeURIComponent(device.id)}`, {
    headers: { [TOKEN_HEADER]: device.token },
    parse: venueOf,
    signal,
  });
  return venue;
}

export function fetchKioskMenu(
  client: ApiClient,
  filialId: number,
  signal: AbortSignal,
): Promise<KioskCategory[]> {
  return client.get('menu/v2/category/products', {
    query: { filial_id: filialId, service_type: 'takeaway' },
    parse: (body) => kioskMenuOf(normalizeMany(body)),
    signal,
  });
}

export function placeKioskOrder(
  client: ApiClient,
  device: DeviceSession,
  body: unknown,
  key: string,
  signal: AbortSignal,
): Promise<KioskOrder> {
  return client.post(`${SESSIONS_PATH}/${encodeURIComponent(device.id)}/orders`, body, {
    headers: { [TOKEN_HEADER]: device.token },
    idempotencyKey: key,
    signal,
    parse: (answer) => {
      const order = normalizeOne(answer);
      if (!order) throw new Error('no order');
      return orderOf(order);
    },
  });
}

export function fetchSessionOrders(
  client: ApiClient,
  device: DeviceSession,
  signal: AbortSignal,
): Promise<KioskOrder[]> {
  return client.get(`${SESSIONS_PATH}/${encodeURIComponent(device.id)}/orders`, {
    headers: { [TOKEN_HEADER]: device.token },
    signal,
    parse: (body) => normalizeMany(body).map(orderOf),
  });
}

/** The first error's code and the server's translated title, for the refusals the kiosk explains. */
export function refusalOf(error: unknown): { code: string; title: string } | null {
  if (!(error instanceof ApiError)) return null;
  const first = (error.body as { errors?: { code?: unknown; title?: unknown }[] } | null)?.errors?.[0];
  return first ? { code: text(first.code), title: text(first.title) } : null;
}
