import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from '../hooks/use-idle.ts';
import {
  KIOSK_TIMING,
  kioskTimingOf,
  kioskMenuOf,
  addProduct,
  detailsProblems,
  EMPTY_DRAFT,
  type KioskDraft,
  kioskOrderBody,
  linesCount,
  linesTotal,
  setQuantity,
} from './kiosk-model.ts';
import { sessionIdOf } from './kiosk-links.ts';

const latte = { id: 7, name: 'Latte', description: '', price: 1290.5, imageUrl: null, hasOptions: false };
const tea = { id: 9, name: 'Tea', description: '', price: 600, imageUrl: null, hasOptions: false };
const americano = {
  id: 11,
  name: 'Americano',
  description: '',
  price: 890,
  imageUrl: null,
  hasOptions: true,
};
const sizeM = { id: 101, name: 'M 350 ml', price: 300, quantity: 1 };
const oatMilk = { id: 201, name: 'Oat milk', price: 300, quantity: 1 };

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
    lines = setQuantity(lines, '7|', 0);
    expect(lines).toEqual([{ key: '9|', productId: 9, name: 'Tea', price: 600, quantity: 1, additives: [] }]);
  });

  it('keeps one line per choice of options, whatever order they were picked in, and counts their prices', () => {
    let lines = addProduct([], americano, [sizeM, oatMilk]);
    lines = addProduct(lines, americano, [oatMilk, sizeM]);
    lines = addProduct(lines, americano, [sizeM]);
    expect(lines.map((line) => [line.quantity, line.additives.map((additive) => additive.name)])).toEqual([
      [2, ['M 350 ml', 'Oat milk']],
      [1, ['M 350 ml']],
    ]);
    expect(linesTotal(lines)).toBe(2 * 1490 + 1190);
    lines = setQuantity(lines, lines[0]?.key ?? '', 0);
    expect(linesCount(lines)).toBe(1);
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

  it('sends the chosen options with their prices, as the takeaway order takes them', () => {
    const draft: KioskDraft = {
      lines: addProduct([], americano, [sizeM, oatMilk]),
      name: 'Aruzhan',
      dining: 'takeaway',
      payment: 'online',
    };
    expect(kioskOrderBody(draft).data.attributes.items).toEqual([
      {
        product_id: 11,
        count: 1,
        price: 890,
        additives: [
          { id: 101, count: 1, price: 300 },
          { id: 201, count: 1, price: 300 },
        ],
      },
    ]);
  });
});

describe('the kiosk’s menu', () => {
  it('offers what the counter sells: available and not 21+, with or without options, photo first', () => {
    const product = (id: number, extra: Record<string, unknown> = {}) => ({
      id: String(id),
      type: 'products',
      name: `P${id}`,
      description: '',
      price: 100,
      image_url: null,
      images: [],
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
          product(7, {
            images: ['https://img/menu/7.jpg', 'https://img/menu/7-2.jpg'],
            image_url: 'https://img/x.svg',
          }),
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
      ['Coffee', [1, 4, 5, 7]],
    ]);
    const products = menu[0]?.products ?? [];
    expect(products.map((p) => p.hasOptions)).toEqual([false, true, true, false]);
    // docs/contract/entities.md#menu-item: the dish's photo is the first of its images; none is none (the tile's neutral placeholder).
    expect(products.map((p) => p.imageUrl)).toEqual([null, null, null, 'https://img/menu/7.jpg']);
  });
});

describe('the QR’s session id', () => {
  it('accepts the sandbox’s session ids and nothing else', () => {
    expect(sessionIdOf('?session=tab_Ab-9_xyz')).toBe('tab_Ab-9_xyz');
    expect(sessionIdOf('?session=javascript:alert(1)')).toBeNull();
    expect(sessionIdOf('')).toBeNull();
  });
});
