import type { FakeHandler, FakeReply, SeenRequest } from '../../../api/testing/fake-fetch.ts';

/** JSON:API answers shaped as the sandbox gives them, for a burger venue (15), a coffee venue with check pulling (11) and a fridge (22). */

export const product = (id: number, name: string, extra: Record<string, unknown> = {}) => {
  const attributes = {
    id,
    product_id: 50_000 + id,
    external_id: `fixture-${id}`,
    name,
    description: `${name} description`,
    price: 1000,
    old_price: null,
    reward_id: null,
    promo_limit: null,
    promo_day_limit: null,
    images: [] as string[],
    image_url: null,
    cooking_time: 10,
    weight: 250,
    unit: 'g',
    sizes: [],
    category_id: null as number | null,
    barcode: null,
    is_favorite: false,
    is_unavailable: false,
    is_sold_out: false,
    unavailable_services: [] as string[],
    has_additive_categories: false,
    additive_categories: [] as number[],
    is_age_restricted: false,
    age_restriction: null,
    ...extra,
  };
  // As the sandbox links them: the client resolves relationships over the attributes of the same name.
  return {
    type: 'products',
    id: String(id),
    attributes,
    relationships: {
      category: {
        data:
          attributes.category_id === null ? null : { type: 'categories', id: String(attributes.category_id) },
      },
      additive_categories: {
        data: attributes.additive_categories.map((group) => ({
          type: 'additive-categories',
          id: String(group),
        })),
      },
    },
  };
};

const category = (id: number, name: string, productIds: number[], extra: Record<string, unknown> = {}) => ({
  type: 'categories',
  id: String(id),
  attributes: { id, name, is_active: true, is_show_photo: true, ...extra },
  relationships: { products: { data: productIds.map((pid) => ({ type: 'products', id: String(pid) })) } },
});

export const BURGER_PRODUCTS = [
  product(1043, 'Classic burger', { price: 2290, has_additive_categories: true, additive_categories: [7] }),
  product(1046, 'Chicken burger', { is_unavailable: true }),
  product(1049, 'Classic combo', {
    price: 3490,
    old_price: 3990,
    reward_id: 2,
    promo_limit: 2,
    has_additive_categories: true,
    additive_categories: [9],
  }),
  product(1060, 'Draft beer', {
    price: 1490,
    is_age_restricted: true,
    unavailable_services: ['delivery', 'vendor_delivery'],
  }),
  product(1061, 'Energy drink', { price: 990, is_age_restricted: true }),
  product(1062, 'Cola', { price: 690 }),
];

const burgerMenu = () => ({
  data: [
    category(1011, 'Burgers', [1043, 1046]),
    category(1012, 'Combos', [1049]),
    category(1013, 'Drinks', [1060, 1061, 1062], { is_show_photo: false }),
  ],
  included: BURGER_PRODUCTS,
});

const venueCard = (id: number, services: string[], extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'locations',
    id: String(id),
    attributes: {
      id,
      title: id === 15 ? 'Burger Batyr' : id === 22 ? 'Fresh Market fridge' : 'Dala Coffee',
      brand_name: 'Brand',
      kind: 'restaurant',
      address: 'Tole Bi Street, 101',
      services,
      currency: 'KZT',
      is_open: true,
      rush_state: 'normal',
      rush_delay_minutes: 0,
      delivery_state: 'open',
      opening_time: null,
      banner_info: null,
      is_check_pulling_enabled: id === 11,
      ...extra,
    },
  },
});

const additiveGroups = (productId: string | null, lastSelected: number[] | null = null) => {
  if (productId === '1049') {
    return {
      data: [
        {
          type: 'additive-categories',
          id: '9',
          attributes: { name: 'Combo drink', max: 1, min: 1, position: 0, last_selected: lastSelected },
          relationships: {
            additives: {
              data: [
                { type: 'additives', id: '26' },
                { type: 'additives', id: '27' },
              ],
              attributes: { min: 1, max: 1 },
            },
          },
        },
      ],
      included: [
        { type: 'additives', id: '26', attributes: { name: 'Cola', price: 0, position: 0 } },
        { type: 'additives', id: '27', attributes: { name: 'Milkshake', price: 400, position: 1 } },
      ],
    };
  }
  return {
    data: [
      {
        type: 'additive-categories',
        id: '7',
        attributes: { name: 'Extras', max: 4, min: 0, position: 0, last_selected: lastSelected },
        relationships: {
          additives: {
            data: [
              { type: 'additives', id: '19' },
              { type: 'additives', id: '20' },
              { type: 'additives', id: '21' },
            ],
            attributes: { min: 0, max: 2 },
          },
        },
      },
    ],
    included: [
      { type: 'additives', id: '19', attributes: { name: 'Cheddar', price: 300, position: 0 } },
      { type: 'additives', id: '20', attributes: { name: 'Bacon', price: 500, position: 1 } },
      { type: 'additives', id: '21', attributes: { name: 'Jalapeño', price: 200, position: 2 } },
    ],
  };
};

