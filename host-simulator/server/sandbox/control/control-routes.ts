import type { SandboxApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { GRANT_HOSTS, GRANT_MAX_LIFETIME_SECONDS, signPhoneGrant } from '../auth/phone-grant.ts';
import {
  findOrCreateUser,
  issueCode,
  issueTrack,
  normalisePhone,
  PHONE_PATTERN,
} from '../domain/accounts.ts';
import { billState, type SplitItem } from '../domain/bill-split.ts';
import type { BillLine, BillRow, TableRow } from '../domain/bills.ts';
import { toMajor, toMinor } from '../domain/money.ts';
import { allowedTransitions, applyStatus, getOrder } from '../domain/order-lifecycle.ts';
import { ORDER_COLUMNS, type OrderRow, type OrderStatus } from '../domain/order-types.ts';
import { DECLINE_REASONS, type DeclineReason } from '../http/messages.ts';
import { json, noContent, type Reply } from '../http/reply.ts';
import type { ProductRow, UserRow } from '../store/rows.ts';
import { type FaultInput, FaultInputError, type Faults } from './faults.ts';

export interface ControlContext {
  app: SandboxApp;
  faults: Faults;
  /** Wipes and reseeds the data; returns the seed report. */
  reset(): { ms: number; counts: Record<string, number> };
  body: unknown;
  params: Record<string, string>;
  query: URLSearchParams;
}

const problem = (status: number, title: string, extra: Record<string, unknown> = {}) =>
  json(status, { error: { status, title, ...extra } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function clockState(app: SandboxApp) {
  const now = app.clock.now();
  return { now: new Date(now).toISOString(), now_ms: now, speed: app.clock.speed() };
}

export function controlIndex(ctx: ControlContext): Reply {
  return json(200, {
    clock: clockState(ctx.app),
    faults: ctx.faults.list().length,
    endpoints: {
      'GET /sandbox/control/faults': 'list fault rules',
      'POST /sandbox/control/faults':
        'add a rule {kind, route, method, rate, count, latency_ms, status, when, chunk_bytes, interval_ms}',
      'DELETE /sandbox/control/faults[/{id}]': 'remove one rule or all (a hold rule lets its held calls go)',
      'GET /sandbox/control/journal': 'control calls that changed something (?since=<ms>), for recordings',
      'POST /sandbox/control/reset': 'wipe and reseed the data (faults cleared too)',
      'GET|POST /sandbox/control/clock': 'read or set {speed, advance_ms, advance_minutes}',
      'GET /sandbox/control/users': 'test users',
      'POST /sandbox/control/grants': 'a login code, a track id and a token for {user_id} or {phone}',
      'POST /sandbox/control/phone-grants':
        "a host's signed phone grant {phone, host?, audience?} (docs/api/auth.md, ADR 0207)",
      'GET /sandbox/control/orders': 'recent orders (?user_id)',
      'POST /sandbox/control/orders/{id}/status': 'force an allowed transition {status, reason}',
      'POST /sandbox/control/stop-list':
        'stop or release an item {filial_id, product_id, state: stopped|sold_out|null}',
      'POST /sandbox/control/prices': 'change a price {product_id, price, old_price}',
      'GET /sandbox/control/bills': "the tables' bills with each guest's part (the waiter's view)",
      'POST /sandbox/control/bills': 'open a bill on a table {table_id, counts?: [3, 1, 2]}',
      'GET|POST /sandbox/control/terms': 'the terms version in force; POST publishes the next one',
      'POST /sandbox/control/tablet-enrolments':
        'a one-time code {filial_id} that enrols a kiosk tablet (docs/api/kiosk.md)',
      '/sandbox/control/messenger/…': 'the simulated messenger bot (docs/api/notifications.md)',
      'GET|DELETE /sandbox/telemetry': 'recorded Sentry envelopes and Amplitude batches',
    },
  });
}

export function listFaults(ctx: ControlContext): Reply {
  return json(200, { data: ctx.faults.list() });
}

export function addFault(ctx: ControlContext): Reply {
  if (!isObject(ctx.body)) return problem(400, 'The body must be a JSON object describing the fault');
  try {
    return json(201, { data: ctx.faults.add(ctx.body as FaultInput) });
  } catch (error) {
    if (error instanceof FaultInputError) return problem(400, error.message);
    throw error;
  }
}

export function clearFaults(ctx: ControlContext): Reply {
  ctx.faults.clear();
  return noContent();
}

export function removeFault(ctx: ControlContext): Reply {
  return ctx.faults.remove(ctx.params.id ?? '') ? noContent() : problem(404, `No fault ${ctx.params.id}`);
}

export function resetData(ctx: ControlContext): Reply {
  ctx.faults.clear();
  return json(200, { seeded: ctx.reset(), clock: clockState(ctx.app) });
}

export function readClock(ctx: ControlContext): Reply {
  ctx.app.progressOrders();
  return json(200, clockState(ctx.app));
}

export function setClock(ctx: ControlContext): Reply {
  const body = isObject(ctx.body) ? ctx.body : {};
  try {
    if (body.speed !== undefined) ctx.app.clock.setSpeed(Number(body.speed));
    const advance =
      body.advance_ms !== undefined
        ? Number(body.advance_ms)
        : body.advance_minutes !== undefined
          ? Number(body.advance_minutes) * 60_000
          : 0;
    ctx.app.clock.advance(advance);
  } catch (error) {
    if (error instanceof RangeError) return problem(400, error.message);
    throw error;
  }
  ctx.app.progressOrders();
  return json(200, clockState(ctx.app));
}

export function listUsers(ctx: ControlContext): Reply {
  const users = ctx.app.sql.all<UserRow>("SELECT * FROM users WHERE phone NOT LIKE '%#purged%' ORDER BY id");
  return json(200, {
    data: users.map((u) => ({
      id: u.id,
      phone: u.phone,
      email: u.email,
      name: u.name,
      note: u.note,
      deleted_at: u.deleted_at === null ? null : new Date(u.deleted_at).toISOString(),
    })),
  });
}

/** A ready sign-in for tests and the simulator page: the three credentials of docs/contract/calls.md#auth-calls at once. */
export function createGrant(ctx: ControlContext): Reply {
  const { app } = ctx;
  const body = isObject(ctx.body) ? ctx.body : {};
  const now = app.clock.now();
  let user: UserRow | undefined;
  if (body.user_id !== undefined)
    user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', Number(body.user_id));
  else if (typeof body.phone === 'string') {
    const phone = normalisePhone(body.phone);
    if (!PHONE_PATTERN.test(phone)) return problem(400, 'phone must look like +77010000001');
    user = findOrCreateUser(app.sql, phone, typeof body.name === 'string' ? body.name : '', 'ru', now);
  } else return problem(400, 'Give user_id or phone');
  if (!user) return problem(404, 'No such user');
  const clientId = typeof body.client_id === 'string' ? body.client_id : 'sandbox';
  const redirectUri = typeof body.redirect_uri === 'string' ? body.redirect_uri : 'http://127.0.0.1/auth';
  return json(201, {
    user_id: user.id,
    code: issueCode(app.sql, user.id, clientId, redirectUri, now),
    client_id: clientId,
    redirect_uri: redirectUri,
    track_id: issueTrack(app.sql, user.id, now),
    access_token: signAccessToken(app.secret, user.id, app.clock.wallNow(), app.tokenTtlSeconds),
    expires_in: app.tokenTtlSeconds,
  });
}

/**
 * The host's backend for the simulator's host panel: a phone grant signed with a sandbox host's secret, as
 * a partner's backend signs its own (phone.request, docs/protocol.md). The phone is taken as given (it is
 * the host's account's), and checked only for its form.
 */
export function createPhoneGrant(ctx: ControlContext): Reply {
  const { app } = ctx;
  const body = isObject(ctx.body) ? ctx.body : {};
  const phone = typeof body.phone === 'string' ? body.phone : '';
  if (!PHONE_PATTERN.test(phone)) return problem(400, 'phone must look like +77010000001');
  const host = body.host ?? 'dastarkhan-simulator';
  if (typeof host !== 'string' || !Object.hasOwn(GRANT_HOSTS, host))
    return problem(400, `host must be one of ${Object.keys(GRANT_HOSTS).join(', ')}`);
  const audience = typeof body.audience === 'string' ? body.audience : 'dastarkhan';
  const now = app.clock.now();
  return json(201, {
    grant: signPhoneGrant(host, phone, audience, now),
    host,
    audience,
    phone,
    expires_at: new Date(now + GRANT_MAX_LIFETIME_SECONDS * 1000).toISOString(),
  });
}

export function listOrders(ctx: ControlContext): Reply {
  ctx.app.progressOrders();
  const userId = ctx.query.get('user_id');
  const rows = userId
    ? ctx.app.sql.all<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT 50`,
        Number(userId),
      )
    : ctx.app.sql.all<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders ORDER BY id DESC LIMIT 50`);
  return json(200, {
    data: rows.map((o) => ({
      id: o.id,
      number: o.number,
      user_id: o.user_id,
      filial_id: o.filial_id,
      service: o.service,
      status: o.status,
      payment_status: o.payment_status,
      total: toMajor(o.total),
      currency: o.currency,
      track_id: o.track_id,
      next_statuses: allowedTransitions(o),
      next_status_at: o.next_status_at === null ? null : new Date(o.next_status_at).toISOString(),
    })),
  });
}

export function forceStatus(ctx: ControlContext): Reply {
  const { app } = ctx;
  const body = isObject(ctx.body) ? ctx.body : {};
  app.progressOrders();
  const order = getOrder(app.sql, Number(ctx.params.id));
  if (!order) return problem(404, `No order ${ctx.params.id}`);
  const status = body.status as OrderStatus;
  const allowed = allowedTransitions(order);
  if (!allowed.includes(status)) {
    return problem(422, `${order.status} cannot move to ${String(status)}`, { allowed });
  }
  const reason = body.reason as DeclineReason | undefined;
  if (status === 'canceled' && reason !== undefined && !(reason in DECLINE_REASONS)) {
    return problem(422, `reason must be one of ${Object.keys(DECLINE_REASONS).join(', ')}`);
  }
  const next = app.sql.tx(() =>
    applyStatus(
      app,
      order,
      status,
      app.clock.now(),
      status === 'canceled' ? (reason ?? 'kitchen_overloaded') : undefined,
    ),
  );
  return json(200, {
    data: {
      id: next.id,
      status: next.status,
      payment_status: next.payment_status,
      next_statuses: allowedTransitions(next),
    },
  });
}

export function setStopList(ctx: ControlContext): Reply {
  const body = isObject(ctx.body) ? ctx.body : {};
  const filialId = Number(body.filial_id);
  const productId = Number(body.product_id);
  const state = body.state ?? null;
  if (!Number.isInteger(filialId) || !Number.isInteger(productId))
    return problem(400, 'filial_id and product_id are required');
  if (state !== null && state !== 'stopped' && state !== 'sold_out')
    return problem(400, 'state must be stopped, sold_out or null');
  if (state === null)
    ctx.app.sql.run('DELETE FROM stop_list WHERE filial_id = ? AND product_id = ?', filialId, productId);
  else ctx.app.sql.run('INSERT OR REPLACE INTO stop_list VALUES (?, ?, ?)', filialId, productId, state);
  ctx.app.generation++;
  return json(200, { data: { filial_id: filialId, product_id: productId, state } });
}

export function setPrice(ctx: ControlContext): Reply {
  const body = isObject(ctx.body) ? ctx.body : {};
  const productId = Number(body.product_id);
  const price = Number(body.price);
  const product = ctx.app.sql.get<ProductRow>('SELECT * FROM products WHERE id = ?', productId);
  if (!product) return problem(404, `No product ${body.product_id}`);
  if (!Number.isFinite(price) || price <= 0) return problem(400, 'price must be a positive number');
  const oldPrice =
    body.old_price === undefined
      ? product.old_price
      : body.old_price === null
        ? null
        : toMinor(Number(body.old_price));
  ctx.app.sql.run(
    'UPDATE products SET price = ?, old_price = ? WHERE id = ?',
    toMinor(price),
    oldPrice,
    productId,
  );
  ctx.app.generation++;
  return json(200, {
    data: { product_id: productId, price, old_price: oldPrice === null ? null : toMajor(oldPrice) },
  });
}

/**
 * The waiter's view of the tables' bills (issue 29): each open bill (and the last 10 paid) with what is paid,
 * held by pending payments and left, and every guest's part: who, how much, the tip, the items, the status.
 */
export function listBills(ctx: ControlContext): Reply {
  const { app } = ctx;
  const bills = app.sql.all<BillRow>(
    "SELECT * FROM (SELECT * FROM bills WHERE status = 'open' UNION ALL SELECT * FROM (SELECT * FROM bills WHERE status = 'paid' ORDER BY paid_at DESC LIMIT 10)) ORDER BY id",
  );
  return json(200, {
    data: bills.map((bill) => {
      const state = billState(app.sql, bill);
      const names = new Map(state.lines.map((line) => [line.product_id, line.name.en]));
      const table = app.sql.get<TableRow>('SELECT * FROM restaurant_tables WHERE id = ?', bill.table_id);
      return {
        bill_id: bill.id,
        filial_id: bill.filial_id,
        table_id: bill.table_id,
        table_number: table?.number ?? null,
        status: bill.status,
        amount: toMajor(bill.amount),
        paid_amount: toMajor(state.paid),
        held_amount: toMajor(state.held),
        remaining: toMajor(state.remaining),
        currency: bill.currency,
        payments: state.payments.map((part) => ({
          user_id: part.user_id,
          payer:
            app.sql.get<{ name: string }>('SELECT name FROM users WHERE id = ?', part.user_id)?.name ?? null,
          mode: part.mode,
          amount: toMajor(part.amount),
          tip: toMajor(part.tip),
          status: part.status,
          items: (JSON.parse(part.items) as SplitItem[]).map((item) => ({
            name: names.get(item.product_id) ?? String(item.product_id),
            count: item.count,
          })),
        })),
      };
    }),
  });
}

/** Opens a bill with the venue's three most popular dishes (the seed's bills close once paid). */
export function openBill(ctx: ControlContext): Reply {
  const { app } = ctx;
  const body = isObject(ctx.body) ? ctx.body : {};
  const table = app.sql.get<TableRow>('SELECT * FROM restaurant_tables WHERE id = ?', Number(body.table_id));
  if (!table) return problem(404, `No table ${body.table_id}`);
  if (app.sql.get("SELECT id FROM bills WHERE table_id = ? AND status = 'open'", table.id))
    return problem(409, 'The table already has an open bill');
  const filial = app.sql.get<{ menu_id: number }>(
    'SELECT menu_id FROM filials WHERE id = ?',
    table.filial_id,
  );
  const currency =
    app.sql.get<{ currency: string }>('SELECT m.currency FROM menus m WHERE m.id = ?', filial?.menu_id ?? 0)
      ?.currency ?? 'KZT';
  const dishes = app.sql.all<ProductRow>(
    'SELECT * FROM products WHERE menu_id = ? AND is_unavailable = 0 ORDER BY popularity DESC LIMIT 3',
    filial?.menu_id ?? 0,
  );
  // `counts`: how many of each dish the table ordered (1 each unless given), e.g. [3, 1, 2] for a bill that
  // guests split by items, one taking 1 of a line of 3 and another the other 2.
  const counts = Array.isArray(body.counts) ? body.counts : [];
  const lines: BillLine[] = dishes.map((d, index) => {
    const count = Number.isInteger(counts[index]) && counts[index] > 0 ? (counts[index] as number) : 1;
    return { product_id: d.id, name: JSON.parse(d.name), count, price: d.price, total: d.price * count };
  });
  const amount = lines.reduce((sum, line) => sum + line.total, 0);
  const { lastId } = app.sql.run(
    `INSERT INTO bills (table_id, filial_id, waiter_id, items, amount, currency, status, opened_at, paid_at, paid_by, tip, bonus_spent, bonus_granted, track_id)
     VALUES (?, ?, ?, ?, ?, ?, 'open', ?, NULL, NULL, 0, 0, 0, NULL)`,
    table.id,
    table.filial_id,
    table.waiter_id,
    JSON.stringify(lines),
    amount,
    currency,
    app.clock.now(),
  );
  return json(201, { data: { bill_id: lastId, table_id: table.id, amount: toMajor(amount), currency } });
}
