import type { SandboxApp } from '../app.ts';
import {
  type Fields,
  boolField,
  listOf,
  moneyField,
  numberField,
  objectField,
  stringField,
} from '../http/body-fields.ts';
import { findZone } from './delivery-zones.ts';
import { ApiError, type ApiErrorInit } from '../http/api-error.ts';
import { type Language, localiseJson, parseLocalText } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import type { ProductRow, UserRow } from '../store/rows.ts';
import { computeTariffs, deliveryDiscount, subsidiesForTerminal } from './delivery-pricing.ts';
import { paymentTypesOf, type PaymentType } from './filial-settings.ts';
import { bonusBalance, moveBonus } from './loyalty.ts';
import { additivesOfGroups, availabilityOf, groupLinksOf, MIN_AGE, stopListOf } from './menu.ts';
import { floorBonus, percentOf, toMajor } from './money.ts';
import { firstStepAt, markOrderPaid } from './order-lifecycle.ts';
import {
  ORDER_COLUMNS,
  type OrderRow,
  orderNumber,
  type StoredAdditive,
  type StoredAddress,
  type StoredOrderItem,
} from './order-types.ts';
import { createPayment } from './payments.ts';
import { type ServiceKey, isDeliveryService } from './services.ts';
import { openingOf, type Venue } from './venues.ts';

/** Order channels of SPEC §3 (MAPS stands for the maps-app channel). */
export const ORDER_SOURCES = ['MAPS', 'FRIDGE', 'QR', 'STANDQR', 'TABLET', 'TABLETQR'] as const;

const pointer = (path: string) => `/data/attributes/${path}`;

function fail(status: number, init: ApiErrorInit, problems: ApiErrorInit[] = []): never {
  const [first, ...more] = problems.length ? problems : [init];
  throw new ApiError(status, { ...(first as ApiErrorInit), ...(more.length ? { more } : {}) });
}

