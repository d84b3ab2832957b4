import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import {
  type BillState,
  billState,
  equalShare,
  type LineState,
  type SplitItem,
  type SplitMode,
} from '../domain/bill-split.ts';
import type { BillRow, TableRow } from '../domain/bills.ts';
import {
  bonusBalance,
  cashbackFor,
  currentGrade,
  FIRST_BILL_CASHBACK_PERCENT,
  moveBonus,
} from '../domain/loyalty.ts';
import { floorBonus, percentOf, toMajor } from '../domain/money.ts';
import { createPayment, paymentUrl } from '../domain/payments.ts';
import { expireBillPayments, settlePayment } from '../domain/settle-payment.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, type Resource, toOne } from '../http/jsonapi.ts';
import { type LocalText, localise } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import {
  attributesOf,
  type Fields,
  listOf,
  moneyField,
  numberField,
  objectField,
  stringField,
} from '../http/body-fields.ts';
import { queryInt } from '../http/query.ts';
import { tableOf, waiterOf } from './table-of.ts';
import { venueOrThrow } from './venue-params.ts';
import { WAITER_ROUTES } from './waiter-routes.ts';

/** A payer as the other guests at the table see them: their first name, or null when they gave none. */
function firstName(app: SandboxApp, userId: number): string | null {
  const name = app.sql.get<{ name: string }>('SELECT name FROM users WHERE id = ?', userId)?.name ?? '';
  return name.trim().split(/\s+/)[0] || null;
}

function billResource(req: ApiRequest, app: SandboxApp, bill: BillRow, table: TableRow): Resource {
  const venue = venueOrThrow(app, bill.filial_id);
  const user = req.user as UserRow | null;
  const now = app.clock.now();
  const percent = user
    ? user.first_bill_paid
      ? currentGrade(app.sql, user, now).cashback_percent
      : FIRST_BILL_CASHBACK_PERCENT
    : FIRST_BILL_CASHBACK_PERCENT;
  const maxPercent = venue.settings.is_loyalty_balance_button_disabled
    ? 0
    : venue.settings.max_bonus_usage_percentage;
  const balance = user ? bonusBalance(app.sql, user.id, bill.currency, now) : 0;
  const state = billState(app.sql, bill);
  const names = new Map(state.lines.map((line) => [line.product_id, localise(line.name, req.lang)]));
  return resource(
    'bills',
    bill.id,
    {
      id: bill.id,
      status: bill.status,
      filial_id: bill.filial_id,
      table_id: table.id,
      table_number: table.number,
      waiter: waiterOf(app, bill.waiter_id),
      items: state.lines.map((line) => ({
        product_id: line.product_id,
        name: localise(line.name, req.lang),
        count: line.count,
        price: toMajor(line.price),
        total: toMajor(line.total),
        paid_count: line.paid_count,
        held_count: line.held_count,
        remaining_count: line.count - line.paid_count - line.held_count,
      })),
      amount: toMajor(bill.amount),
      paid_amount: toMajor(state.paid),
      held_amount: toMajor(state.held),
      remaining: toMajor(state.remaining),
      payments: state.payments.map((part) => {
        const mine = user?.id === part.user_id;
        return {
          payer: firstName(app, part.user_id),
          mine,
          mode: part.mode,
          amount: toMajor(part.amount),
          tip: toMajor(part.tip),
          status: part.status,
          items: (JSON.parse(part.items) as SplitItem[]).map((item) => ({
            product_id: item.product_id,
            name: names.get(item.product_id) ?? '',
            count: item.count,
          })),
          created_at: new Date(part.created_at).toISOString(),
          paid_at: part.settled_at === null ? null : new Date(part.settled_at).toISOString(),
          // The payer's own: how to find it again, and the bonuses it spent and earned.
          track_id: mine ? part.track_id : null,
          bonus_amount: mine ? toMajor(part.bonus_spent) : null,
          bonus_granted: mine ? toMajor(part.bonus_granted) : null,
        };
      }),
      currency: bill.currency,
      opened_at: new Date(bill.opened_at).toISOString(),
      paid_at: bill.paid_at === null ? null : new Date(bill.paid_at).toISOString(),
      bonuses: {
        cashback_percent: percent,
        to_earn: toMajor(cashbackFor(state.remaining, percent, bill.currency)),
        balance: toMajor(balance),
        max_usage_percentage: maxPercent,
        available: toMajor(
          Math.min(balance, floorBonus(percentOf(state.remaining, maxPercent), bill.currency)),
        ),
      },
      tip: toMajor(bill.tip),
      paid_by_bonus: toMajor(bill.bonus_spent),
      bonus_granted: toMajor(bill.bonus_granted),
    },
    { filial: toOne('locations', bill.filial_id) },
  );
}

