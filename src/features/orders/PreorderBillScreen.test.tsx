import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import type { Resource } from '../../../host-simulator/server/sandbox/http/jsonapi.ts';
import {
  type MenuItem,
  menuItems,
  orderBody,
} from '../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { byText, texts } from '../../testing/dom.ts';
import { setUpScreens, signIn } from '../../testing/mount-screen.ts';

const screens = setUpScreens();
const sb = () => screens.sandbox;
const root = () => screens.mounted.root;
let coffee: Map<string, MenuItem>;

beforeAll(async () => {
  coffee = await menuItems(sb(), 11);
});

/** An express order at table 3 of venue 11, placed ahead through the sandbox's API. */
async function preorder(token: string, paymentType: 'online' | 'cash'): Promise<number> {
  const syrniki = coffee.get('dala-coffee-syrniki-kzt') as MenuItem;
  const placed = await sb().api<{ data: Resource }>('POST', 'takeaway/v1/express/order', {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: orderBody({
      filial_id: 11,
      payment_type: paymentType,
      table_id: 3,
      source: 'QR',
      items: [{ product_id: syrniki.id, count: 2, price: syrniki.price }],
    }),
  });
  expect(placed.status).toBe(201);
  return Number(placed.body.data.id);
}

describe('the preorder bill', { timeout: 30_000 }, () => {
  it('shows the table, the waiter, the sums and what is due, with pay, tip and details', async () => {
    const id = await preorder(await signIn(sb(), 1), 'online');
    await screens.mount(`/bills/preorder/${id}`);
    const state = await waitFor(() => root().querySelector('[data-testid="bill-state"]'));
    expect(state?.textContent).toMatch(/To pay: 4\s818\s₸/);
    const facts = texts(root(), '[data-testid="bill-facts"] dt');
    expect(facts).toEqual(['Order number', 'Table', 'Waiter', 'Date and time']);
    expect(texts(root(), '[data-testid="bill-sums"] dt')).toEqual([
      'Order amount',
      'Service',
      'Total',
      'Payment method',
    ]);
    expect(byText(root(), 'button', /^Pay 4\s818\s₸ online$/)).not.toBeNull();
    const links = [...root().querySelectorAll('.ckb-actions a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/orders/${id}/tip`, `/orders/${id}`]);
  });

  it('tells a cash preorder to pay the waiter, in Russian', async () => {
    const id = await preorder(await signIn(sb(), 1), 'cash');
    await screens.mount(`/bills/preorder/${id}`, { language: 'ru' });
    const state = await waitFor(() => root().querySelector('[data-testid="bill-state"]'));
    expect(state?.textContent).toContain('Оплата наличными официанту');
    expect(root().querySelector('.ckb-actions button')).toBeNull();
  });

  it('is not found for another guest’s order, and retries after a network failure', async () => {
    const theirs = await preorder((await sb().grant(2)).access_token, 'cash');
    await signIn(sb(), 1);
    await screens.mount(`/bills/preorder/${theirs}`);
    expect(
      (await waitFor(() => root().querySelector('[data-testid="bill-not-found"]')))?.textContent,
    ).toContain('We could not find this bill');
    const mine = await preorder(await signIn(sb(), 1), 'cash');
    await sb().control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'takeaway/v1/bills/preorder/*',
    });
    await screens.mount(`/bills/preorder/${mine}`);
    const retry = await waitFor(() => byText<HTMLButtonElement>(root(), 'button', 'Try again'), 20_000);
    await sb().control('DELETE', 'control/faults');
    retry?.click();
    await waitFor(() => root().querySelector('[data-testid="bill-state"]'));
  });
});
