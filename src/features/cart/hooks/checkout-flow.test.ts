import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../../../../bridge/client.ts';
import type { PayResult } from '../../../../bridge/protocol.ts';
import { createFakeFetch, type FakeReply, type SeenRequest } from '../../../api/testing/fake-fetch.ts';
import { orderSubmitterOf } from '../../../api/order-submission.ts';
import { createPagePaths } from '../../../runtime/page-path.ts';
import { type AppCore, createAppCore } from '../../../state/app-core.ts';
import { createMemoryStorage } from '../../../lib/storage.ts';
import { fakeJwt } from '../../../state/testing/fake-jwt.ts';
import { type CheckoutEvent, checkoutReducer, initialCheckoutState } from '../model/checkout-state.ts';
import { createHostCapabilities } from '../../../runtime/host-capabilities.ts';
import { type CheckoutFlow, checkoutFlow } from './checkout-flow.ts';
import { checkoutStorage, checkoutTelemetry } from './checkout-deps.ts';

const VENUE = 12;
const ORDER_PATH = '/proxy/takeaway/v1/takeaway/order';

const orderAnswer = (status = 'created') => ({
  data: {
    type: 'orders',
    id: '100007',
    attributes: {
      id: 100007,
      number: '007',
      status,
      filial_id: VENUE,
      amount: 1380,
      payment_type: 'online',
      payment_status: 'pending',
      payment: {
        track_id: 'trk_test',
        payment_url: 'http://app.test/pay?track_id=trk_test',
        status: 'pending',
      },
    },
  },
});

const cores: AppCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/**
 * The flow on a real app core (client, order submitter, stores) over a fake server and a fake host whose
 * pay sheet answers `pay`; the events fold into the reducer as the hook does. `local` survives a "reload".
 */
function setup(options: { orders: (request: SeenRequest) => FakeReply; local?: Storage }) {
  const local = options.local ?? createMemoryStorage();
  const fake = createFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === ORDER_PATH) return options.orders(request);
    if (path === '/proxy/menu/v2/stop_list/order_items/check') return { body: { data: [] } };
    if (path === '/proxy/takeaway/v2/user/order') return { body: orderAnswer() };
    return { status: 404, body: { errors: [{ status: '404', title: 'Record not found' }] } };
  });
  const core = createAppCore({
    getLanguage: () => 'en',
    localStorage: () => local,
    sessionStorage: () => createMemoryStorage(),
    hostConfig: { apiBase: 'http://app.test/proxy/' },
    fetch: fake.fetch,
    retryDelayMs: 1,
    redirect: () => {},
    reload: () => {},
  });
  cores.push(core);
  core.state.auth.setSession({ accessToken: fakeJwt({ sub: '42' }) });
  const pay = vi.fn(async (_method: string, _params: unknown): Promise<PayResult> => ({ status: 'success' }));
  // A host with the pay sheet only: the answers scripted on `pay` are the pay sheet's.
  const bridge = {
    runtime: 'ios',
    supports: (method: string) => method === 'pay.open',
    call: (method: string, params: unknown) =>
      method === 'pay.open' ? pay(method, params) : Promise.reject(new Error(`${method} is not scripted`)),
  } as unknown as Bridge;
  const events: CheckoutEvent[] = [];
  let state = initialCheckoutState(null);
  const navigated: string[] = [];
  const storage = checkoutStorage(core.state);
  const flow: CheckoutFlow = checkoutFlow({
    runtime: {
      core,
      bridge: Promise.resolve(bridge),
      paths: createPagePaths({ routing: 'browser', basePath: '', location: window.location }),
      host: createHostCapabilities(Promise.resolve(bridge)),
    },
    storage,
    telemetry: checkoutTelemetry({ track: () => {} }),
    dispatch: (event) => {
      events.push(event);
      state = checkoutReducer(state, event);
    },
    signal: () => new AbortController().signal,
    navigate: (path) => navigated.push(path),
    context: () => ({
      filialId: VENUE,
      kind: 'takeaway',
      cart: core.state.cart.get(VENUE, 'takeaway'),
      choices: () => ({
        paymentType: 'online',
        address: null,
        transportType: null,
        deliveryFee: null,
        bonusAmount: 0,
        ageConfirmed: false,
        source: null,
        userId: '42',
      }),
      restrictedIds: [],
      onBlocked: () => {},
      onDeliveryPriceChanged: () => {},
    }),
  });
  const orderRequests = () => fake.seen.filter((request) => new URL(request.url).pathname === ORDER_PATH);
  return { core, flow, pay, events, navigated, storage, local, orderRequests, state: () => state };
}

