import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import type { Resource } from '../../../host-simulator/server/sandbox/http/jsonapi.ts';
import {
  type MenuItem,
  menuItems,
  orderBody,
} from '../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import type { Language } from '../../i18n/languages.ts';
import { texts } from '../../testing/dom.ts';
import { setUpScreens, signIn } from '../../testing/mount-screen.ts';

/**
 * Issue 29: the thank-you page says when the order is ready (or arrives) and where, with its progress; the
 * status page gives each step the time it was reached. Times are on the venue's clock (Almaty: UTC+5),
 * whatever the device's zone.
 */
const screens = setUpScreens();
const sb = () => screens.sandbox;
const root = () => screens.mounted.root;
let croissant: MenuItem;
let burger: MenuItem;

beforeAll(async () => {
  const coffee = (await menuItems(sb(), 11)).get('dala-coffee-croissant-kzt');
  const burgers = (await menuItems(sb(), 15)).get('burger-batyr-double-burger-kzt');
  if (!coffee || !burgers) throw new Error('no croissant at venue 11 or burger at venue 15');
  croissant = coffee;
  burger = burgers;
});

type Attributes = Record<string, unknown>;

async function placeOrder(
  token: string,
  service: string,
  attributes: Attributes,
  item: MenuItem,
  count = 1,
): Promise<Attributes> {
  const placed = await sb().api<{ data: Resource }>('POST', `takeaway/v1/${service}/order`, {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: orderBody({
      payment_type: 'cash',
      items: [{ product_id: item.id, count, price: item.price, additives: [] }],
      ...attributes,
    }),
  });
  expect(placed.status).toBe(201);
  return placed.body.data.attributes;
}

/** An instant of the API as the venue's clock in Almaty shows it. */
const almaty = (iso: unknown) =>
  new Date(Date.parse(String(iso)) + 5 * 3_600_000).toISOString().slice(11, 16);

async function typ(filialId: number, id: unknown, language: Language): Promise<void> {
  await screens.mount(`/typ/${filialId}/order/${id}`, { language });
  await waitFor(() => root().querySelector('[data-testid="order-when"]'));
}

const text = (selector: string) => root().querySelector(selector)?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the thank-you page', { timeout: 30_000 }, () => {
  it('a takeaway order: the ready time, the venue and its address, and the steps so far', async () => {
    const token = await signIn(sb(), 1);
    const order = await placeOrder(token, 'takeaway', { filial_id: 11 }, croissant);
    expect(order.ready_at).not.toBeNull();
    await typ(11, order.id, 'ru');
    expect(text('[data-testid="order-when"]')).toBe(`Будет готов к ${almaty(order.ready_at)}`);
    expect(text('[data-testid="order-place"]')).toBe('Заберите здесь Dala Coffee проспект Абая, 52');
    expect(texts(root(), '.ck-steps li')).toEqual([
      `Ожидает оплаты ${almaty(order.created_at)}`,
      'Готовится',
      'Готов',
      'Завершён',
    ]);

    await typ(11, order.id, 'kk');
    expect(text('[data-testid="order-when"]')).toBe(`Дайын болады ${almaty(order.ready_at)}`);
  });

  it('an express order: the table', async () => {
    const token = await signIn(sb(), 1);
    const order = await placeOrder(token, 'express', { filial_id: 11, table_id: 2 }, croissant);
    await typ(11, order.id, 'kk');
    expect(text('[data-testid="order-place"]')).toBe('Үстел 2 Dala Coffee');
    await typ(11, order.id, 'ka');
    expect(text('[data-testid="order-place"]')).toBe('მაგიდა 2 Dala Coffee');
  });

  it('a delivery order: the window and the address', async () => {
    const token = await signIn(sb(), 1);
    const order = await placeOrder(
      token,
      'delivery',
      {
        filial_id: 15,
        address: {
          title: 'home',
          city: 'Алматы',
          street: 'Толе би',
          building: '99',
          coordinates: { latitude: 43.2545, longitude: 76.9135 },
        },
      },
      burger,
      2,
    );
    const window = order.delivery_window as { from: string; to: string };
    await typ(15, order.id, 'ru');
    expect(text('[data-testid="order-when"]')).toBe(`Привезём ${almaty(window.from)}–${almaty(window.to)}`);
    expect(text('[data-testid="order-place"]')).toBe('Адрес доставки Толе би, 99, Алматы');
    await typ(15, order.id, 'ka');
    expect(text('[data-testid="order-when"]')).toBe(
      `მიტანის დრო ${almaty(window.from)}–${almaty(window.to)}`,
    );
  });
});

describe('the status page', { timeout: 30_000 }, () => {
  it('gives each step reached the time it was reached, on the venue’s clock', async () => {
    const token = await signIn(sb(), 1);
    const order = await placeOrder(token, 'takeaway', { filial_id: 11 }, croissant);
    await sb().control('POST', 'control/clock', { advance_minutes: 2 });
    const read = await sb().api<{ data: Resource }>('GET', `takeaway/v2/user/order?order_id=${order.id}`, {
      token,
    });
    const history = read.body.data.attributes.history as { status: string; at: string }[];
    expect(history.map((change) => change.status)).toEqual(['created', 'cooking']);
    const [created, cooking] = history.map((change) => almaty(change.at));

    for (const [language, labels] of [
      ['ru', ['Ожидает оплаты', 'Готовится', 'Готов', 'Завершён']],
      ['kk', ['Төлем күтілуде', 'Дайындалуда', 'Дайын', 'Аяқталды']],
    ] as const) {
      await screens.mount(`/filials/11/order/${order.id}`, { language });
      await waitFor(() => root().querySelector('.ck-steps li time'));
      expect(texts(root(), '.ck-steps li')).toEqual([
        `${labels[0]} ${created}`,
        `${labels[1]} ${cooking}`,
        labels[2],
        labels[3],
      ]);
      expect(root().querySelector('.ck-steps li time')?.getAttribute('datetime')).toBe(history[0]?.at);
    }
  });
});
