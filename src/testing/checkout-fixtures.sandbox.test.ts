import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import type { FakeHandler } from '../api/testing/fake-fetch.ts';
import { answerOf, type FixtureCall, fixtureClients } from '../api/testing/fixture-calls.ts';
import { shapeDrift } from '../api/testing/shape-drift.ts';
import { buildOrderBody } from '../features/cart/model/cart-order.ts';
import { cartApi, cartOf, orderDocument, VENUE } from './checkout-fixtures.ts';
import type { SeenRequest } from './render-checkout-app.tsx';

/**
 * The cart and order screens' tests answer from fixtures.ts (cartApi, venueCard, orderDocument). Each call
 * they script is made here to those fixtures and to the real sandbox; the answers must have the same status
 * and shape, so a sandbox that renames or retypes a field fails here instead of the screens' tests passing
 * against answers the sandbox no longer gives.
 */
let sandbox: TestSandbox;
let clients: ReturnType<typeof fixtureClients>;
let token = '';

/** The screens' fake API (render-app's request shape) behind a fetch, as the app's client calls it. */
const screensApi: FakeHandler = async (request) => {
  const url = new URL(request.url);
  const seen: SeenRequest = {
    method: request.method,
    path: decodeURIComponent(url.pathname.replace(/^\/proxy\//, '') + url.search),
    body: request.body ? JSON.parse(request.body) : undefined,
    headers: request.headers,
  };
  const answer = await cartApi((asked) =>
    asked.path.startsWith('takeaway/v2/user/order?') ? { body: orderDocument() } : undefined,
  )(seen);
  return answer ? { status: answer.status ?? 200, body: answer.body } : { status: 404, body: {} };
};

const cart = cartOf('takeaway')[`${VENUE}:takeaway`];
if (!cart) throw new Error('no takeaway cart in the fixtures');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.grant(1)).access_token;
  // The fixture cart's products, on sale now whatever the seed stopped.
  for (const item of cart.items)
    await sandbox.control('POST', 'stop-list', { filial_id: VENUE, product_id: item.productId, state: null });
  clients = fixtureClients({ sandboxUrl: sandbox.url, fixtures: screensApi, token: () => token });
}, 60_000);

afterAll(async () => {
  clients?.dispose();
  await sandbox?.stop(true);
});

/** Every JSON:API document carries these; the checkout reads neither. */
const DOCUMENT = ['jsonapi', 'meta'];
/** What a venue holds for discovery (hours, rating, links): the cart reads its title, address and settings. */
const VENUE_FOR_DISCOVERY = [
  'filial_id',
  'terminal_id',
  'brand_id',
  'phone',
  'town_id',
  'kind',
  'coordinates',
  'distance',
  'rating',
  'reviews_count',
  'image_url',
  'logo_url',
  'service_ids',
  'category_ids',
  'payment_types',
  'working_hours',
  'is_round_the_clock',
  'break',
  'is_on_break',
  'is_closing_soon',
  'closes_at',
  'closing_time',
  'opens_at',
  'opening_time',
  'close_in_advance_minutes',
  'rush_state',
  'rush_delay_minutes',
  'delivery_state',
  'delivery_delay_time',
  'min_delivery_sum',
  'preparation_time',
  'delivery_time',
  'delivery_fee',
  'banner_info',
  'social_networks',
  'has_promo',
  'location',
  'is_open',
  'is_check_pulling_enabled',
  'brand',
];
/** A service's terminal settings the cart does not apply (docs/contract/entities.md#filial-settings lists them; no screen reads them yet). */
const SETTINGS_UNREAD = [
  'service_type_id',
  'linked_terminals',
  'exclude_from_terminal_linking',
  'has_tablet',
  'private_reward_enabled',
  'cooking_delay_minutes',
];

const order = buildOrderBody('takeaway', cart, {
  paymentType: 'online',
  address: null,
  transportType: null,
  deliveryFee: null,
  bonusAmount: 0,
  ageConfirmed: false,
  source: null,
  userId: '1',
});

describe('the checkout fixtures against the sandbox', () => {
  it('the venue card with its three services’ settings: same shape', async () => {
    await expectSameShape({
      method: 'GET',
      path: `takeaway/locations/card/terminal/${VENUE}`,
      query: { include: 'takeaway,express,delivery' },
      omits: [...DOCUMENT, ...VENUE_FOR_DISCOVERY, ...SETTINGS_UNREAD],
    });
  });

  it('the stop list check of the fixture cart: same shape', async () => {
    await expectSameShape({
      method: 'POST',
      path: 'menu/v2/stop_list/order_items/check',
      body: {
        filial_id: VENUE,
        service_type: 'takeaway',
        order_items: cart.items.map((item) => ({
          product_id: item.productId,
          count: item.quantity,
          price: item.price,
        })),
      },
      omits: DOCUMENT,
    });
  });

  it('the bonus balance: same shape', async () => {
    await expectSameShape({
      method: 'GET',
      path: 'ladder-go/api/v1/balance/calculate-info',
      query: { filial_id: VENUE, amount: 2270 },
      // The cart shows the balance and what may be spent; the loyalty grade is the profile's.
      omits: [...DOCUMENT, 'cashback_percent', 'grade', 'currency', 'filial_id'],
    });
  });

  it('the placed order and the order read back: same shape', async () => {
    const placed = await expectSameShape({
      method: 'POST',
      path: 'takeaway/v1/takeaway/order',
      body: order,
      omits: [...DOCUMENT, ...VENUE_FOR_DISCOVERY, 'relationships'],
    });
    const id = (placed as { data: { id: string } }).data.id;
    await expectSameShape({
      method: 'GET',
      path: 'takeaway/v2/user/order',
      query: { order_id: id },
      omits: [...DOCUMENT, ...VENUE_FOR_DISCOVERY, 'relationships'],
    });
  });
});

/** Makes the call to both sides and compares; returns the sandbox's answer. */
async function expectSameShape(call: FixtureCall): Promise<unknown> {
  const [ours, theirs] = await Promise.all([answerOf(clients.fake, call), answerOf(clients.real, call)]);
  expect(ours.status).toBe(theirs.status);
  expect(shapeDrift(ours.body, theirs.body, new Set(call.omits))).toEqual([]);
  return theirs.body;
}