function openBill(app: SandboxApp, table: TableRow): BillRow | undefined {
  return app.sql.get<BillRow>(
    "SELECT * FROM bills WHERE table_id = ? AND status = 'open' ORDER BY opened_at DESC LIMIT 1",
    table.id,
  );
}

/**
 * GET takeaway/v1/tables/{table_id}/bill: the table's open bill (the Bill screen and its pre-check), or with
 * `?bill_id=` that bill of the table, open or paid (the guests at the table follow it until it closes).
 */
function getBill(req: ApiRequest, app: SandboxApp): Reply {
  const table = tableOf(req, app);
  const billId = queryInt(req.query, 'bill_id', 0);
  const found =
    billId > 0
      ? app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ? AND table_id = ?', billId, table.id)
      : openBill(app, table);
  if (!found) throw new ApiError(404, { code: 'bill_not_found', title: MESSAGES.noBill });
  expireBillPayments(app, found.id);
  const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ?', found.id) as BillRow;
  return jsonApi(200, document(billResource(req, app, bill, table)));
}

/** A 409 that tells the guest what is left now, so the screen refreshes its amounts. */
function conflict(code: string, title: LocalText, bill: BillRow, state: BillState, extra = {}): ApiError {
  return new ApiError(409, {
    code,
    title,
    meta: {
      remaining: toMajor(state.remaining),
      paid_amount: toMajor(state.paid),
      held_amount: toMajor(state.held),
      currency: bill.currency,
      ...extra,
    },
  });
}

const SPLIT_MODES: readonly SplitMode[] = ['full', 'equal', 'amount', 'items'];
/** The most guests one bill is split equally among: a long table, not a typing slip. */
const MAX_PARTS = 50;

/** What one payment covers: the mode, its part of the bill (minor units) and the items it takes. */
interface Part {
  mode: SplitMode;
  amount: number;
  items: SplitItem[];
}

/** The items of an items split: known lines of the bill, each once, counts within the line (422 otherwise). */
function splitItems(split: Fields, bill: BillRow, state: BillState): SplitItem[] {
  const list = listOf(split, 'items');
  if (list.length === 0)
    throw new ApiError(422, {
      code: 'invalid_field',
      title: 'Choose at least one item',
      source: { pointer: '/data/attributes/split/items' },
    });
  const seen = new Set<number>();
  return list.map((entry, index) => {
    const pointer = `/data/attributes/split/items/${index}`;
    const productId = numberField(entry, 'product_id', {
      required: true,
      integer: true,
      pointer: `${pointer}/product_id`,
    }) as number;
    const line = state.lines.find((candidate) => candidate.product_id === productId);
    if (!line)
      throw new ApiError(422, {
        code: 'bill_item_not_found',
        title: `Product ${productId} is not on bill ${bill.id}`,
        source: { pointer: `${pointer}/product_id` },
      });
    if (seen.has(productId))
      throw new ApiError(422, {
        code: 'invalid_field',
        title: `Product ${productId} is named twice`,
        source: { pointer: `${pointer}/product_id` },
      });
    seen.add(productId);
    const count = numberField(entry, 'count', {
      required: true,
      integer: true,
      min: 1,
      max: line.count,
      pointer: `${pointer}/count`,
    }) as number;
    return { product_id: productId, count };
  });
}

/**
 * Reads the `split` of a pay request and checks it against what is left of the bill. `shown` is the part
 * the guest saw on their screen: for the whole bill and equal shares it must still be the part the bill
 * gives now, so a guest whose table paid meanwhile is told rather than charged another sum.
 */
