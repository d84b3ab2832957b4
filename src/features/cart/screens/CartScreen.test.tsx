import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import {
  cartApi as api,
  cartOf,
  orderDocument,
  pathOnly,
  TOKEN,
  VENUE,
  venueCard,
} from '../../../testing/checkout-fixtures.ts';
import {
  type FakeApi,
  type RenderedApp,
  renderApp,
  type SeenRequest,
} from '../../../testing/render-checkout-app.tsx';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const signedIn = (service: 'takeaway' | 'express', overrides = {}) => ({
  accessToken: TOKEN,
  lang: 'en',
  cart: cartOf(service, overrides),
});

/** Money as the app writes it: digit groups and the sign after no-break spaces (docs/contract/constants.md#formats). */
const tenge = (amount: string) => `${amount.replace(/ /g, '\u00A0')}\u00A0₸`;

const orders = (seen: SeenRequest[]) => seen.filter((request) => request.path.startsWith('takeaway/v1/'));

describe('the cart', () => {
  it('shows the lines and the total, and tracks "basket opened" once', async () => {
    app = await renderApp('/cart', { api: api(), local: signedIn('takeaway') });
    expect(await screen.findByText('Espresso')).toBeTruthy();
    await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` });
    const opened = app.track.mock.calls.filter(([event]) => event === ANALYTICS_EVENTS.basketOpened);
    expect(opened).toEqual([
      [ANALYTICS_EVENTS.basketOpened, { filial_id: VENUE, service: 'takeaway', items: 2 }],
    ]);
  });

  it('marks each line with the hook the bench times the Cart to (bench/first-screens.ts CONTENT)', async () => {
    app = await renderApp('/cart', { api: api(), local: signedIn('takeaway') });
    await screen.findByText('Espresso');
    const lines = [...document.querySelectorAll('[data-dk="cart-line"]')];
    expect(lines.length).toBe(2);
    expect(lines[0]?.textContent).toContain('Espresso');
  });

  it('holds the service picker’s place while the venue card loads, so its arrival moves nothing below', async () => {
    let release = () => {};
    const card = new Promise<void>((resolve) => {
      release = resolve;
    });
    app = await renderApp('/cart', {
      api: api(async (request) => {
        if (pathOnly(request.path) === `takeaway/locations/card/terminal/${VENUE}`) await card;
        return undefined;
      }),
      local: signedIn('takeaway'),
    });
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    const waiting = await screen.findByRole('group', { name: 'How you want to get the order' });
    expect(labels(waiting)).toEqual(['Takeaway', 'Dine in', 'Delivery']);
    expect((waiting as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByText('Espresso')).toBeTruthy();

    release();
    await waitFor(() => expect((waiting as HTMLFieldSetElement).disabled).toBe(false));
    const loaded = screen.getByRole('group', { name: 'How you want to get the order' });
    expect(loaded).toBe(waiting);
    expect(labels(loaded)).toEqual(['Takeaway', 'Dine in', 'Delivery']);
  });

  it('changes quantities and the comment in the stored cart', async () => {
    app = await renderApp('/cart', { api: api(), local: signedIn('takeaway') });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Croissant' }));
    await screen.findByRole('button', { name: `Pay ${tenge('3 160')}` });
    fireEvent.change(screen.getByLabelText('Wishes for the order'), { target: { value: 'No sugar' } });
    fireEvent.click(screen.getByRole('button', { name: 'One less Espresso' }));
    await screen.findByRole('button', { name: `Pay ${tenge('2 470')}` });
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}')[`${VENUE}:takeaway`];
    expect(stored).toMatchObject({ comment: 'No sugar', items: [{ quantity: 1 }, { quantity: 2 }] });
  });

  it('pays through the host: a closed sheet keeps the order waiting, paying again goes to the thank-you page', async () => {
    app = await renderApp('/cart', {
      api: api(),
      local: signedIn('takeaway'),
      payResults: ['closed', 'success'],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    await screen.findByText('Order № 007 is waiting for payment');
    expect(app.pay).toHaveBeenCalledWith({
      trackId: 'trk_test',
      paymentUrl: 'http://localhost/sandbox/pay?track_id=trk_test',
      // Embedded (memory routing) the hosted page comes back to the partner's page, naming the route.
      successPath: `${location.pathname}?dk_route=${encodeURIComponent('/typ/12/order/100007')}`,
      failurePath: `${location.pathname}?dk_route=${encodeURIComponent('/cart?filial_id=12&service=takeaway&payment_return=100007')}`,
    });
    expect(
      screen.getByText('The payment was not completed. The order is waiting: you can pay again.'),
    ).toBeTruthy();
    expect(sessionStorage.getItem('dk-from-payment')).toBeNull();
    const [order] = orders(app.requests);
    expect(order?.body).toMatchObject({
      data: { attributes: { filial_id: VENUE, payment_type: 'online', user_id: 42 } },
    });
    expect(order?.headers.get('X-Idempotency-key')).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('awaiting-payment')).getByRole('button', { name: `Pay ${tenge('2 270')}` }),
    );
    await waitFor(() => expect(app?.path()).toBe(`/typ/${VENUE}/order/100007`));
    expect(orders(app.requests)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({});
    const requested = app.track.mock.calls.filter(([event]) => event === ANALYTICS_EVENTS.paymentRequested);
    expect(requested).toHaveLength(2);
    expect(requested[0]?.[1]).toMatchObject({ order_id: 100007, amount: 2270, service: 'takeaway' });
  });

  it('places a cash order without the pay sheet', async () => {
    app = await renderApp('/cart', {
      api: api((request) =>
        pathOnly(request.path) === 'takeaway/v1/takeaway/order'
          ? { status: 201, body: orderDocument({ payment_type: 'cash' }) }
          : undefined,
      ),
      local: signedIn('takeaway', { paymentType: 'cash' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(app?.path()).toBe(`/typ/${VENUE}/order/100007`));
    expect(app.pay).not.toHaveBeenCalled();
  });

  // While the order is sent and not answered yet, the host must ask before it closes.
  it('has the host confirm closing while the order is on its way, and not before or after', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const order = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    app = await renderApp('/cart', {
      api: api((request) => (pathOnly(request.path) === 'takeaway/v1/takeaway/order' ? order : undefined)),
      local: signedIn('takeaway', { paymentType: 'cash' }),
    });
    expect(app.closing).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(orders(app?.requests ?? [])).toHaveLength(1));
    await waitFor(() => expect(app?.closing.map(({ enabled }) => enabled)).toEqual([true]));
    answer({ status: 201, body: orderDocument({ payment_type: 'cash' }) });
    await waitFor(() => expect(app?.path()).toBe(`/typ/${VENUE}/order/100007`));
    expect(app.closing.map(({ enabled }) => enabled)).toEqual([true, false]);
  });

  it('asks 21+ for restricted items unless already confirmed in this session, and sends the confirmation', async () => {
    const restricted: FakeApi = (request) =>
      pathOnly(request.path) === 'menu/v2/products/with/additives/'
        ? { body: { data: [{ type: 'products', id: '1012', attributes: { is_age_restricted: true } }] } }
        : undefined;
    app = await renderApp('/cart', {
      api: api(restricted),
      local: signedIn('takeaway'),
      payResults: ['success'],
    });
    await waitFor(() =>
      expect(app?.requests.some((r) => r.path.startsWith('menu/v2/products/with'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    expect(orders(app.requests)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I am 21 or older' }));
    await waitFor(() => expect(orders(app?.requests ?? [])).toHaveLength(1));
    expect(orders(app.requests)[0]?.body).toMatchObject({ data: { attributes: { age_confirmed: true } } });
    expect(sessionStorage.getItem('ageRestriction')).toBe('true');
    expect(app.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.ageConfirmationShown, {
      answer: 'accepted',
      place: 'cart',
    });
    app.unmount();

    app = await renderApp('/cart', {
      api: api(restricted),
      local: signedIn('takeaway'),
      session: { ageRestriction: true },
      payResults: ['success'],
    });
    await waitFor(() =>
      expect(app?.requests.some((r) => r.path.startsWith('menu/v2/products/with'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    await waitFor(() => expect(orders(app?.requests ?? [])).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Are you 21 or older?' })).toBeNull();
  });

  it('a declined 21+ answer stops the order and says why', async () => {
    const restricted: FakeApi = (request) =>
      pathOnly(request.path) === 'menu/v2/products/with/additives/'
        ? { body: { data: [{ type: 'products', id: '1001', attributes: { is_age_restricted: true } }] } }
        : undefined;
    app = await renderApp('/cart', { api: api(restricted), local: signedIn('takeaway') });
    await waitFor(() =>
      expect(app?.requests.some((r) => r.path.startsWith('menu/v2/products/with'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect((await screen.findByTestId('checkout-failure')).textContent).toContain(
      'Items for guests aged 21+ cannot be ordered without the confirmation',
    );
    expect(orders(app.requests)).toHaveLength(0);
    expect(sessionStorage.getItem('ageRestriction')).toBe('false');
  });

  it('for express, lists the missing table instead of sending, and shows the service charge', async () => {
    app = await renderApp('/cart', {
      api: (request) =>
        pathOnly(request.path) === `takeaway/locations/card/terminal/${VENUE}`
          ? { body: venueCard({ express: { service_percentage: 10 } }) }
          : api()(request),
      local: signedIn('express'),
    });
    await screen.findByText('Service 10%');
    expect(screen.getByTestId('cart-total').textContent).toBe(tenge('2 497'));
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 497')}` }));
    const issues = await screen.findByRole('alert');
    expect(issues.textContent).toContain('Specify the table number');
    expect(orders(app.requests)).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the cart', async () => {
    app = await renderApp('/cart', {
      api: api((request) =>
        pathOnly(request.path) === 'takeaway/v1/takeaway/order'
          ? {
              status: 422,
              body: { errors: [{ status: '422', code: 'filial_closed', title: 'The venue is closed now' }] },
            }
          : undefined,
      ),
      local: signedIn('takeaway'),
    });
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    expect((await screen.findByTestId('checkout-failure')).textContent).toContain('The venue is closed now');
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')[`${VENUE}:takeaway`].items).toHaveLength(2);
    // A refused order is not pending: nothing is resent on the next visit.
    expect(localStorage.getItem('pendingOrder')).toBeNull();
  });

  it('new terms published after the cart opened: the refusal holds the order back until they are accepted', async () => {
    app = await renderApp('/cart', {
      api: api((request) =>
        pathOnly(request.path) === 'takeaway/v1/takeaway/order'
          ? {
              status: 409,
              body: {
                errors: [
                  {
                    status: '409',
                    code: 'terms_not_accepted',
                    title: 'Accept the new terms of use to place the order',
                    meta: { version: 3, url: 'https://sandbox.test/sandbox/terms?version=3' },
                  },
                ],
              },
            }
          : undefined,
      ),
      local: signedIn('takeaway'),
    });
    fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
    expect(await screen.findByTestId('terms-blocked')).toBeTruthy();
    expect(screen.queryByTestId('checkout-failure')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')[`${VENUE}:takeaway`].items).toHaveLength(2);
    expect(localStorage.getItem('pendingOrder')).toBeNull();
  });

  it('resumes a send interrupted by a reload under its own key, and places no second order', async () => {
    const pending = {
      kind: 'takeaway',
      key: 'intent-key-1',
      createdAt: Date.now(),
      body: { data: { type: 'orders', attributes: { filial_id: VENUE, payment_type: 'online', items: [] } } },
    };
    app = await renderApp('/cart', {
      api: api(),
      local: { ...signedIn('takeaway'), pendingOrder: pending },
      payResults: ['success'],
    });
    await waitFor(() => expect(app?.path()).toBe(`/typ/${VENUE}/order/100007`));
    const sent = orders(app.requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('X-Idempotency-key')).toBe('intent-key-1');
    expect(sent[0]?.body).toEqual(pending.body);
    expect(localStorage.getItem('pendingOrder')).toBeNull();
  });

  it('names the lines in the guest’s language now, not the one they were added in', async () => {
    const names: Record<string, { espresso: string; milk: string }> = {
      ru: { espresso: 'Эспрессо', milk: 'Овсяное молоко' },
      kk: { espresso: 'Қою кофе', milk: 'Сұлы сүті' },
    };
    // The menu answers in the request's language, as the sandbox does (X-Language).
    const menuInLanguage: FakeApi = (request) => {
      if (pathOnly(request.path) !== 'menu/v2/products/with/additives/') return undefined;
      const name = names[request.headers.get('X-Language') ?? ''];
      if (!name) return undefined;
      const milk = { type: 'additives', id: '77', attributes: { id: 77, name: name.milk, price: 150 } };
      return {
        body: {
          data: [
            {
              type: 'products',
              id: '1001',
              attributes: { id: 1001, name: name.espresso, is_age_restricted: false },
              relationships: {
                additive_categories: { data: [{ type: 'additive-categories', id: '7' }] },
              },
            },
          ],
          included: [
            {
              type: 'additive-categories',
              id: '7',
              attributes: { id: 7, name: 'Milk' },
              relationships: { additives: { data: [{ type: 'additives', id: '77' }] } },
            },
            milk,
          ],
        },
      };
    };
    const oatMilk = { id: 77, name: 'Oat milk', price: 150, quantity: 1 };
    const added = cartOf('takeaway', {
      items: [
        {
          line: '1001|77x1',
          productId: 1001,
          name: 'Espresso',
          price: 690,
          quantity: 1,
          additives: [oatMilk],
        },
        { line: '1012|', productId: 1012, name: 'Croissant', price: 890, quantity: 1, additives: [] },
      ],
    });
    app = await renderApp('/cart', { api: api(menuInLanguage), local: { lang: 'ru', cart: added } });
    expect(await screen.findByText('Эспрессо')).toBeTruthy();
    expect(screen.getByText('Овсяное молоко')).toBeTruthy();
    // A product the menu did not name keeps the name it has.
    expect(screen.getByText('Croissant')).toBeTruthy();
    const stored = () => JSON.parse(localStorage.getItem('cart') ?? '{}')[`${VENUE}:takeaway`];
    expect(stored().items[0]).toMatchObject({ name: 'Эспрессо', additives: [{ name: 'Овсяное молоко' }] });

    await act(async () => {
      await (await app!.runtime.i18n).setLanguage('kk');
    });
    expect(await screen.findByText('Қою кофе')).toBeTruthy();
    expect(screen.getByText('Сұлы сүті')).toBeTruthy();
    expect(stored().items[0]).toMatchObject({ name: 'Қою кофе', additives: [{ name: 'Сұлы сүті' }] });
  });

  it('an empty cart points back to the menu', async () => {
    app = await renderApp('/cart', { api: api(), local: { lang: 'en' } });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await act(async () => {});
  });
});

