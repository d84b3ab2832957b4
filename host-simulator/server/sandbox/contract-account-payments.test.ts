import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError } from './test-support/test-sandbox.ts';
import { aigerim, daniyar, nino, sb, setUpAccountSandbox } from './test-support/account-fixtures.ts';

setUpAccountSandbox();

describe('balances and rewards', () => {
  it('reports bonus and money per currency, with expired bonuses burnt', async () => {
    const aigerimBalance = await sb.api('GET', 'balance/user', { token: aigerim });
    expect(aigerimBalance.body).toEqual({
      error_code: 200,
      message: 'OK',
      bonus: { KZT: 12500, GEL: 0 },
      money: { KZT: 0, GEL: 0 },
    });
    const ninoBalance = await sb.api('GET', 'balance/user', { token: nino });
    expect(ninoBalance.body).toMatchObject({ bonus: { GEL: 25.5 } });
    const timur = (await sb.grant(5)).access_token;
    expect((await sb.api('GET', 'balance/user', { token: timur })).body).toMatchObject({ bonus: { KZT: 0 } });
  });

  it('calculates what may be spent at a venue and what is earned', async () => {
    const info = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/balance/calculate-info?filial_id=15&amount=10000',
      { token: aigerim },
    );
    expect(info.body.data.attributes).toMatchObject({
      balance: 12500,
      available_balance: 3000,
      max_bonus_usage_percentage: 30,
      cashback_percent: 7,
      cashback_amount: 700,
      cashback_used_balance: 490,
    });
    const fridge = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/balance/calculate-info?filial_id=22&amount=1000',
      { token: aigerim },
    );
    expect(fridge.body.data.attributes).toMatchObject({
      available_balance: 0,
      max_bonus_usage_percentage: 0,
    });
  });

  it('reports a brand’s private reward, disabled for brands without one', async () => {
    const own = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/private-reward/balance?filial_id=18',
      { token: aigerim },
    );
    expect(own.body.data.attributes).toMatchObject({ brand_id: 3, is_enabled: true, balance: 2400 });
    const none = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/private-reward/balance?brand_id=1',
      { token: aigerim },
    );
    expect(none.body.data.attributes).toMatchObject({ is_enabled: false, balance: 0 });
    expect((await sb.api('GET', 'ladder-go/api/v1/private-reward/balance', { token: aigerim })).status).toBe(
      400,
    );
  });
});

describe('smart lock', () => {
  it('opens an online lock; an offline or missing lock answers 200 with its error_code', async () => {
    const open = await sb.api<{ error_code: number; data: { terminal_id: number } }>(
      'POST',
      'smart-lock/v1/open-lock',
      { token: aigerim, body: { terminal_id: 22 } },
    );
    expect(open.body).toMatchObject({ error_code: 200, data: { terminal_id: 22 } });
    const offline = await sb.api<{ error_code: number; message: string }>('POST', 'smart-lock/v1/open-lock', {
      token: aigerim,
      body: { terminal_id: 23 },
    });
    expect(offline.status).toBe(200);
    expect(offline.body).toMatchObject({ error_code: 503, message: 'The lock is offline: retry or cancel' });
    const noLock = await sb.api<{ error_code: number }>('POST', 'smart-lock/v1/open-lock', {
      token: aigerim,
      body: { terminal_id: 11 },
    });
    expect(noLock.body.error_code).toBe(404);
    expect((await sb.api('POST', 'smart-lock/v1/open-lock', { body: { terminal_id: 22 } })).status).toBe(401);
  });
});