function partOf(attributes: Fields, shown: number, bill: BillRow, state: BillState): Part {
  const split = objectField(attributes, 'split') ?? { mode: 'full' };
  const mode = stringField(split, 'mode', { required: true }) as SplitMode;
  if (!SPLIT_MODES.includes(mode))
    throw new ApiError(422, {
      code: 'invalid_field',
      title: `split.mode must be one of ${SPLIT_MODES.join(', ')}`,
      source: { pointer: '/data/attributes/split/mode' },
    });
  if (mode === 'items') {
    const items = splitItems(split, bill, state);
    const taken = items.filter((item) => {
      const line = state.lines.find((candidate) => candidate.product_id === item.product_id) as LineState;
      return item.count > line.count - line.paid_count - line.held_count;
    });
    if (taken.length > 0)
      throw conflict('bill_items_taken', MESSAGES.billItemsTaken, bill, state, {
        items: taken.map((item) => item.product_id),
      });
    const amount = items.reduce((sum, item) => {
      const line = state.lines.find((candidate) => candidate.product_id === item.product_id) as LineState;
      return sum + line.price * item.count;
    }, 0);
    if (amount > state.remaining)
      throw conflict('bill_amount_exceeds_remaining', MESSAGES.billAmountExceedsRemaining, bill, state);
    if (shown !== amount)
      throw new ApiError(422, {
        code: 'price_changed',
        title: MESSAGES.priceChanged,
        detail: `Items: ${toMajor(shown)} → ${toMajor(amount)}`,
        meta: { shown_price: toMajor(shown), price: toMajor(amount) },
      });
    return { mode, amount, items };
  }
  if (mode === 'amount') {
    // moneyField rounds to minor units: the guest's own figure must have at most two decimals as sent.
    const major = attributes.amount as number;
    if (shown <= 0 || Math.abs(major * 100 - Math.round(major * 100)) > 1e-6)
      throw new ApiError(422, {
        code: 'invalid_amount',
        title: 'amount must be more than 0, with at most two decimals',
        source: { pointer: '/data/attributes/amount' },
      });
    if (shown > state.remaining)
      throw conflict('bill_amount_exceeds_remaining', MESSAGES.billAmountExceedsRemaining, bill, state);
    return { mode, amount: shown, items: [] };
  }
  let amount = state.remaining;
  if (mode === 'equal') {
    const parts = numberField(split, 'parts', {
      required: true,
      integer: true,
      min: 2,
      max: MAX_PARTS,
      pointer: '/data/attributes/split/parts',
    }) as number;
    const shares = numberField(split, 'shares', {
      required: true,
      integer: true,
      min: 1,
      max: parts,
      pointer: '/data/attributes/split/shares',
    }) as number;
    amount = equalShare(state.remaining, parts, shares, bill.currency);
  }
  if (shown > state.remaining)
    throw conflict('bill_amount_exceeds_remaining', MESSAGES.billAmountExceedsRemaining, bill, state);
  if (shown !== amount) {
    // The whole bill at a table nobody paid a part of: the bill itself changed since the guest saw it.
    if (mode === 'full' && state.paid + state.held === 0)
      throw new ApiError(422, {
        code: 'price_changed',
        title: MESSAGES.priceChanged,
        detail: `Bill: ${toMajor(shown)} → ${toMajor(bill.amount)}`,
        meta: { shown_price: toMajor(shown), price: toMajor(bill.amount) },
      });
    throw conflict('bill_remaining_changed', MESSAGES.billRemainingChanged, bill, state, {
      part_amount: toMajor(amount),
    });
  }
  return { mode, amount, items: [] };
}

/**
 * POST takeaway/v1/tables/{table_id}/bill/pay: pays a part of the open bill online (the whole of what is
 * left, k of N equal shares, an amount, or chosen items), with its own tip for the waiter and bonuses
 * within the venue's percentage of that part. A pending part holds its amount and items until the hosted
 * page settles it; two guests never pay the same item or more than is left (docs/api/bills.md).
 */
