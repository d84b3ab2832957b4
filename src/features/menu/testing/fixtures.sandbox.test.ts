import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { answerOf, type FixtureCall, fixtureClients } from '../../../api/testing/fixture-calls.ts';
import { shapeDrift } from '../../../api/testing/shape-drift.ts';
import { sandboxLike } from './fixtures.ts';

/**
 * The menu screens' tests answer from sandboxLike() (fixtures.ts). Each call those tests make is made here
 * twice, to the fixtures and to the real sandbox, and the two answers must have the same status and shape:
 * a sandbox that changes a field, or a fixture that invents one, fails here instead of passing silently.
 */
let sandbox: TestSandbox;
let clients: ReturnType<typeof fixtureClients>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  clients = fixtureClients({ sandboxUrl: sandbox.url, fixtures: sandboxLike() });
}, 60_000);

afterAll(async () => {
  clients?.dispose();
  await sandbox?.stop(true);
});

/** Every JSON:API document carries these; the menu reads neither (list sizes come from the data). */
const DOCUMENT = ['jsonapi', 'meta'];
/** What the venue card holds for discovery (hours, rating, links, the settings of each service). */
const CARD_FOR_DISCOVERY = [
  'filial_id',
  'terminal_id',
  'brand_id',
  'phone',
  'town_id',
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
  'close_in_advance_minutes',
  'delivery_delay_time',
  'min_delivery_sum',
  'preparation_time',
  'delivery_time',
  'delivery_fee',
  'social_networks',
  'has_promo',
  'location',
  'relationships',
  'included',
];
/** What a product holds that the menu does not read (its own availability flags and order are read instead). */
const PRODUCT_UNREAD = ['currency', 'position', 'availability'];
const CARD = { include: 'takeaway,express,delivery,extra' };

const CALLS: [string, FixtureCall][] = [
  [
    'the burger venue card',
    {
      method: 'GET',
      path: 'takeaway/locations/card/terminal/15',
      query: CARD,
      omits: [...DOCUMENT, ...CARD_FOR_DISCOVERY],
    },
  ],
  [
    'the coffee venue card',
    {
      method: 'GET',
      path: 'takeaway/locations/card/terminal/11',
      query: CARD,
      omits: [...DOCUMENT, ...CARD_FOR_DISCOVERY],
    },
  ],
  [
    'the fridge card',
    {
      method: 'GET',
      path: 'takeaway/locations/card/terminal/22',
      query: CARD,
      omits: [...DOCUMENT, ...CARD_FOR_DISCOVERY],
    },
  ],
  ['an unknown venue', { method: 'GET', path: 'takeaway/locations/card/terminal/999', omits: DOCUMENT }],
  [
    'the menu',
    {
      method: 'GET',
      path: 'menu/v2/category/products',
      query: { filial_id: 15 },
      omits: [...DOCUMENT, ...PRODUCT_UNREAD],
    },
  ],
  [
    'a combo’s required option group',
    {
      method: 'GET',
      path: 'menu/v2/product/additives',
      query: { filial_id: 15, product_id: 1049, service_type: 'delivery' },
      // The groups are read by position and name; an additive's id is its resource id.
      omits: [...DOCUMENT, 'id', 'currency', 'relationships'],
    },
  ],
  [
    'a burger’s optional extras',
    {
      method: 'GET',
      path: 'menu/v2/product/additives',
      query: { filial_id: 15, product_id: 1043, service_type: 'delivery' },
      omits: [...DOCUMENT, 'id', 'currency', 'relationships'],
    },
  ],
  [
    'what goes well with it',
    {
      method: 'GET',
      path: 'menu/v3/cross-sell/products',
      query: { filial_id: 15, products: [1043] },
      omits: [...DOCUMENT, ...PRODUCT_UNREAD],
    },
  ],
  [
    'the popular items',
    { method: 'GET', path: 'menu/v3/popular/products', query: { filial_id: 15, limit: 20 }, omits: DOCUMENT },
  ],
  [
    'the promotions',
    {
      method: 'GET',
      path: 'menu-promos/api/v2/promos',
      query: { filter: { filial_id: 15, onlyActive: true }, include: 'products' },
      // No promotion in the fixture, so none of their products either.
      omits: [...DOCUMENT, 'included'],
    },
  ],
  [
    'the delivery banner',
    {
      method: 'GET',
      path: 'takeaway/v2/filial/settings/banner/info/15',
      query: { is_web_view: 1 },
      omits: DOCUMENT,
    },
  ],
  [
    'the cooking time',
    {
      method: 'POST',
      path: 'takeaway/order/cooking_time',
      body: { filial_id: 15, products: [1043] },
      // The summary shows the total minutes alone.
      omits: [...DOCUMENT, 'filial_id', 'dish_minutes', 'rush_delay_minutes', 'rush_state', 'ready_at'],
    },
  ],
  [
    'a table of the venue',
    {
      method: 'GET',
      path: 'takeaway/v1/tables/20',
      query: { filial_id: 15 },
      omits: [...DOCUMENT, 'relationships'],
    },
  ],
  [
    'a table of another venue',
    { method: 'GET', path: 'takeaway/v1/tables/20', query: { filial_id: 11 }, omits: DOCUMENT },
  ],
  ['a table with no open bill', { method: 'GET', path: 'takeaway/v1/tables/21/bill', omits: DOCUMENT }],
];

describe('the menu fixtures against the sandbox', () => {
  it.each(CALLS)('%s: same status and shape', async (_name, call) => {
    const [ours, theirs] = await Promise.all([answerOf(clients.fake, call), answerOf(clients.real, call)]);
    expect(ours.status).toBe(theirs.status);
    expect(shapeDrift(ours.body, theirs.body, new Set(call.omits))).toEqual([]);
  });
});
