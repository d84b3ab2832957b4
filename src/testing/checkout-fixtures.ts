import type { Cart } from '../state/cart.ts';
import type { FakeApi, SeenRequest } from './render-checkout-app.tsx';

/** Answers shaped like the sandbox's (host-simulator/server/sandbox/api), trimmed to what the screens read. */
export const VENUE = 12;

function settingsResource(service: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'terminal-settings',
    id: `${VENUE}-${service}`,
    attributes: {
      terminal_id: VENUE,
      service_type: service,
      service_percentage: 0,
      vendor_delivery_enabled: false,
      vendor_delivery_cost: 0,
      vendor_max_sum: 0,
      vendor_min_sum: 0,
      delivery_state: 'open',
      delivery_delay_time: 0,
      min_order_sum: service === 'delivery' ? 3000 : 0,
      is_loyalty_balance_button_disabled: false,
      payment_types: ['online', 'cash'],
      max_bonus_usage_percentage: 50,
      ...overrides,
    },
  };
}

export function venueCard(
  settings: Record<string, Record<string, unknown>> = {},
  attributes: Record<string, unknown> = {},
) {
  const services = ['takeaway', 'express', 'delivery'] as const;
  return {
    data: {
      type: 'locations',
      id: String(VENUE),
      attributes: {
        id: VENUE,
        brand_id: 1,
        brand_name: 'Dala Coffee',
        title: 'Dala Coffee',
        address: 'Dostyk Avenue, 89',
        coordinates: { latitude: 43.233684, longitude: 76.961414 },
        currency: 'KZT',
        services: [...services],
        is_open: true,
        opening_time: null,
        delivery_state: 'open',
        ...attributes,
      },
      relationships: Object.fromEntries(
        services.map((service) => [
          service,
          { data: { type: 'terminal-settings', id: `${VENUE}-${service}` } },
        ]),
      ),
    },
    included: services.map((service) => settingsResource(service, settings[service])),
  };
}

export function cartOf(service: Cart['service'], overrides: Partial<Cart> = {}): Record<string, Cart> {
  return {
    [`${VENUE}:${service}`]: {
      filialId: VENUE,
      service,
      items: [
        { line: '1001|', productId: 1001, name: 'Espresso', price: 690, quantity: 2, additives: [] },
        { line: '1012|', productId: 1012, name: 'Croissant', price: 890, quantity: 1, additives: [] },
      ],
      comment: '',
      name: '',
      paymentType: null,
      table: null,
      ...overrides,
    },
  };
}

/** One order line as the order answers list it. */
const line = (productId: number, name: string, price: number) => ({
  product_id: productId,
  catalogue_id: 50_000 + productId,
  name,
  price,
  old_price: null,
  additives: [],
});

export function orderDocument(overrides: Record<string, unknown> = {}) {
  const paymentType = overrides.payment_type ?? 'online';
  const paymentStatus = overrides.payment_status ?? (paymentType === 'online' ? 'pending' : 'on_delivery');
  return {
    data: {
      type: 'orders',
      id: '100007',
      attributes: {
        id: 100007,
        number: '007',
        status: 'created',
        status_title: 'Created',
        status_changed_at: '2026-11-21T08:00:00.000Z',
        next_statuses: [],
        next_status_at: null,
        service: 'takeaway',
        service_type_id: 1,
        filial_id: VENUE,
        table_id: null,
        table_number: null,
        created_at: '2026-11-21T08:00:00.000Z',
        currency: 'KZT',
        content: [
          { ...line(1001, 'Espresso', 690), count: 2, total: 1380 },
          { ...line(1012, 'Croissant', 890), count: 1, total: 890 },
        ],
        subtotal: 2270,
        service_cost: 0,
        delivery_fee: 0,
        discount: 0,
        paid_by_bonus: 0,
        amount: 2270,
        paid_by_card: 0,
        bonus_granted: 0,
        payment_type: paymentType,
        payment_status: paymentStatus,
        payment:
          paymentType === 'online'
            ? {
                track_id: 'trk_test',
                payment_url: 'http://localhost/sandbox/pay?track_id=trk_test',
                status: paymentStatus,
                amount: 2270,
                currency: 'KZT',
              }
            : null,
        comment: '',
        name: '',
        source: null,
        address: null,
        transport_type: null,
        cooking_time: 15,
        courier: null,
        decline_reason: null,
        history: [{ status: 'created', at: '2026-11-21T08:00:00.000Z' }],
        ready_at: '2026-11-21T08:15:00.000Z',
        delivery_window: null,
        timezone_offset: '+05:00',
        ...overrides,
      },
      relationships: { filial: { data: { type: 'locations', id: String(VENUE) } } },
    },
    included: [
      {
        type: 'locations',
        id: String(VENUE),
        attributes: {
          id: VENUE,
          brand_name: 'Dala Coffee',
          title: 'Dala Coffee',
          address: 'Dostyk Avenue, 89',
          currency: 'KZT',
          services: ['takeaway', 'express', 'delivery'],
        },
      },
    ],
  };
}

/** A signed-in guest: a token whose `sub` is 42 (signature unchecked on the client). */
export const TOKEN = `e30.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))
  .replace(/=+$/, '')
  .replace(/\+/g, '-')
  .replace(/\//g, '_')}.sig`;

export const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** The stop list's answer when every line is available at the price it showed. */
function stopListChecks(items: readonly { product_id: number; price: number }[]) {
  return {
    data: items.map((item) => ({
      type: 'order-item-checks',
      id: String(item.product_id),
      attributes: {
        product_id: item.product_id,
        state: 'available',
        is_available: true,
        price: item.price,
        shown_price: item.price,
        price_changed: false,
        name: null,
      },
    })),
  };
}

/** calculate-info for a guest with no bonuses yet. */
function balanceInfo() {
  return {
    data: {
      type: 'balance-calculate-info',
      id: '42',
      attributes: {
        balance: 0,
        available_balance: 0,
        cashback_amount: 0,
        cashback_used_balance: 0,
        max_bonus_usage_percentage: 50,
      },
    },
  };
}

/** The sandbox's answers for a plain takeaway cart at filial 12; `extra` answers first. */
export function cartApi(extra: FakeApi = () => undefined): FakeApi {
  return async (request: SeenRequest) => {
    const answered = await extra(request);
    if (answered) return answered;
    const path = pathOnly(request.path);
    if (path === `takeaway/locations/card/terminal/${VENUE}`) return { body: venueCard() };
    if (path === 'menu/v2/products/with/additives/') return { body: { data: [] } };
    if (path === 'menu/v2/stop_list/order_items/check')
      return {
        body: stopListChecks(
          (request.body as { order_items: { product_id: number; price: number }[] }).order_items,
        ),
      };
    if (path === 'ladder-go/api/v1/balance/calculate-info') return { body: balanceInfo() };
    if (path === 'takeaway/v1/takeaway/order' || path === 'takeaway/v1/express/order')
      return { status: 201, body: orderDocument() };
    return undefined;
  };
}
