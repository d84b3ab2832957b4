import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer.ts';
import { KIOSK_TIMING, kioskTimingOf } from './kiosk-constants.ts';
import { sessionIdOf } from './kiosk-links.ts';
import { kioskMenuOf } from './kiosk-menu.ts';
import {
  addProduct,
  detailsProblems,
  EMPTY_DRAFT,
  type KioskDraft,
  kioskOrderBody,
  linesCount,
  linesTotal,
  setQuantity,
} from './kiosk-order.ts';

const latte = { id: 7, name: 'Latte', description: '', price: 1290.5, imageUrl: null };
const tea = { id: 9, name: 'Tea', description: '', price: 600, imageUrl: null };

describe('the idle timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timer = () => {
    const events: string[] = [];
    const idle = createIdleTimer({
      idleMs: 60_000,
      warnMs: 3_000,
      onCountdown: (left) => events.push(`left ${left}`),
      onExpire: () => events.push('expired'),
    });
    return { idle, events };
  };

  it('warns after the idle time, counts the warning down each second, then expires once', () => {
    const { idle, events } = timer();
    idle.activity();
    vi.advanceTimersByTime(59_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['left 3']);
    vi.advanceTimersByTime(3_000);
    expect(events).toEqual(['left 3', 'left 2', 'left 1', 'expired']);
    vi.advanceTimersByTime(120_000);
    expect(events).toHaveLength(4);
  });

  it('starts counting again on every touch, also during the warning', () => {
    const { idle, events } = timer();
    idle.activity();
    vi.advanceTimersByTime(50_000);
    idle.activity();
    vi.advanceTimersByTime(50_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(11_000);
    expect(events).toEqual(['left 3', 'left 2']);
    idle.activity();
    vi.advanceTimersByTime(59_000);
    expect(events).toEqual(['left 3', 'left 2']);
  });

  it('waits for nobody while paused or disposed', () => {
    const { idle, events } = timer();
    idle.activity();
    idle.pause();
    vi.advanceTimersByTime(600_000);
    idle.activity();
    idle.dispose();
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual([]);
  });
});

describe('kiosk timings', () => {
  it('keeps the defaults unless the URL asks for a short idle time within bounds', () => {
    expect(kioskTimingOf('')).toEqual(KIOSK_TIMING);
    expect(kioskTimingOf('?idle=1')).toEqual(KIOSK_TIMING);
    expect(kioskTimingOf('?idle=abc')).toEqual(KIOSK_TIMING);
    expect(kioskTimingOf('?idle=8')).toMatchObject({
      IDLE_MS: 8000,
      WARNING_MS: 8000,
      NUMBER_SCREEN_MS: 8000,
    });
    expect(kioskTimingOf('?idle=120')).toMatchObject({ IDLE_MS: 120_000, WARNING_MS: 15_000 });
  });
});

describe('the kiosk’s cart and the guest’s details', () => {
  it('adds up taps on one line, removes a line at 0 and sums money without drift', () => {
    let lines = addProduct([], latte);
    lines = addProduct(lines, latte);
    lines = addProduct(lines, tea);
    expect(linesCount(lines)).toBe(3);
    expect(linesTotal(lines)).toBe(3181);
    lines = setQuantity(lines, 7, 0);
    expect(lines).toEqual([{ productId: 9, name: 'Tea', price: 600, quantity: 1 }]);
  });

  it('asks for a name of at least 2 characters, the dining choice and a payment the venue takes', () => {
    expect(detailsProblems(EMPTY_DRAFT, ['online'])).toEqual([
      'nameTooShort',
      'diningRequired',
      'paymentRequired',
    ]);
    const draft: KioskDraft = { lines: [], name: ' A ', dining: 'hall', payment: 'cash' };
    expect(detailsProblems(draft, ['online'])).toEqual(['nameTooShort', 'cashRefused']);
    expect(detailsProblems({ ...draft, name: 'Al' }, ['online', 'cash'])).toEqual([]);
  });

  it('builds the same body for the same draft (one idempotency key per intent)', () => {
    const draft: KioskDraft = {
      lines: addProduct([], tea),
      name: ' Aruzhan ',
      dining: 'hall',
      payment: 'cash',
    };
    expect(kioskOrderBody(draft)).toEqual(kioskOrderBody({ ...draft }));
    expect(kioskOrderBody(draft).data.attributes).toEqual({
      payment_type: 'cash',
      name: 'Aruzhan',
      dine_in: true,
      items: [{ product_id: 9, count: 1, price: 600, additives: [] }],
    });
  });
});

describe('the kiosk’s menu', () => {
  it('offers what a touch can order: available, not 21+, no required option', () => {
    const product = (id: number, extra: Record<string, unknown> = {}) => ({
      id: String(id),
      type: 'products',
      name: `P${id}`,
      description: '',
      price: 100,
      image_url: null,
      ...extra,
    });
    const menu = kioskMenuOf([
      {
        id: '1',
        type: 'categories',
        name: 'Coffee',
        is_active: true,
        products: [
          product(1),
          product(2, { is_unavailable: true }),
          product(3, { is_age_restricted: true }),
          product(4, { additive_categories: [{ id: '5', type: 'additive-categories', meta: { min: 1 } }] }),
          product(5, { additive_categories: [{ id: '6', type: 'additive-categories', meta: { min: 0 } }] }),
        ],
      },
      {
        id: '2',
        type: 'categories',
        name: 'Empty',
        is_active: true,
        products: [product(6, { is_unavailable: true })],
      },
    ]);
    expect(menu.map((category) => [category.name, category.products.map((p) => p.id)])).toEqual([
      ['Coffee', [1, 5]],
    ]);
  });
});

describe('the QR’s session id', () => {
  it('accepts the sandbox’s session ids and nothing else', () => {
    expect(sessionIdOf('?session=tab_Ab-9_xyz')).toBe('tab_Ab-9_xyz');
    expect(sessionIdOf('?session=javascript:alert(1)')).toBeNull();
    expect(sessionIdOf('')).toBeNull();
  });
});
