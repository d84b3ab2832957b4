import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxApp } from '../app.ts';
import { ApiError } from '../http/api-error.ts';
import { newStartToken } from './accounts.ts';
import type { UserRow } from '../store/rows.ts';
import { ORDER_COLUMNS, type OrderRow } from './order-types.ts';
import type { Venue } from './venues.ts';

/** The header a kiosk sends its device token in (docs/api/kiosk.md). */
export const TABLET_TOKEN_HEADER = 'x-tablet-token';

/** How many of a session's orders its list shows: a kiosk's screen holds about this many numbers. */
const TABLET_ORDERS_LIMIT = 20;

/** How long an enrolment code stays good on the sandbox clock: time to carry it to the tablet, not to keep it. */
const ENROLMENT_TTL_MS = 60 * 60_000;

/**
 * Sessions one venue may start in one minute of the sandbox clock (a fixed window): a real venue enrols a
 * tablet now and then, never a thousand at once.
 */
const SESSIONS_PER_WINDOW = 10;
const SESSION_WINDOW_MS = 60_000;

export interface TabletSessionRow {
  id: string;
  filial_id: number;
  device_token: string;
  /** The venue's kiosk account: the orders placed by touch belong to it, no guest signs in. */
  user_id: number;
  created_at: number;
}

const TABLET_MESSAGES = {
  notEnabled: {
    kk: 'Бұл мекемеде планшет режимі қосылмаған',
    ru: 'В этом заведении режим планшета не включён',
    en: 'This venue has no tablet mode',
    ka: 'ამ დაწესებულებაში პლანშეტის რეჟიმი ჩართული არ არის',
  },
  sessionNotFound: {
    kk: 'Планшет сессиясы табылмады',
    ru: 'Сессия планшета не найдена',
    en: 'Tablet session not found',
    ka: 'პლანშეტის სესია ვერ მოიძებნა',
  },
  enrolmentRequired: {
    kk: 'Бұл планшетті мекеме тіркемеген',
    ru: 'Этот планшет не подключён заведением',
    en: 'This tablet is not enrolled by the venue',
    ka: 'ეს პლანშეტი დაწესებულებას არ დაურეგისტრირებია',
  },
  enrolmentInvalid: {
    kk: 'Тіркеу коды жарамсыз, пайдаланылған немесе мерзімі өткен',
    ru: 'Код подключения неверен, уже использован или истёк',
    en: 'The enrolment code is wrong, used or expired',
    ka: 'რეგისტრაციის კოდი არასწორია, გამოყენებულია ან ვადაგასულია',
  },
  tooManySessions: {
    kk: 'Тым көп планшет сессиясы: бір минуттан кейін қайталаңыз',
    ru: 'Слишком много сессий планшета: повторите через минуту',
    en: 'Too many tablet sessions: try again in a minute',
    ka: 'პლანშეტის ძალიან ბევრი სესია: სცადეთ ერთ წუთში',
  },
  tokenInvalid: {
    kk: 'Планшет құрылғысының белгісі жарамсыз',
    ru: 'Неверный токен устройства планшета',
    en: 'The tablet device token is not valid',
    ka: 'პლანშეტის მოწყობილობის ტოკენი არასწორია',
  },
} as const;

/** The venue's one kiosk account, created with its first tablet session (phone `tablet-{filial_id}`). */
function kioskUser(app: SandboxApp, venue: Venue, now: number): number {
  const phone = `tablet-${venue.row.id}`;
  const existing = app.sql.get<{ id: number }>('SELECT id FROM users WHERE phone = ?', phone);
  if (existing) return existing.id;
  const { lastId } = app.sql.run(
    `INSERT INTO users (phone, email, name, surname, bday, gender, avatar_type, language, grade_id,
      grade_checked_at, start_token, telegram_chat_id, created_at, deleted_at, first_bill_paid, note)
     VALUES (?, NULL, ?, '', NULL, NULL, NULL, ?, 1, ?, ?, NULL, ?, NULL, 1, ?)`,
    phone,
    `Kiosk ${venue.row.id}`,
    venue.currency === 'GEL' ? 'ka' : 'ru',
    now,
    newStartToken(),
    now,
    'The venue tablet (kiosk mode): orders placed by touch, no guest login',
  );
  return lastId;
}

export interface TabletEnrolment {
  code: string;
  filial_id: number;
  expires_at: number;
}

/** POST /sandbox/control/tablet-enrolments: the one-time code a venue gives the tablet it enrols. */
export function issueEnrolment(app: SandboxApp, filialId: number): TabletEnrolment {
  const enrolment = {
    code: `enr_${randomBytes(16).toString('base64url')}`,
    filial_id: filialId,
    expires_at: app.clock.now() + ENROLMENT_TTL_MS,
  };
  app.sql.run(
    'INSERT INTO tablet_enrolments VALUES (?, ?, ?, NULL)',
    enrolment.code,
    enrolment.filial_id,
    enrolment.expires_at,
  );
  return enrolment;
}

/**
 * Uses up the venue's enrolment code: none is 403 tablet_enrolment_required; an unknown, used or expired one,
 * or another venue's, is 403 tablet_enrolment_invalid (one answer, so codes cannot be probed).
 */
