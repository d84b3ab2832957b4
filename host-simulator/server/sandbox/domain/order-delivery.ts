import type { SandboxApp } from '../app.ts';
import {
  type Fields,
  boolField,
  moneyField,
  numberField,
  objectField,
  stringField,
} from '../http/body-fields.ts';
import { MESSAGES } from '../http/messages.ts';
import type { UserRow } from '../store/rows.ts';
import { computeTariffs, deliveryDiscount, subsidiesForTerminal } from './delivery-pricing.ts';
import { findZone } from './delivery-zones.ts';
import { toMajor } from './money.ts';
import { fail, pointer } from './order-problems.ts';
import type { StoredAddress } from './order-types.ts';
import { type ServiceKey, isDeliveryService } from './services.ts';
import type { Venue } from './venues.ts';

/** The delivery address: one of the guest's saved addresses by id, or the one sent with the order. */
function addressOf(app: SandboxApp, attributes: Fields, user: UserRow): StoredAddress {
  const addressId = numberField(attributes, 'address_id', { integer: true });
  if (addressId !== undefined) {
    const row = app.sql.get<StoredAddress>(
      `SELECT title, city, street, building, entrance, floor, apartment, comment, is_private_house, latitude, longitude
         FROM addresses WHERE id = ? AND user_id = ?`,
      addressId,
      user.id,
    );
    if (!row)
      fail(422, {
        code: 'address_not_found',
        title: MESSAGES.addressNotFound,
        source: { pointer: pointer('address_id') },
      });
    return { ...row, is_private_house: Boolean(row.is_private_house) };
  }
  const address = objectField(attributes, 'address');
  if (!address)
    fail(422, {
      code: 'address_required',
      title: MESSAGES.invalidField,
      detail: 'A delivery address is required',
      source: { pointer: pointer('address') },
    });
  const coordinates = objectField(address, 'coordinates') ?? address;
  const latitude = numberField(coordinates, 'latitude', {
    required: true,
    min: -90,
    max: 90,
    pointer: pointer('address/coordinates/latitude'),
  }) as number;
  const longitude = numberField(coordinates, 'longitude', {
    required: true,
    min: -180,
    max: 180,
    pointer: pointer('address/coordinates/longitude'),
  }) as number;
  const text = (key: string) => stringField(address, key, { max: 200 }) ?? '';
  return {
    title: text('title'),
    city: text('city'),
    street: text('street'),
    building: text('building'),
    entrance: text('entrance'),
    floor: text('floor'),
    apartment: text('apartment'),
    comment: text('comment'),
    is_private_house: boolField(address, 'is_private_house') ?? text('apartment') === 'Частный',
    latitude,
    longitude,
  };
}

export interface DeliveryTerms {
  address: StoredAddress | null;
  fee: number;
  subsidyDiscount: number;
  transport: 'FOOT' | 'CAR' | null;
}

/**
 * What delivery costs for this order: the zone and minimum sum of the venue's own couriers (less the
 * terminal's subsidy), the vendor's fixed cost and maximum sum, or the tariff of the chosen courier transport.
 */
export function deliveryTerms(
  app: SandboxApp,
  venue: Venue,
  service: ServiceKey,
  attributes: Fields,
  user: UserRow,
  subtotal: number,
  now: number,
): DeliveryTerms {
  if (!isDeliveryService(service)) return { address: null, fee: 0, subsidyDiscount: 0, transport: null };
  const address = addressOf(app, attributes, user);
  if (venue.row.delivery_state === 'closed')
    fail(422, { code: 'delivery_closed', title: MESSAGES.deliveryClosed });
  const zone = findZone(app.sql, [venue], address);
  if (!zone) {
    fail(422, {
      code: 'out_of_delivery_zone',
      title: MESSAGES.outOfZone,
      source: { pointer: pointer('address') },
      meta: { filial_id: venue.row.id },
    });
  }
  const settings = venue.settings;
  const minSum =
    service === 'delivery'
      ? Math.max(zone.zone.min_order_sum, venue.row.min_delivery_sum)
      : settings.vendor_min_sum;
  if (subtotal < minSum) {
    fail(422, {
      code: 'min_sum',
      title: MESSAGES.minSum,
      meta: { min_sum: toMajor(minSum), missing: toMajor(minSum - subtotal), currency: venue.currency },
    });
  }
  if (service === 'vendor_delivery') {
    if (settings.vendor_max_sum > 0 && subtotal > settings.vendor_max_sum) {
      fail(422, {
        code: 'max_sum',
        title: MESSAGES.maxSum,
        meta: { max_sum: toMajor(settings.vendor_max_sum), currency: venue.currency },
      });
    }
    return { address, fee: settings.vendor_delivery_cost, subsidyDiscount: 0, transport: null };
  }
  const subsidies = subsidiesForTerminal(app.sql, venue.row.id, now);
  const { discount } = deliveryDiscount(subsidies, subtotal);
  const transportRaw = stringField(attributes, 'transport_type');
  if (transportRaw === undefined || transportRaw === '') {
    const fee = Math.max(0, zone.zone.delivery_cost - discount);
    return { address, fee, subsidyDiscount: zone.zone.delivery_cost - fee, transport: null };
  }
  const transport = transportRaw.toUpperCase();
  const tariff = computeTariffs(
    app.sql,
    venue.town.country,
    venue.location,
    address,
    subtotal,
    subsidies,
    venue.currency,
  ).find((t) => t.transport_type === transport);
  if (!tariff) {
    fail(422, {
      code: 'transport_unavailable',
      title: `No ${transport} courier for this distance`,
      source: { pointer: pointer('transport_type') },
    });
  }
  return {
    address,
    fee: tariff.price,
    subsidyDiscount: tariff.cost - tariff.price,
    transport: tariff.transport_type,
  };
}

/** Refuses the order when the delivery cost the client showed is not the one computed now. */
export function checkShownDeliveryFee(attributes: Fields, service: ServiceKey, fee: number): void {
  const shown = moneyField(attributes, 'delivery_cost', { pointer: pointer('delivery_cost') }) ?? null;
  if (shown === null || !isDeliveryService(service) || shown === fee) return;
  fail(422, {
    code: 'price_changed',
    title: MESSAGES.priceChanged,
    detail: `Delivery: ${toMajor(shown)} → ${toMajor(fee)}`,
    source: { pointer: pointer('delivery_cost') },
    meta: { name: 'delivery', shown_price: toMajor(shown), price: toMajor(fee) },
  });
}