function fillCart(core: AppCore) {
  core.state.cart.add(VENUE, 'takeaway', {
    productId: 1001,
    name: 'Espresso',
    price: 690,
    quantity: 2,
    additives: [],
  });
}

describe('the checkout flow (no React)', () => {
  it('places and pays an online order, then goes to the thank-you page with the cart emptied', async () => {
    const app = setup({ orders: () => ({ status: 201, body: orderAnswer() }) });
    fillCart(app.core);
    app.flow.place();
    await vi.waitFor(() => expect(app.navigated).toEqual([`/typ/${VENUE}/order/100007`]));
    expect(app.events.map((event) => event.type)).toEqual([
      'attempt',
      'checking',
      'checked',
      'sending',
      'placed',
      'paying',
      'paid',
    ]);
    expect(app.pay).toHaveBeenCalledWith('pay.open', expect.objectContaining({ trackId: 'trk_test' }));
    expect(app.state()).toEqual(initialCheckoutState(null));
    expect(app.core.state.cart.get(VENUE, 'takeaway')).toBeUndefined();
    expect(app.storage.awaiting.get()).toBeNull();
  });

  it('after a dropped connection, "Send again" resends the same intent under the same key: one order', async () => {
    let down = true;
    const app = setup({
      orders: () => (down ? { networkError: 'Failed to fetch' } : { status: 201, body: orderAnswer() }),
    });
    fillCart(app.core);
    app.flow.place();
    await vi.waitFor(() => expect(app.state().failure).toEqual({ kind: 'network' }));
    expect(app.state().phase).toBe('idle');
    expect(orderSubmitterOf(app.core).pending()).not.toBeNull();

    down = false;
    app.flow.retry();
    await vi.waitFor(() => expect(app.navigated).toEqual([`/typ/${VENUE}/order/100007`]));
    const keys = new Set(app.orderRequests().map((request) => request.headers.get('X-Idempotency-key')));
    expect(keys.size).toBe(1);
    expect(orderSubmitterOf(app.core).pending()).toBeNull();
  });

  it('a reload during the send resumes the intent on arrival, under its key, and pays it', async () => {
    const first = setup({ orders: () => ({ networkError: 'Failed to fetch' }) });
    fillCart(first.core);
    first.flow.place();
    await vi.waitFor(() => expect(first.state().failure).toEqual({ kind: 'network' }));
    const [sent] = first.orderRequests();

    const second = setup({ orders: () => ({ status: 201, body: orderAnswer() }), local: first.local });
    second.flow.arrive();
    await vi.waitFor(() => expect(second.navigated).toEqual([`/typ/${VENUE}/order/100007`]));
    expect(second.events[0]).toEqual({ type: 'resuming' });
    expect(second.orderRequests().map((request) => request.headers.get('X-Idempotency-key'))).toEqual([
      sent?.headers.get('X-Idempotency-key'),
    ]);
    expect(second.orderRequests()[0]?.body).toBe(sent?.body);
  });

  it('a 409 price change from the order call opens the price dialog and leaves nothing pending', async () => {
    const app = setup({
      orders: () => ({
        status: 409,
        body: {
          errors: [
            {
              status: '409',
              code: 'price_changed',
              meta: { product_id: 1001, name: 'Espresso', shown_price: 690, price: 750 },
            },
          ],
        },
      }),
    });
    fillCart(app.core);
    app.flow.place();
    await vi.waitFor(() => expect(app.state().priceChanges).toHaveLength(1));
    expect(app.state()).toMatchObject({ phase: 'idle', failure: null });
    expect(orderSubmitterOf(app.core).pending()).toBeNull();
    expect(app.navigated).toEqual([]);
  });

  it('a closed pay sheet keeps the order waiting; back after a reload, the order is looked up and paid again', async () => {
    const app = setup({ orders: () => ({ status: 201, body: orderAnswer() }) });
    app.pay.mockResolvedValueOnce({ status: 'closed' });
    fillCart(app.core);
    app.flow.place();
    await vi.waitFor(() => expect(app.state().paymentClosed).toBe(true));
    expect(app.storage.awaiting.get()).toMatchObject({ orderId: 100007, trackId: 'trk_test' });

    const reloaded = setup({ orders: () => ({ status: 500, body: {} }), local: app.local });
    reloaded.flow.arrive();
    await vi.waitFor(() => expect(reloaded.state().paymentClosed).toBe(true));
    expect(reloaded.state().awaiting).toMatchObject({ orderId: 100007 });
    reloaded.flow.payAgain();
    await vi.waitFor(() => expect(reloaded.navigated).toEqual([`/typ/${VENUE}/order/100007`]));
    expect(reloaded.orderRequests()).toEqual([]);
  });
});