function spendEnrolment(app: SandboxApp, venue: Venue, code: unknown, now: number): void {
  if (code === undefined || code === null || code === '')
    throw new ApiError(403, {
      code: 'tablet_enrolment_required',
      title: TABLET_MESSAGES.enrolmentRequired,
      source: { pointer: '/data/attributes/enrolment_code' },
    });
  const { changes } = app.sql.run(
    'UPDATE tablet_enrolments SET used_at = ? WHERE code = ? AND filial_id = ? AND used_at IS NULL AND expires_at >= ?',
    now,
    typeof code === 'string' ? code : '',
    venue.row.id,
    now,
  );
  if (changes !== 1)
    throw new ApiError(403, {
      code: 'tablet_enrolment_invalid',
      title: TABLET_MESSAGES.enrolmentInvalid,
      source: { pointer: '/data/attributes/enrolment_code' },
    });
}

/** 429 once the venue started its SESSIONS_PER_WINDOW sessions in this minute of the sandbox clock. */
function refuseTooManySessions(app: SandboxApp, venue: Venue, now: number): void {
  const windowStart = now - (now % SESSION_WINDOW_MS);
  const started = app.sql.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM tablet_sessions WHERE filial_id = ? AND created_at >= ?',
    venue.row.id,
    windowStart,
  );
  if ((started?.n ?? 0) < SESSIONS_PER_WINDOW) return;
  const wait = Math.ceil((windowStart + SESSION_WINDOW_MS - now) / 1000);
  throw new ApiError(429, {
    code: 'tablet_sessions_rate_limited',
    title: TABLET_MESSAGES.tooManySessions,
    headers: { 'retry-after': String(wait) },
    meta: { retry_after_seconds: wait, limit: SESSIONS_PER_WINDOW },
  });
}

/**
 * POST takeaway/v1/tablet/sessions: a new session for a venue whose settings have has_tablet, started by the
 * tablet the venue enrolled (its one-time code), at most SESSIONS_PER_WINDOW a minute.
 */
export function createTabletSession(app: SandboxApp, venue: Venue, enrolmentCode: unknown): TabletSessionRow {
  if (!venue.settings.has_tablet)
    throw new ApiError(422, {
      code: 'tablet_not_enabled',
      title: TABLET_MESSAGES.notEnabled,
      source: { pointer: '/data/attributes/filial_id' },
      meta: { filial_id: venue.row.id },
    });
  const now = app.clock.now();
  refuseTooManySessions(app, venue, now);
  spendEnrolment(app, venue, enrolmentCode, now);
  const row: TabletSessionRow = {
    id: `tab_${randomBytes(9).toString('base64url')}`,
    filial_id: venue.row.id,
    device_token: `tdt_${randomBytes(24).toString('base64url')}`,
    user_id: kioskUser(app, venue, now),
    created_at: now,
  };
  app.sql.run(
    'INSERT INTO tablet_sessions VALUES (?, ?, ?, ?, ?)',
    row.id,
    row.filial_id,
    row.device_token,
    row.user_id,
    row.created_at,
  );
  return row;
}

function tabletSession(app: SandboxApp, id: string): TabletSessionRow | undefined {
  return app.sql.get<TabletSessionRow>('SELECT * FROM tablet_sessions WHERE id = ?', id);
}

/** The session a kiosk call names, if its device token matches: 404 for no such session, 403 otherwise. */
export function authorisedSession(app: SandboxApp, id: string, token: unknown): TabletSessionRow {
  const session = tabletSession(app, id);
  if (!session)
    throw new ApiError(404, { code: 'tablet_session_not_found', title: TABLET_MESSAGES.sessionNotFound });
  const given = Buffer.from(typeof token === 'string' ? token : '');
  const expected = Buffer.from(session.device_token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError(403, {
      code: 'tablet_token_invalid',
      title: TABLET_MESSAGES.tokenInvalid,
      source: { header: 'X-Tablet-Token' },
    });
  return session;
}

export function kioskUserRow(app: SandboxApp, session: TabletSessionRow): UserRow {
  return app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', session.user_id) as UserRow;
}

export function linkTabletOrder(
  app: SandboxApp,
  sessionId: string,
  orderId: number,
  source: 'TABLET' | 'TABLETQR',
  dineIn: boolean,
): void {
  app.sql.run(
    'INSERT OR IGNORE INTO tablet_orders VALUES (?, ?, ?, ?)',
    orderId,
    sessionId,
    source,
    dineIn ? 1 : 0,
  );
}

export interface TabletOrder {
  order: OrderRow;
  source: string;
  dineIn: boolean;
}

/** The session's newest orders first, placed by touch or from a phone. */
export function tabletOrders(app: SandboxApp, sessionId: string): TabletOrder[] {
  const links = app.sql.all<{ order_id: number; source: string; dine_in: number }>(
    'SELECT order_id, source, dine_in FROM tablet_orders WHERE session_id = ? ORDER BY order_id DESC LIMIT ?',
    sessionId,
    TABLET_ORDERS_LIMIT,
  );
  return links.flatMap((link) => {
    const order = app.sql.get<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`, link.order_id);
    return order ? [{ order, source: link.source, dineIn: link.dine_in === 1 }] : [];
  });
}

/**
 * The kiosk session a phone's order names (`tablet_session_id`, sent with source TABLETQR after scanning the
 * kiosk's QR): it must exist and belong to the order's venue, else 422 before anything is placed.
 */
export function phoneOrderSession(app: SandboxApp, attributes: Record<string, unknown>, filialId: number) {
  const id = attributes.tablet_session_id;
  if (id === undefined || id === null) return null;
  const session = typeof id === 'string' ? tabletSession(app, id) : undefined;
  if (!session || session.filial_id !== filialId || attributes.source !== 'TABLETQR')
    throw new ApiError(422, {
      code: 'tablet_session_invalid',
      title: TABLET_MESSAGES.sessionNotFound,
      source: { pointer: '/data/attributes/tablet_session_id' },
    });
  return session;
}
