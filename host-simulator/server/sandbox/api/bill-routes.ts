import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import type { BillLine, BillRow, TableRow } from '../domain/bills.ts';
import {
  bonusBalance,
  cashbackFor,
  currentGrade,
  FIRST_BILL_CASHBACK_PERCENT,
  moveBonus,
} from '../domain/loyalty.ts';
import { floorBonus, percentOf, toMajor } from '../domain/money.ts';
import { createPayment, paymentUrl } from '../domain/payments.ts';
import { settlePayment } from '../domain/settle-payment.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, type Resource, toOne } from '../http/jsonapi.ts';
import { localise } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { attributesOf, moneyField, numberField, stringField } from '../http/body-fields.ts';
import { tableOf, waiterOf } from './table-of.ts';
import { venueOrThrow } from './venue-params.ts';
import { WAITER_ROUTES } from './waiter-routes.ts';

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
  const lines = JSON.parse(bill.items) as BillLine[];
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
      items: lines.map((line) => ({
        product_id: line.product_id,
        name: localise(line.name, req.lang),
        count: line.count,
        price: toMajor(line.price),
        total: toMajor(line.total),
      })),
      amount: toMajor(bill.amount),
      currency: bill.currency,
      opened_at: new Date(bill.opened_at).toISOString(),
      paid_at: bill.paid_at === null ? null : new Date(bill.paid_at).toISOString(),
      bonuses: {
        cashback_percent: percent,
        to_earn: toMajor(cashbackFor(bill.amount, percent, bill.currency)),
        balance: toMajor(balance),
        max_usage_percentage: maxPercent,
        available: toMajor(Math.min(balance, floorBonus(percentOf(bill.amount, maxPercent), bill.currency))),
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

/** GET takeaway/v1/tables/{table_id}/bill: the table's open bill (the Bill screen and its pre-check). */
function getBill(req: ApiRequest, app: SandboxApp): Reply {
  const table = tableOf(req, app);
  const bill = openBill(app, table);
  if (!bill) throw new ApiError(404, { code: 'bill_not_found', title: MESSAGES.noBill });
  return jsonApi(200, document(billResource(req, app, bill, table)));
}

/**
 * POST takeaway/v1/tables/{table_id}/bill/pay: pays the whole open bill online, optionally with a tip for
 * the waiter and bonuses (within the venue's percentage). amount is the total the guest saw: a bill that
 * grew since is refused with price_changed.
 */
function payBill(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const table = tableOf(req, app);
  const attributes = attributesOf(req.body);
  const billId = numberField(attributes, 'bill_id', { required: true, integer: true }) as number;
  const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ? AND table_id = ?', billId, table.id);
  if (!bill) throw new ApiError(404, { code: 'bill_not_found', title: MESSAGES.noBill });
  if (bill.status === 'paid')
    throw new ApiError(422, { code: 'bill_already_paid', title: MESSAGES.billAlreadyPaid });
  if (bill.track_id) {
    const pending = app.sql.get<{ status: string }>(
      'SELECT status FROM payments WHERE track_id = ?',
      bill.track_id,
    );
    if (pending?.status === 'pending') {
      throw new ApiError(422, {
        code: 'bill_payment_pending',
        title: 'A payment of this bill is already in progress',
        meta: { track_id: bill.track_id },
      });
    }
  }
  const shown = moneyField(attributes, 'amount', { required: true }) as number;
  if (shown !== bill.amount) {
    throw new ApiError(422, {
      code: 'price_changed',
      title: MESSAGES.priceChanged,
      detail: `Bill: ${toMajor(shown)} → ${toMajor(bill.amount)}`,
      meta: { shown_price: toMajor(shown), price: toMajor(bill.amount) },
    });
  }
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
    const limit = floorBonus(percentOf(bill.amount, percent), bill.currency);
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
  const total = bill.amount - bonus + tip;
  const trackId = createPayment(app.sql, 'bill', bill.id, user.id, total, bill.currency, now);
  app.sql.run(
    'UPDATE bills SET tip = ?, bonus_spent = ?, track_id = ? WHERE id = ?',
    tip,
    bonus,
    trackId,
    bill.id,
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
        tip_amount: toMajor(tip),
        bonus_amount: toMajor(bonus),
        currency: bill.currency,
        status: total === 0 ? 'paid' : 'pending',
      }),
    ),
  );
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