function ageOn(bday: string, now: number): number {
  const birth = new Date(`${bday}T00:00:00Z`);
  const today = new Date(now);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

interface PricedLines {
  items: StoredOrderItem[];
  subtotal: number;
  promoDiscount: number;
  cookingMinutes: number;
  ageRestricted: string[];
}

/**
 * Validates and prices the lines against the menu as it is now. Problems of one kind are reported
 * together, one error per line, so the client can fix the whole cart at once: first lines that cannot be
 * ordered (stopped, sold out, not for this service, deleted), then additive choices, then prices that
 * changed since the client read the menu.
 */
function priceLines(
  app: SandboxApp,
  venue: Venue,
  service: ServiceKey,
  lines: Fields[],
  lang: Language,
): PricedLines {
  if (lines.length === 0)
    fail(422, { code: 'empty_order', title: MESSAGES.emptyOrder, source: { pointer: pointer('items') } });
  if (lines.length > 100)
    fail(422, {
      code: 'too_many_items',
      title: 'At most 100 lines per order',
      source: { pointer: pointer('items') },
    });
  const stops = stopListOf(app.sql, venue.row.id);
  const ids = lines.map(
    (line, i) =>
      numberField(line, 'product_id', {
        required: true,
        integer: true,
        pointer: pointer(`items/${i}/product_id`),
      }) as number,
  );
  const rows = new Map(
    app.sql
      .all<ProductRow>(
        `SELECT * FROM products WHERE menu_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
        venue.row.menu_id,
        ...ids,
      )
      .map((row) => [row.id, row]),
  );
  const links = groupLinksOf(app.sql, venue.row.menu_id, ids);
  const additives = additivesOfGroups(app.sql, [
    ...new Set([...links.values()].flat().map((l) => l.group_id)),
  ]);

  const unavailable: ApiErrorInit[] = [];
  const badAdditives: ApiErrorInit[] = [];
  const changed: ApiErrorInit[] = [];
  const items: StoredOrderItem[] = [];
  const ageRestricted: string[] = [];
  let cookingMinutes = 0;
  let promoDiscount = 0;

  lines.forEach((line, index) => {
    const productId = ids[index] as number;
    const at = (field: string) => pointer(`items/${index}/${field}`);
    const count = numberField(line, 'count', {
      required: true,
      integer: true,
      min: 1,
      max: 99,
      pointer: at('count'),
    }) as number;
    // The price the client showed: a changed one is refused below with price_changed.
    const shownPrice = moneyField(line, 'price', { required: true, pointer: at('price') }) as number;
    const row = rows.get(productId);
    if (!row) {
      unavailable.push({
        code: 'item_deleted',
        title: MESSAGES.itemsUnavailable,
        detail: `Product ${productId} is no longer on the menu`,
        source: { pointer: at('product_id') },
        meta: { product_id: productId, state: 'deleted' },
      });
      return;
    }
    const name = localiseJson(row.name, lang);
    const state = availabilityOf(row, stops.get(row.id), service);
    if (state !== 'available') {
      unavailable.push({
        code: `item_${state}`,
        title: MESSAGES.itemsUnavailable,
        detail: `${name}: ${state}`,
        source: { pointer: at('product_id') },
        meta: { product_id: productId, name, state },
      });
      return;
    }
    if (row.reward_id !== null && row.promo_limit !== null && count > row.promo_limit) {
      changed.push({
        code: 'promo_limit',
        title: MESSAGES.promoLimit,
        detail: `${name}: at most ${row.promo_limit}`,
        source: { pointer: at('count') },
        meta: { product_id: productId, name, promo_limit: row.promo_limit },
      });
    }

    const productLinks = links.get(row.id) ?? [];
    const chosen = line.additives === undefined ? [] : listOf(line, 'additives');
    const stored: StoredAdditive[] = [];
    const perGroup = new Map<number, number>();
    chosen.forEach((choice, k) => {
      const additiveId = numberField(choice, 'id', {
        required: true,
        integer: true,
        pointer: at(`additives/${k}/id`),
      }) as number;
      const additiveCount =
        numberField(choice, 'count', {
          integer: true,
          min: 1,
          max: 10,
          pointer: at(`additives/${k}/count`),
        }) ?? 1;
      const link = productLinks.find((l) =>
        (additives.get(l.group_id) ?? []).some((a) => a.id === additiveId),
      );
      const additive = link
        ? (additives.get(link.group_id) ?? []).find((a) => a.id === additiveId)
        : undefined;
      if (!link || !additive) {
        badAdditives.push({
          code: 'additive_not_allowed',
          title: `${name}: additive ${additiveId} does not belong to this item`,
          source: { pointer: at(`additives/${k}/id`) },
          meta: { product_id: productId, additive_id: additiveId },
        });
        return;
      }
      perGroup.set(link.group_id, (perGroup.get(link.group_id) ?? 0) + additiveCount);
      const shownAdditive =
        moneyField(choice, 'price', { pointer: at(`additives/${k}/price`) }) ?? additive.price;
      if (shownAdditive !== additive.price) {
        changed.push({
          code: 'price_changed',
          title: MESSAGES.priceChanged,
          detail: `${name} + ${localiseJson(additive.name, lang)}: ${toMajor(shownAdditive ?? 0)} → ${toMajor(additive.price)}`,
          source: { pointer: at(`additives/${k}/price`) },
          meta: {
            product_id: productId,
            additive_id: additiveId,
            name: localiseJson(additive.name, lang),
            shown_price: toMajor(shownAdditive ?? 0),
            price: toMajor(additive.price),
          },
        });
      }
      stored.push({
        id: additive.id,
        group_id: link.group_id,
        name: parseLocalText(additive.name),
        price: additive.price,
        count: additiveCount,
      });
    });
    for (const link of productLinks) {
      const picked = perGroup.get(link.group_id) ?? 0;
      if (picked < link.min || picked > link.max) {
        badAdditives.push({
          code: picked < link.min ? 'additives_too_few' : 'additives_too_many',
          title:
            picked < link.min
              ? `${name}: choose at least ${link.min}`
              : `${name}: you selected the max number of positions (${link.max})`,
          source: { pointer: at('additives') },
          meta: {
            product_id: productId,
            group_id: link.group_id,
            min: link.min,
            max: link.max,
            selected: picked,
          },
        });
      }
    }

    if (shownPrice !== row.price) {
      changed.push({
        code: 'price_changed',
        title: MESSAGES.priceChanged,
        detail: `${name}: ${toMajor(shownPrice as number)} → ${toMajor(row.price)}`,
        source: { pointer: at('price') },
        meta: {
          product_id: productId,
          name,
          shown_price: toMajor(shownPrice as number),
          price: toMajor(row.price),
        },
      });
    }
    if (row.age_restriction) ageRestricted.push(name);
    cookingMinutes = Math.max(cookingMinutes, row.cooking_time);
    if (row.old_price !== null) promoDiscount += (row.old_price - row.price) * count;
    const unit = row.price + stored.reduce((sum, a) => sum + a.price * a.count, 0);
    items.push({
      product_id: row.id,
      catalogue_id: row.product_id,
      name: parseLocalText(row.name),
      count,
      price: row.price,
      old_price: row.old_price,
      additives: stored,
      total: unit * count,
      age_restriction: row.age_restriction,
    });
  });

  if (unavailable.length) fail(422, unavailable[0] as ApiErrorInit, unavailable);
  if (badAdditives.length) fail(422, badAdditives[0] as ApiErrorInit, badAdditives);
  if (changed.length) fail(422, changed[0] as ApiErrorInit, changed);
  return {
    items,
    subtotal: items.reduce((sum, item) => sum + item.total, 0),
    promoDiscount,
    cookingMinutes,
    ageRestricted,
  };
}

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

interface DeliveryTerms {
  address: StoredAddress | null;
  fee: number;
  subsidyDiscount: number;
  transport: 'FOOT' | 'CAR' | null;
}

function deliveryTerms(
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

/**
 * Creates an order from the payload of docs/api/orders.md after every rule of SPEC §5: service offered and
 * venue open, lines available with their shown prices, additive limits, 21+ items, table for express,
 * address, zone and minimum sum for delivery, payment type, and bonuses within max_bonus_usage_percentage
 * of the items (delivery excluded). Online payment yields a track id for the hosted payment page.
 */
export function placeOrder(
  app: SandboxApp,
  service: ServiceKey,
  venue: Venue,
  attributes: Fields,
  user: UserRow,
  lang: Language,
): OrderRow {
  const now = app.clock.now();
  if (!venue.services.includes(service)) {
    fail(422, {
      code: 'service_unavailable',
      title: MESSAGES.serviceUnavailable,
      meta: { filial_id: venue.row.id, services: venue.services },
    });
  }
  // SPEC §6 has the client pass the user id to orders; the token decides, and a different id is a client bug.
  if (
    attributes.user_id !== undefined &&
    attributes.user_id !== null &&
    String(attributes.user_id) !== String(user.id)
  ) {
    fail(422, {
      code: 'user_mismatch',
      title: 'user_id differs from the signed-in user',
      source: { pointer: pointer('user_id') },
    });
  }
  const opening = openingOf(venue, now);
  if (!opening.isOpen) {
    fail(422, {
      code: 'filial_closed',
      title: MESSAGES.filialClosed,
      meta: { opens_at: opening.opensAt === null ? null : new Date(opening.opensAt).toISOString() },
    });
  }
  const priced = priceLines(app, venue, service, listOf(attributes, 'items'), lang);

  if (priced.ageRestricted.length) {
    if (user.bday && ageOn(user.bday, now) < MIN_AGE) {
      fail(422, {
        code: 'age_restricted',
        title: MESSAGES.ageRestricted,
        meta: { min_age: MIN_AGE, items: priced.ageRestricted },
      });
    }
    if (boolField(attributes, 'age_confirmed') !== true) {
      fail(422, {
        code: 'age_confirmation_required',
        title: MESSAGES.ageRestricted,
        detail: 'Send age_confirmed: true after the guest confirmed being 21 or older',
        source: { pointer: pointer('age_confirmed') },
        meta: { min_age: MIN_AGE, items: priced.ageRestricted },
      });
    }
  }

  const paymentType = stringField(attributes, 'payment_type', { required: true }) as PaymentType;
  const allowedPayments =
    service === 'micromarket'
      ? paymentTypesOf(venue.settings).filter((p) => p === 'online')
      : paymentTypesOf(venue.settings);
  if (!allowedPayments.includes(paymentType)) {
    fail(422, {
      code: 'payment_type_unavailable',
      title: MESSAGES.paymentTypeUnavailable,
      source: { pointer: pointer('payment_type') },
      meta: { payment_types: allowedPayments },
    });
  }

  let tableId: number | null = null;
  if (service === 'express') {
    const table = numberField(attributes, 'table_id', { integer: true });
    if (table === undefined)
      fail(422, {
        code: 'table_required',
        title: MESSAGES.tableRequired,
        source: { pointer: pointer('table_id') },
      });
    const row = app.sql.get<{ id: number }>(
      'SELECT id FROM restaurant_tables WHERE id = ? AND filial_id = ?',
      table,
      venue.row.id,
    );
    if (!row)
      fail(422, {
        code: 'table_not_found',
        title: MESSAGES.tableNotFound,
        source: { pointer: pointer('table_id') },
      });
    tableId = row.id;
  }

  const delivery = deliveryTerms(app, venue, service, attributes, user, priced.subtotal, now);
  const shownDelivery =
    moneyField(attributes, 'delivery_cost', { pointer: pointer('delivery_cost') }) ?? null;
  if (shownDelivery !== null && isDeliveryService(service) && shownDelivery !== delivery.fee) {
    fail(422, {
      code: 'price_changed',
      title: MESSAGES.priceChanged,
      detail: `Delivery: ${toMajor(shownDelivery)} → ${toMajor(delivery.fee)}`,
      source: { pointer: pointer('delivery_cost') },
      meta: { name: 'delivery', shown_price: toMajor(shownDelivery), price: toMajor(delivery.fee) },
    });
  }

  const serviceCost =
    service === 'express' ? Math.round(percentOf(priced.subtotal, venue.settings.service_percentage)) : 0;
  const bonus = moneyField(attributes, 'bonus_amount', { pointer: pointer('bonus_amount') }) ?? 0;
  if (bonus > 0) {
    const percent = venue.settings.is_loyalty_balance_button_disabled
      ? 0
      : venue.settings.max_bonus_usage_percentage;
    const limit = floorBonus(percentOf(priced.subtotal, percent), venue.currency);
    if (bonus > limit) {
      fail(422, {
        code: 'bonus_limit_exceeded',
        title: MESSAGES.bonusLimit,
        source: { pointer: pointer('bonus_amount') },
        meta: { max_bonus_amount: toMajor(limit), max_bonus_usage_percentage: percent },
      });
    }
    const balance = bonusBalance(app.sql, user.id, venue.currency, now);
    if (bonus > balance) {
      fail(422, {
        code: 'bonus_insufficient',
        title: MESSAGES.bonusInsufficient,
        source: { pointer: pointer('bonus_amount') },
        meta: { balance: toMajor(balance) },
      });
    }
  }

  const source = stringField(attributes, 'source') || null;
  if (source !== null && !(ORDER_SOURCES as readonly string[]).includes(source)) {
    fail(422, {
      code: 'invalid_field',
      title: `source must be one of ${ORDER_SOURCES.join(', ')}`,
      source: { pointer: pointer('source') },
    });
  }
  const total = priced.subtotal + serviceCost + delivery.fee - bonus;
  const online = paymentType === 'online';
  const cookingMinutes = priced.cookingMinutes + venue.row.rush_delay_minutes;
  const values = {
    number: '',
    user_id: user.id,
    filial_id: venue.row.id,
    service,
    status: 'created',
    payment_type: paymentType,
    payment_status: online ? (total > 0 ? 'pending' : 'paid') : 'on_delivery',
    currency: venue.currency,
    items: JSON.stringify(priced.items),
    subtotal: priced.subtotal,
    service_cost: serviceCost,
    delivery_fee: delivery.fee,
    discount: priced.promoDiscount + delivery.subsidyDiscount,
    bonus_spent: bonus,
    bonus_granted: 0,
    total,
    paid_by_card: online ? total : 0,
    table_id: tableId,
    address: delivery.address ? JSON.stringify(delivery.address) : null,
    comment: stringField(attributes, 'comment', { max: 500 }) ?? '',
    name: stringField(attributes, 'name', { max: 60 }) ?? '',
    source,
    decline_reason: null,
    transport_type: delivery.transport,
    cooking_minutes: Math.max(1, cookingMinutes),
    track_id: null,
    courier: null,
    route: null,
    history: JSON.stringify([{ status: 'created', at: now }]),
    created_at: now,
    updated_at: now,
    next_status_at: null,
  };
  const columns = ORDER_COLUMNS.split(', ').slice(1);
  const { lastId } = app.sql.run(
    `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ...columns.map((column) => values[column as keyof typeof values]),
  );
  if (bonus > 0) moveBonus(app.sql, user.id, venue.currency, -bonus, 'spend', { orderId: lastId }, now);
  let trackId: string | null = null;
  if (values.payment_status === 'pending')
    trackId = createPayment(app.sql, 'order', lastId, user.id, total, venue.currency, now);
  app.sql.run(
    'UPDATE orders SET number = ?, track_id = ? WHERE id = ?',
    orderNumber(lastId),
    trackId,
    lastId,
  );
  const order = app.sql.get<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`, lastId) as OrderRow;
  if (order.payment_status === 'paid') return markOrderPaid(app, order, now);
  const next = firstStepAt(order, now);
  app.sql.run('UPDATE orders SET next_status_at = ? WHERE id = ?', next, lastId);
  return { ...order, next_status_at: next };
}