/** Table ids as the sandbox seeds them: 1-8 at venue 11, 20-29 at venue 15. */
const TABLES: Record<number, { filial: number; number: number }> = {
  2: { filial: 11, number: 2 },
  20: { filial: 15, number: 1 },
  21: { filial: 15, number: 2 },
  22: { filial: 15, number: 3 },
};

export const tableQr = (tableId: number) => {
  const table = TABLES[tableId];
  const filial = table?.filial ?? 99;
  return `https://dastarkhan.app/filials/${filial}?filial_id=${filial}&table_id=${tableId}&main_terminal_id=${filial}&source=QR`;
};

const notFound = (code: string): FakeReply => ({
  status: 404,
  body: { errors: [{ status: '404', code, title: 'Not found' }] },
});

export const pathOf = (request: SeenRequest) => new URL(request.url).pathname.replace('/proxy/', '');

/**
 * A scripted API for the screens: each call answers as the sandbox does. `overrides` answers first, by
 * path (or returns undefined to fall through).
 */
export function sandboxLike(
  overrides: (request: SeenRequest, path: string) => FakeReply | Promise<FakeReply> | undefined = () =>
    undefined,
): FakeHandler {
  return (request) => {
    const url = new URL(request.url);
    const path = pathOf(request);
    const override = overrides(request, path);
    if (override) return override;
    const card = /^takeaway\/locations\/card\/terminal\/(\d+)$/.exec(path);
    if (card) {
      const id = Number(card[1]);
      if (id === 15) return { body: venueCard(15, ['takeaway', 'express', 'delivery']) };
      if (id === 11) return { body: venueCard(11, ['takeaway', 'express', 'delivery']) };
      if (id === 22) return { body: venueCard(22, ['micromarket'], { kind: 'fridge' }) };
      return notFound('filial_not_found');
    }
    if (path === 'menu/v2/category/products') return { body: burgerMenu() };
    if (path === 'menu/v2/product/additives' || path === 'menu/v2/favourite-product/additives')
      return { body: additiveGroups(url.searchParams.get('product_id')) };
    if (path === 'menu/v3/cross-sell/products') return { body: { data: [BURGER_PRODUCTS[5]] } };
    if (path === 'menu/v3/popular/products') return { body: { data: [] } };
    if (path === 'menu/v3/favourite/products' && request.method === 'GET') return { body: { data: [] } };
    if (path.startsWith('menu/v3/favourite/products'))
      return { status: request.method === 'DELETE' ? 204 : 201, body: {} };
    if (path.startsWith('takeaway/v1/filial/')) return { body: { data: [] } };
    if (path === 'menu-promos/api/v2/promos') return { body: { data: [] } };
    if (path.startsWith('takeaway/v2/filial/settings/banner/info/')) return { body: { data: null } };
    if (path === 'takeaway/order/cooking_time')
      return { body: { data: { type: 'cooking-times', id: '15', attributes: { cooking_time: 25 } } } };
    const table = /^takeaway\/v1\/tables\/(\d+)$/.exec(path);
    if (table) {
      const entry = TABLES[Number(table[1])];
      const filial = url.searchParams.get('filial_id');
      if (!entry || (filial && Number(filial) !== entry.filial)) return notFound('table_not_found');
      return {
        body: {
          data: {
            type: 'tables',
            id: table[1],
            attributes: { id: Number(table[1]), filial_id: entry.filial, number: entry.number },
          },
        },
      };
    }
    if (/^takeaway\/v1\/tables\/\d+\/bill$/.test(path)) return notFound('bill_not_found');
    return { status: 500, body: { errors: [{ title: `unscripted ${request.method} ${path}` }] } };
  };
}