function payBill(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const table = tableOf(req, app);
  const attributes = attributesOf(req.body);
  const billId = numberField(attributes, 'bill_id', { required: true, integer: true }) as number;
  return app.sql.tx(() => {
    const found = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ? AND table_id = ?', billId, table.id);
    if (!found) throw new ApiError(404, { code: 'bill_not_found', title: MESSAGES.noBill });
    expireBillPayments(app, found.id);
    const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ?', found.id) as BillRow;
    if (bill.status === 'paid')
      throw new ApiError(422, { code: 'bill_already_paid', title: MESSAGES.billAlreadyPaid });
    const state = billState(app.sql, bill);
    if (state.remaining === 0) {
      const pending = state.payments.find((part) => part.status === 'pending');
      throw new ApiError(422, {
        code: 'bill_payment_pending',
        title: 'A payment of this bill is already in progress',
        meta: { track_id: pending?.user_id === user.id ? pending.track_id : null },
      });
    }
    const shown = moneyField(attributes, 'amount', { required: true }) as number;
    const part = partOf(attributes, shown, bill, state);
    const paymentType = stringField(attributes, 'payment_type') ?? 'online';
    if (paymentType !== 'online')
      throw new ApiError(422, { code: 'payment_type_unavailable', title: MESSAGES.paymentTypeUnavailable });
    const tip = moneyField(attributes, 'tip_amount') ?? 0;
    const bonus = moneyField(attributes, 'bonus_amount') ?? 0;
    const now = app.clock.now();
    if (bonus > 0) {
      const venue = venueOrThrow(app, bill.filial_id);
      const percent = venue.settings.is_loyalty_balance_button_disabled
        ? 0
        : venue.settings.max_bonus_usage_percentage;
      const limit = floorBonus(percentOf(part.amount, percent), bill.currency);
      if (bonus > limit)
        throw new ApiError(422, {
          code: 'bonus_limit_exceeded',
          title: MESSAGES.bonusLimit,
          meta: { max_bonus_amount: toMajor(limit) },
        });
      if (bonus > bonusBalance(app.sql, user.id, bill.currency, now))
        throw new ApiError(422, { code: 'bonus_insufficient', title: MESSAGES.bonusInsufficient });
      moveBonus(app.sql, user.id, bill.currency, -bonus, 'spend', { billId: bill.id }, now);
    }
    const total = part.amount - bonus + tip;
    const trackId = createPayment(app.sql, 'bill', bill.id, user.id, total, bill.currency, now);
    app.sql.run(
      "INSERT INTO bill_payments VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 'pending', ?, NULL)",
      trackId,
      bill.id,
      user.id,
      part.mode,
      part.amount,
      tip,
      bonus,
      JSON.stringify(part.items),
      now,
    );
    if (tip > 0) {
      app.sql.run(
        "INSERT INTO tips (waiter_id, user_id, amount, currency, bill_id, order_id, track_id, status, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?, 'pending', ?)",
        bill.waiter_id,
        user.id,
        tip,
        bill.currency,
        bill.id,
        trackId,
        now,
      );
    }
    if (total === 0) settlePayment(app, trackId, 'paid');
    return jsonApi(
      201,
      document(
        resource('bill-payments', trackId, {
          bill_id: bill.id,
          track_id: trackId,
          payment_url: total === 0 ? null : paymentUrl(req.origin, trackId),
          amount: toMajor(total),
          bill_amount: toMajor(bill.amount),
          part_amount: toMajor(part.amount),
          split: { mode: part.mode, items: part.items },
          remaining: toMajor(state.remaining - part.amount),
          tip_amount: toMajor(tip),
          bonus_amount: toMajor(bonus),
          currency: bill.currency,
          status: total === 0 ? 'paid' : 'pending',
        }),
      ),
    );
  });
}

export const BILL_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v1/tables/:tableId/bill', auth: 'optional', handler: getBill },
  {
    method: 'POST',
    path: 'takeaway/v1/tables/:tableId/bill/pay',
    auth: 'user',
    idempotency: 'required',
    handler: payBill,
  },
  ...WAITER_ROUTES,
];