describe('bills, waiter calls and tips', () => {
  const payForm = (trackId: string) =>
    new URLSearchParams({
      track_id: trackId,
      sucessUrl: 'http://127.0.0.1:7000/ok',
      failureUrl: 'http://127.0.0.1:7000/no',
      action: 'pay',
      card: 'ok',
    });

  it('shows an open bill with the waiter and bonuses; no bill is a 404', async () => {
    const bill = await sb.api<{ data: Resource }>('GET', 'takeaway/v1/tables/2/bill?filial_id=11', {
      token: daniyar,
    });
    expect(bill.status).toBe(200);
    expect(bill.body.data.attributes).toMatchObject({
      status: 'open',
      table_number: 2,
      currency: 'KZT',
      bonuses: { cashback_percent: 10 },
    });
    expect(bill.body.data.attributes.waiter).toMatchObject({ name: expect.any(String) });
    const none = await sb.api('GET', 'takeaway/v1/tables/1/bill');
    expect(none.status).toBe(404);
    expect(firstError(none.body)).toMatchObject({
      code: 'bill_not_found',
      title: 'No bill found: check the QR code, refresh, or call the waiter',
    });
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill?filial_id=12')).status).toBe(404);
  });

  it('pays a bill with a tip through the hosted page; the first bill earns 10%', async () => {
    const bill = (await sb.api<{ data: Resource }>('GET', 'takeaway/v1/tables/2/bill', { token: daniyar }))
      .body.data;
    const amount = Number(bill.attributes.amount);
    const stale = await sb.api('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-0',
      body: { bill_id: Number(bill.id), amount: amount - 1, tip_amount: 500 },
    });
    expect(firstError(stale.body).code).toBe('price_changed');
    const pay = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-1',
      body: { bill_id: Number(bill.id), amount, tip_amount: 500 },
    });
    expect(pay.status).toBe(201);
    expect(pay.body.data.attributes).toMatchObject({
      amount: amount + 500,
      tip_amount: 500,
      status: 'pending',
    });
    const trackId = String(pay.body.data.attributes.track_id);
    const paid = await fetch(`${sb.url}/sandbox/pay`, {
      method: 'POST',
      body: payForm(trackId),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:7000/ok');
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill')).status).toBe(404);
    const balance = await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token: daniyar });
    expect(balance.body.bonus.KZT).toBe(Math.floor(amount * 0.1));
    const again = await sb.api('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-2',
      body: { bill_id: Number(bill.id), amount },
    });
    expect(firstError(again.body).code).toBe('bill_already_paid');
    const reopened = await sb.control<{ data: { bill_id: number } }>('POST', 'control/bills', {
      table_id: 2,
    });
    expect(reopened.status).toBe(201);
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill')).status).toBe(200);
  });

  it('calls the waiter once a minute per table', async () => {
    const first = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tables/5/waiter-call', {
      body: { reason: 'bill' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ table_number: 5, reason: 'bill' });
    const second = await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', { body: { reason: 'help' } });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    await sb.control('POST', 'control/clock', { advance_ms: 61_000 });
    expect((await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', {})).status).toBe(201);
    expect(
      (await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', { body: { reason: 'dance' } })).status,
    ).toBe(422);
  });

  it('takes a tip for the waiter of an order through the hosted page', async () => {
    const orders = await sb.control<{ data: { id: number; service: string; status: string }[] }>(
      'GET',
      'control/orders?user_id=1',
    );
    const express = orders.body.data.find((o) => o.service === 'express' && o.status === 'completed');
    if (!express) throw new Error('the seed has no completed express order of user 1');
    const feedback = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${express.id}/feedback`, {
      token: aigerim,
    });
    const waiterId = (feedback.body.data.attributes.tip as { waiter: { id: number } }).waiter.id;
    const body = (amount: number) => ({ waiter_id: waiterId, order_id: express.id, amount });
    const tip = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tips', {
      token: aigerim,
      idempotencyKey: 'tip-1',
      body: body(1000),
    });
    expect(tip.status).toBe(201);
    expect(tip.body.data.attributes).toMatchObject({
      amount: 1000,
      status: 'pending',
      waiter: { id: waiterId },
    });
    const page = await fetch(`${tip.body.data.attributes.payment_url}&language=en`);
    expect(await page.text()).toContain('Tip for the waiter');
    expect(
      (
        await sb.api('POST', 'takeaway/v1/tips', {
          token: aigerim,
          idempotencyKey: 'tip-2',
          body: body(0),
        })
      ).status,
    ).toBe(422);
    expect((await sb.api('POST', 'takeaway/v1/tips', { token: aigerim, body: body(100) })).status).toBe(400);
  });
});
