import { describe, expect, it } from 'vitest';
import {
  advance,
  burger,
  coffee,
  line,
  order,
  place,
  sb,
  setUpLifecycleSandbox,
  submitPay,
  trackOf,
} from './test-support/lifecycle-fixtures.ts';

setUpLifecycleSandbox();

const MINUTE = 60_000;
const now = async () => (await sb.control<{ now_ms: number }>('GET', 'control/clock')).body.now_ms;
const at = (ms: number) => new Date(ms).toISOString();

/** An address inside filial 15's inner delivery zone (Tole Bi). */
const nearBurger = {
  title: 'home',
  city: 'Алматы',
  street: 'Толе би',
  building: '99',
  coordinates: { latitude: 43.2545, longitude: 76.9135 },
};

describe('the times an order carries', () => {
  it('a takeaway order: no ready time before it is paid, then the kitchen’s estimate, then when it was ready', async () => {
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt', 2)],
    });
    const waiting = await order(placed.id);
    expect(waiting).toMatchObject({ ready_at: null, delivery_window: null, timezone_offset: '+05:00' });

    const paidAt = await now();
    await submitPay(trackOf(placed), 'pay');
    const cooking = Number((await order(placed.id)).cooking_time);
    expect((await order(placed.id)).ready_at).toBe(at(paidAt + MINUTE + cooking * MINUTE));

    await advance(1);
    const inKitchen = await order(placed.id);
    expect(inKitchen).toMatchObject({ status: 'cooking', ready_at: at(paidAt + MINUTE + cooking * MINUTE) });
    await advance(cooking + 10);
    const done = await order(placed.id);
    expect(done.status).toBe('completed');
    expect(done.history).toEqual([
      { status: 'created', at: at(paidAt) },
      { status: 'cooking', at: at(paidAt + MINUTE) },
      { status: 'ready', at: at(paidAt + MINUTE + cooking * MINUTE) },
      { status: 'completed', at: at(paidAt + MINUTE + cooking * MINUTE + 10 * MINUTE) },
    ]);
    expect(done.ready_at).toBe(at(paidAt + MINUTE + cooking * MINUTE));
  });

  it('a delivery order: a window of ten minutes from the expected arrival, the courier’s own once on the way', async () => {
    const placed = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: [line(burger, 'burger-batyr-double-burger-kzt', 2)],
      address: nearBurger,
    });
    await submitPay(trackOf(placed), 'pay');
    const paid = await order(placed.id);
    const readyAt = Date.parse(paid.ready_at as string);
    const window = paid.delivery_window as { from: string; to: string };
    // Ready, 3 minutes to the courier, then the trip (at least 5 minutes).
    expect(Date.parse(window.from)).toBeGreaterThanOrEqual(readyAt + 8 * MINUTE);
    expect(Date.parse(window.to) - Date.parse(window.from)).toBe(10 * MINUTE);

    await advance(1 + Number(paid.cooking_time) + 3);
    const onTheWay = await order(placed.id);
    expect(onTheWay.status).toBe('delivery');
    expect(onTheWay.delivery_window).toEqual({
      from: onTheWay.next_status_at,
      to: at(Date.parse(onTheWay.next_status_at as string) + 10 * MINUTE),
    });
    // The estimate before the courier left was the same trip.
    expect(onTheWay.delivery_window).toEqual(window);
  });

  it('a canceled order has neither', async () => {
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-croissant-kzt')],
    });
    await submitPay(trackOf(placed), 'cancel');
    expect(await order(placed.id)).toMatchObject({
      status: 'canceled',
      ready_at: null,
      delivery_window: null,
    });
  });
});
