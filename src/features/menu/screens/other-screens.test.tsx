import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../../api/testing/fake-fetch.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { pathOf, product, sandboxLike } from '../testing/fixtures.ts';
import { type Harness, renderMenu } from '../testing/menu-harness.tsx';

let harness: Harness | undefined;
afterEach(() => {
  harness?.dispose();
  harness = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('MenuSearch', () => {
  it('searches the venue’s menu with the trimmed input and opens a found dish', async () => {
    harness = await renderMenu({ path: '/filials/15/search', handler: sandboxLike(), language: 'ru' });
    const field = await screen.findByRole('searchbox', { name: 'Поиск по меню' });
    // The menu comes a moment after the venue (ADR 0016): then its loading line is gone and the hint stays.
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Введите название блюда');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(screen.getByRole('status').textContent).toBe('Введите название блюда');
    fireEvent.change(field, { target: { value: '  combo ' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Найдено 1 блюдо'));
    fireEvent.change(field, { target: { value: 'burger' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Найдено 2 блюда'));
    fireEvent.change(field, { target: { value: 'pizza' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('В меню ничего не найдено'));
    fireEvent.change(field, { target: { value: 'classic burger' } });
    const found = await screen.findByRole('button', { name: /^Classic burger/ });
    fireEvent.click(found);
    expect(await screen.findByRole('dialog', { name: 'Classic burger' })).toBeTruthy();
  });
});

const FRIDGE_ITEMS: Record<string, ReturnType<typeof product>> = {
  '4870000100019': product(1110, 'Croissant', { price: 690, barcode: '4870000100019' }),
  '4870000100101': product(1119, 'Chicken with rice', { price: 1790, is_sold_out: true }),
  '4870000100163': product(1125, 'Energy drink', { price: 590, is_age_restricted: true }),
};

const fridgeApi = (lock: () => FakeReply = () => ({ body: { error_code: 200, message: 'OK' } })) =>
  sandboxLike((request, path) => {
    if (path === 'menu/v3/product-by-barcode') {
      const barcode = new URL(request.url).searchParams.get('barcode') ?? '';
      if (barcode === '4870000100018')
        return { status: 422, body: { errors: [{ code: 'barcode_wrong', title: 'wrong' }] } };
      const found = FRIDGE_ITEMS[barcode];
      return found
        ? { body: { data: found } }
        : { status: 404, body: { errors: [{ code: 'barcode_not_found', title: 'not found' }] } };
    }
    if (path === 'smart-lock/v1/open-lock') return lock();
    return undefined;
  });

describe('BarcodeManual (docs/contract/validation.md#barcodes: 8 or 13 digits)', () => {
  const type = async (code: string) => {
    const field = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(field, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the product' }));
  };

  it('asks to type correctly, says not found and wrong, and adds a found product to the fridge cart', async () => {
    harness = await renderMenu({ path: '/filials/22/barcode-manual', handler: fridgeApi() });
    await screen.findByRole('heading', { name: 'Enter the barcode' });
    await type('12345');
    expect((await screen.findByRole('alert')).textContent).toBe('Type correctly');
    expect(screen.getByRole('textbox', { name: 'Barcode' }).getAttribute('aria-invalid')).toBe('true');
    expect(harness.seen.some((request) => pathOf(request) === 'menu/v3/product-by-barcode')).toBe(false);

    await type('4870000100026');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No product with this barcode was found'),
    );
    await type('4870000100018');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong barcode'));
    await type('4870000100101');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('“Chicken with rice” cannot be bought now'),
    );

    await type('487 0000 100019');
    await waitFor(() => expect(screen.getByText('“Croissant” is in the cart')).toBeTruthy());
    expect(harness.runtime.core.state.cart.get(22, 'micromarket')?.items).toMatchObject([
      { productId: 1110, price: 690, quantity: 1, additives: [] },
    ]);
    expect((screen.getByRole('textbox', { name: 'Barcode' }) as HTMLInputElement).value).toBe('');
    expect(
      harness.tracked.find((entry) => entry.event === ANALYTICS_EVENTS.itemAdded)?.properties,
    ).toMatchObject({
      filial_id: 22,
      product_id: 1110,
      service: 'micromarket',
      source: 'barcode',
    });
    expect(await screen.findByRole('link', { name: /View cart/ })).toBeTruthy();
  });

  it('asks 21+ before adding a restricted product', async () => {
    harness = await renderMenu({ path: '/filials/22/barcode-manual', handler: fridgeApi() });
    await screen.findByRole('heading', { name: 'Enter the barcode' });
    await type('4870000100163');
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.runtime.core.state.cart.get(22, 'micromarket')).toBeUndefined();
    await type('4870000100163');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I am 21 or older' }));
    await waitFor(() =>
      expect(harness?.runtime.core.state.cart.get(22, 'micromarket')?.items).toHaveLength(1),
    );
  });
});

describe('BarcodeScanner', () => {
  it('adds a scanned product, and says an unusable scan was not recognised', async () => {
    const answers = ['4870000100019', 'not-a-code'];
    harness = await renderMenu({
      path: '/filials/22/barcode-scanner',
      handler: fridgeApi(),
      bridge: {
        'scan.barcode': () => ({ status: 'success', text: answers.shift() ?? '', format: 'ean_13' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a barcode' }));
    expect(await screen.findByText('“Croissant” is in the cart')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Scan a barcode' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Scan a barcode' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not recognise the barcode');
    expect(harness.bridgeCalls[0]).toMatchObject({ method: 'scan.barcode' });
  });

  it('offers retry or cancel when the fridge lock does not open, and opens on retry', async () => {
    let attempts = 0;
    harness = await renderMenu({
      path: '/filials/22/barcode-scanner',
      signedIn: true,
      handler: fridgeApi(() =>
        ++attempts === 1
          ? { body: { error_code: 503, message: 'The lock is offline' } }
          : { body: { error_code: 200, message: 'OK' } },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the fridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'The fridge did not unlock' });
    expect(
      within(dialog).getByText(
        'The fridge could not be unlocked: the internet connection is poor. Try again or cancel.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('The fridge is open. Take your products and close the door.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(attempts).toBe(2);
  });

  it('asks a guest to sign in before opening the fridge', async () => {
    harness = await renderMenu({ path: '/filials/22/barcode-scanner', handler: fridgeApi() });
    expect(await screen.findByRole('button', { name: 'Sign in to open the fridge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the fridge' })).toBeNull();
  });
});

describe('Bill', () => {
  const billDoc = (status: 'open' | 'paid', currency = 'KZT') => ({
    data: {
      type: 'bills',
      id: '3',
      attributes: {
        id: 3,
        status,
        table_id: 2,
        table_number: 2,
        waiter: { id: 4, name: 'Aigerim' },
        items: [{ product_id: 1001, name: 'Latte', count: 2, price: 1200, total: 2400 }],
        amount: 2400,
        currency,
        bonuses: {
          cashback_percent: 10,
          to_earn: 240,
          balance: 500,
          max_usage_percentage: 50,
          available: 500,
        },
      },
    },
  });

  it('pays the bill with a tip through the host, once per intent', async () => {
    let paid = false;
    const payments: unknown[] = [];
    harness = await renderMenu({
      path: '/filials/11/bill?table_id=2',
      signedIn: true,
      handler: sandboxLike((request, path) => {
        if (path === 'takeaway/v1/tables/2/bill') return { body: billDoc(paid ? 'paid' : 'open') };
        if (path === 'takeaway/v1/tables/2/bill/pay') {
          payments.push(JSON.parse(request.body ?? '{}'));
          return {
            status: 201,
            body: {
              data: {
                type: 'bill-payments',
                id: 'trk',
                attributes: { track_id: 'trk', payment_url: 'http://pay.test/trk', status: 'pending' },
              },
            },
          };
        }
        return undefined;
      }),
      bridge: {
        'pay.open': () => {
          paid = true;
          return { status: 'success' };
        },
      },
    });
    expect(await screen.findByText('Table 2')).toBeTruthy();
    expect(screen.getByText(/Latte × 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^10%/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /with bonuses/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay 2\s140/ }));
    expect(await screen.findByText('The bill is paid')).toBeTruthy();
    expect(payments).toEqual([
      {
        data: {
          type: 'bill-payments',
          attributes: {
            bill_id: 3,
            amount: 2400,
            tip_amount: 240,
            bonus_amount: 500,
            payment_type: 'online',
            split: { mode: 'full' },
          },
        },
      },
    ]);
    expect(harness.bridgeCalls[0]).toEqual({
      method: 'pay.open',
      params: {
        trackId: 'trk',
        paymentUrl: 'http://pay.test/trk',
        successPath: '/app/filials/11/bill?table_id=2&paid_bill=3',
        failurePath: '/app/filials/11/bill?table_id=2',
      },
    });
    expect(harness.runtime.core.state.session.get('dk-from-payment')).toBe('1');
    expect(harness.tracked.map((entry) => entry.event)).toEqual([
      ANALYTICS_EVENTS.paymentRequested,
      ANALYTICS_EVENTS.paymentSuccess,
      ANALYTICS_EVENTS.tipsSuccess,
    ]);
  });

  it("pays through the host's main button where the host offers one, with progress while it opens", async () => {
    let paid = false;
    let paying: (result: { status: 'success' }) => void = () => {};
    harness = await renderMenu({
      path: '/filials/11/bill?table_id=2',
      signedIn: true,
      handler: sandboxLike((_request, path) => {
        if (path === 'takeaway/v1/tables/2/bill') return { body: billDoc(paid ? 'paid' : 'open') };
        if (path === 'takeaway/v1/tables/2/bill/pay') {
          const attributes = { track_id: 'trk', payment_url: 'http://pay.test/trk', status: 'pending' };
          return { status: 201, body: { data: { type: 'bill-payments', id: 'trk', attributes } } };
        }
        return undefined;
      }),
      bridge: {
        'mainButton.set': () => null,
        'pay.open': () =>
          new Promise((resolve) => {
            paying = resolve;
          }),
      },
    });
    const buttonCalls = () =>
      (harness?.bridgeCalls ?? [])
        .filter((call) => call.method === 'mainButton.set')
        .map((call) => call.params);
    expect(await screen.findByText('Table 2')).toBeTruthy();
    await waitFor(() =>
      expect(buttonCalls().at(-1)).toEqual({
        visible: true,
        text: 'Pay 2\u00A0400\u00A0₸',
        enabled: true,
        progress: false,
      }),
    );
    expect(screen.queryByRole('button', { name: /^Pay 2\s400/ })).toBeNull();
    harness.emit('mainButton.press', {});
    await waitFor(() => expect(buttonCalls().at(-1)).toMatchObject({ progress: true }));
    // A press while the host's button shows progress is not a second payment.
    harness.emit('mainButton.press', {});
    paid = true;
    paying({ status: 'success' });
    expect(await screen.findByText('The bill is paid')).toBeTruthy();
    await waitFor(() => expect(buttonCalls().at(-1)).toEqual({ visible: false }));
    expect(harness.bridgeCalls.filter((call) => call.method === 'pay.open')).toHaveLength(1);
  });

  it('shows a Tbilisi bill in lari, whatever the mount’s currency', async () => {
    harness = await renderMenu({
      path: '/filials/41/bill?table_id=2',
      signedIn: true,
      handler: sandboxLike((_request, path) =>
        path === 'takeaway/v1/tables/2/bill' ? { body: billDoc('open', 'GEL') } : undefined,
      ),
    });
    expect(await screen.findByText('Table 2')).toBeTruthy();
    const text = () =>
      document.querySelector('[data-screen="bill"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text()).toContain('2 400.00 ₾');
    expect(screen.getByRole('button', { name: /^Pay 2\s400\.00\s₾/ })).toBeTruthy();
    expect(text()).not.toContain('₸');
  });

  it('says there is no bill, and that the waiter was already called', async () => {
    let calls = 0;
    harness = await renderMenu({
      path: '/filials/11/bill?table_id=5',
      handler: sandboxLike((_request, path) => {
        if (path === 'takeaway/v1/tables/5/waiter-call') {
          calls += 1;
          if (calls === 1)
            return { status: 201, body: { data: { type: 'waiter-calls', id: '1', attributes: {} } } };
          // The same refusal on every retry the client makes of a 429.
          if (calls <= 5)
            return { status: 429, body: { errors: [{ code: 'waiter_already_called', title: 'called' }] } };
          return { status: 409, body: { errors: [{ title: 'conflict' }] } };
        }
        return undefined;
      }),
    });
    expect(await screen.findByText('No bill found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call the waiter' }));
    expect(await screen.findByText('The waiter is on the way')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call the waiter' }));
    expect(await screen.findByText('The waiter has already been called. Please wait a minute.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call the waiter' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the menu' }).getAttribute('href')).toBe(
      '/filials/11?table_id=5',
    );
  });
});

describe('Bill split between guests (issue 29)', () => {
  /** A bill of 3 lattes and a tea; `parts` are the table's payments so far. */
  const splitDoc = (parts: Array<Record<string, unknown>>, latte = { paid: 0, held: 0 }) => {
    const paid = parts
      .filter((part) => part.status === 'paid')
      .reduce((sum, part) => sum + Number(part.amount), 0);
    const held = parts
      .filter((part) => part.status === 'pending')
      .reduce((sum, part) => sum + Number(part.amount), 0);
    return {
      data: {
        type: 'bills',
        id: '3',
        attributes: {
          id: 3,
          status: paid >= 4960 ? 'paid' : 'open',
          table_id: 2,
          table_number: 2,
          waiter: { id: 4, name: 'Aigerim' },
          items: [
            {
              product_id: 1004,
              name: 'Латте',
              count: 3,
              price: 1390,
              total: 4170,
              paid_count: latte.paid,
              held_count: latte.held,
              remaining_count: 3 - latte.paid - latte.held,
            },
            {
              product_id: 1009,
              name: 'Чай',
              count: 1,
              price: 790,
              total: 790,
              paid_count: 0,
              held_count: 0,
              remaining_count: 1,
            },
          ],
          amount: 4960,
          paid_amount: paid,
          held_amount: held,
          remaining: 4960 - paid - held,
          payments: parts,
          currency: 'KZT',
          bonuses: { cashback_percent: 10, to_earn: 0, balance: 0, max_usage_percentage: 50, available: 0 },
        },
      },
    };
  };
  const daniyar = {
    payer: 'Данияр',
    mine: false,
    mode: 'items',
    amount: 1390,
    tip: 0,
    status: 'paid',
    items: [{ product_id: 1004, name: 'Латте', count: 1 }],
  };

  it('pays one latte of a line of 3 by items, then shows the receipt and what is left (ka)', async () => {
    let mine: Record<string, unknown> | null = null;
    const bodies: unknown[] = [];
    harness = await renderMenu({
      path: '/filials/11/bill?table_id=2',
      signedIn: true,
      language: 'ka',
      handler: sandboxLike((request, path) => {
        if (path === 'takeaway/v1/tables/2/bill')
          return { body: splitDoc(mine ? [daniyar, mine] : [daniyar], { paid: mine ? 2 : 1, held: 0 }) };
        if (path === 'takeaway/v1/tables/2/bill/pay') {
          bodies.push(JSON.parse(request.body ?? '{}').data.attributes);
          return {
            status: 201,
            body: {
              data: {
                type: 'bill-payments',
                id: 'trk',
                attributes: { track_id: 'trk', payment_url: 'http://pay.test/trk', status: 'pending' },
              },
            },
          };
        }
        return undefined;
      }),
      bridge: {
        'pay.open': () => {
          mine = { ...daniyar, payer: 'Айгерим', mine: true, tip: 139, bonus_amount: 0, bonus_granted: 139 };
          return { status: 'success' };
        },
      },
    });
    // The table's payments so far: Daniyar paid one latte.
    const progress = await screen.findByRole('region', { name: 'მაგიდასთან გადახდილი' });
    expect(progress.textContent).toContain('Данияр');
    expect(progress.textContent).toContain('დარჩა 3\u00a0570\u00a0₸');
    fireEvent.click(screen.getByRole('radio', { name: 'კერძების მიხედვით' }));
    const latte = document.querySelector('[data-product="1004"]') as HTMLElement;
    expect(latte.textContent).toContain('დარჩა: 2');
    const [less, more] = within(latte).getAllByRole('button');
    expect((less as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(more as HTMLElement);
    fireEvent.click(screen.getByRole('radio', { name: /^10%/ }));
    fireEvent.click(screen.getByRole('button', { name: /^გადახდა 1\s529/ }));
    expect(await screen.findByRole('region', { name: 'თქვენ გადაიხადეთ' })).toBeTruthy();
    expect(bodies).toEqual([
      {
        bill_id: 3,
        amount: 1390,
        tip_amount: 139,
        bonus_amount: 0,
        payment_type: 'online',
        split: { mode: 'items', items: [{ product_id: 1004, count: 1 }] },
      },
    ]);
    const receipt = screen.getByRole('region', { name: 'თქვენ გადაიხადეთ' }).textContent ?? '';
    expect(receipt).toContain('1\u00a0529\u00a0₸');
    expect(receipt).toContain('ჩაის ფული მიმტანს');
    expect(receipt).toContain('Латте × 1');
    expect(receipt).toContain('მაგიდასთან გადასახდელი დარჩა: 2\u00a0180\u00a0₸');
    expect(harness.location()).toBe('/filials/11/bill?table_id=2&paid_bill=3');
  });

  it('tells the guest plainly when another took the items first, and shows the refreshed amounts (ru)', async () => {
    let taken = false;
    let reads = 0;
    harness = await renderMenu({
      path: '/filials/11/bill?table_id=2',
      signedIn: true,
      language: 'ru',
      handler: sandboxLike((_request, path) => {
        if (path === 'takeaway/v1/tables/2/bill') {
          reads += 1;
          const other = {
            ...daniyar,
            payer: null,
            status: 'pending',
            amount: 4170,
            items: [{ product_id: 1004, name: 'Латте', count: 3 }],
          };
          return { body: taken ? splitDoc([other], { paid: 0, held: 3 }) : splitDoc([]) };
        }
        if (path === 'takeaway/v1/tables/2/bill/pay') {
          taken = true;
          return {
            status: 409,
            body: {
              errors: [{ status: '409', code: 'bill_items_taken', title: 'taken', meta: { remaining: 790 } }],
            },
          };
        }
        return undefined;
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'По блюдам' }));
    const latte = document.querySelector('[data-product="1004"]') as HTMLElement;
    fireEvent.click(within(latte).getAllByRole('button')[1] as HTMLElement);
    fireEvent.click(within(latte).getAllByRole('button')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /^Оплатить 2\s780/ }));
    expect(
      await screen.findByText(
        'Другой гость только что выбрал часть этих блюд. Счёт обновлён: выберите ещё раз.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-bill-remaining]')?.getAttribute('data-bill-remaining')).toBe(
        '790',
      ),
    );
    expect(reads).toBeGreaterThanOrEqual(2);
    // The other guest gave no name: "Гость"; their lattes are no longer free to choose.
    expect(screen.getByRole('region', { name: 'Оплачено за столом' }).textContent).toContain('Гость');
    expect(latte.textContent).toContain('осталось: 0');
    expect(screen.getByRole('button', { name: /^Оплатить 0/ })).toBeTruthy();
  });
});