describe('changing the service in the cart', () => {
  it('moves the lines to the new service’s cart, checks its stop list at once and does not place the order', async () => {
    const stopped = (request: SeenRequest) =>
      pathOnly(request.path) === 'menu/v2/stop_list/order_items/check' &&
      (request.body as { service_type: string }).service_type === 'delivery'
        ? {
            body: {
              data: [
                {
                  type: 'order-item-checks',
                  id: '1012',
                  attributes: {
                    product_id: 1012,
                    state: 'unavailable',
                    is_available: false,
                    price: 890,
                    shown_price: 890,
                    price_changed: false,
                    name: 'Croissant',
                  },
                },
              ],
            },
          }
        : undefined;
    app = await renderApp('/cart', {
      api: api(stopped),
      local: { ...signedIn('takeaway'), 'service.v3': 'takeaway' },
    });
    const services = await screen.findByRole('group', { name: 'How you want to get the order' });
    expect(
      within(services)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Takeaway', 'Dine in', 'Delivery']);

    fireEvent.click(within(services).getByRole('radio', { name: 'Delivery' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Croissant/)).toBeTruthy();
    expect(app.path()).toBe(`/cart?filial_id=${VENUE}&service=delivery`);
    expect(localStorage.getItem('service.v3')).toBe('delivery');
    expect(app.runtime.core.state.cart.get(VENUE, 'takeaway')).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.runtime.core.state.cart.get(VENUE, 'delivery')?.items.map((line) => line.name)).toEqual([
      'Espresso',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('cart-issues').textContent).toContain('Specify the delivery address'),
    );
    // Not an attempt to place: the issues stay a note, not the alert "Place order" raises.
    expect(screen.getByTestId('cart-issues').getAttribute('role')).toBeNull();
    expect(orders(app.requests)).toEqual([]);
  });
});
