import type { Cart } from '../../../state/cart.ts';

/** Answers shaped like the sandbox's (host-simulator/server/sandbox/api), trimmed to what the screens read. */
export const VENUE = 12;

export function settingsResource(service: string, overrides: Record<string, unknown> = {}) {
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
        service: 'takeaway',
        filial_id: VENUE,
        currency: 'KZT',
        content: [
          { product_id: 1001, name: 'Espresso', count: 2, price: 690, total: 1380, additives: [] },
          { product_id: 1012, name: 'Croissant', count: 1, price: 890, total: 890, additives: [] },
        ],
        subtotal: 2270,
        amount: 2270,
        bonus_granted: 0,
        payment_type: paymentType,
        payment_status: paymentStatus,
        payment:
          paymentType === 'online'
            ? {
                track_id: 'trk_test',
                payment_url: 'http://localhost/sandbox/pay?track_id=trk_test',
                status: paymentStatus,
              }
            : null,
        history: [{ status: 'created', at: '2026-11-21T08:00:00.000Z' }],
        ...overrides,
      },
    },
  };
}

/** A signed-in guest: a token whose `sub` is 42 (signature unchecked on the client). */
export const TOKEN = `e30.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))
  .replace(/=+$/, '')
  .replace(/\+/g, '-')
  .replace(/\//g, '_')}.sig`;

export const pathOnly = (path: string) => path.split('?')[0] ?? path;
