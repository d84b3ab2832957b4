import type { OrderStatus, StoredAddress, StoredOrderItem } from '../domain/order-types.ts';
import { ORDER_COLUMNS, orderNumber } from '../domain/order-types.ts';
import { newStartToken } from '../domain/accounts.ts';
import { floorBonus, percentOf, toMinor } from '../domain/money.ts';
import type { ServiceKey } from '../domain/services.ts';
import { quadText } from './dish-types.ts';
import { COURIER_NAMES, GEORGIAN_COURIER_NAMES, GRADES, UNDERAGE_USER_ID, USERS } from './people.ts';
import type { SeedContext, SeededItem } from './seed.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const json = (value: unknown) => JSON.stringify(value);

interface AddressSeed extends StoredAddress {
  userId: number;
}

const ADDRESSES: readonly AddressSeed[] = [
  {
    userId: 1,
    title: 'home',
    city: 'Алматы',
    street: 'проспект Абая',
    building: '44',
    entrance: '2',
    floor: '5',
    apartment: '51',
    comment: 'Домофон 51',
    is_private_house: false,
    latitude: 43.2412,
    longitude: 76.9132,
  },
  {
    userId: 1,
    title: 'work',
    city: 'Алматы',
    street: 'проспект Аль-Фараби',
    building: '77/7',
    entrance: '',
    floor: '9',
    apartment: 'офис 903',
    comment: '',
    is_private_house: false,
    latitude: 43.2192,
    longitude: 76.9291,
  },
  {
    userId: 3,
    title: 'home',
    city: 'თბილისი',
    street: 'ჭავჭავაძის გამზირი',
    building: '20',
    entrance: '1',
    floor: '3',
    apartment: '12',
    comment: '',
    is_private_house: false,
    latitude: 41.7089,
    longitude: 44.7621,
  },
  {
    userId: 6,
    title: 'home',
    city: 'Алматы',
    street: 'микрорайон Самал-2',
    building: '11',
    entrance: '',
    floor: '',
    apartment: 'Частный',
    comment: 'Жёлтые ворота',
    is_private_house: true,
    latitude: 43.2318,
    longitude: 76.9499,
  },
];

function itemsFor(ctx: SeedContext, filialId: number, lines: [string, number][]): StoredOrderItem[] {
  const venue = ctx.venues.get(filialId);
  if (!venue) throw new Error(`no venue ${filialId}`);
  const menu = ctx.itemsByMenu.get(venue.menuId) ?? [];
  return lines.map(([key, count]) => {
    const item: SeededItem | undefined = menu.find((candidate) => candidate.key === key);
    if (!item) throw new Error(`no item ${key} at ${filialId}`);
    return {
      product_id: item.id,
      catalogue_id: item.productId,
      name: item.name,
      count,
      price: item.price,
      old_price: null,
      additives: [],
      total: item.price * count,
      age_restriction: null,
    };
  });
}

interface PastOrder {
  userId: number;
  filialId: number;
  service: ServiceKey;
  daysAgo: number;
  lines: [string, number][];
  payment: 'online' | 'cash';
  status: OrderStatus;
  reason?: string;
  addressIndex?: number;
  table?: number;
}

const PAST_ORDERS: readonly PastOrder[] = [
  {
    userId: 1,
    filialId: 11,
    service: 'takeaway',
    daysAgo: 20,
    lines: [
      ['cappuccino', 2],
      ['croissant', 1],
    ],
    payment: 'online',
    status: 'completed',
  },
  {
    userId: 1,
    filialId: 15,
    service: 'delivery',
    daysAgo: 12,
    lines: [
      ['cheeseburger', 1],
      ['fries', 1],
      ['cola', 1],
    ],
    payment: 'online',
    status: 'completed',
    addressIndex: 0,
  },
  {
    userId: 1,
    filialId: 18,
    service: 'express',
    daysAgo: 5,
    lines: [
      ['plov', 1],
      ['lagman', 1],
      ['teapot', 1],
    ],
    payment: 'cash',
    status: 'completed',
    table: 3,
  },
  {
    userId: 1,
    filialId: 11,
    service: 'takeaway',
    daysAgo: 2,
    lines: [
      ['latte', 1],
      ['cheesecake', 1],
    ],
    payment: 'online',
    status: 'canceled',
    reason: 'out_of_stock',
  },
  {
    userId: 3,
    filialId: 43,
    service: 'express',
    daysAgo: 8,
    lines: [
      ['khinkali-beef', 2],
      ['adjarian', 1],
      ['borjomi', 2],
    ],
    payment: 'online',
    status: 'completed',
    table: 2,
  },
  {
    userId: 6,
    filialId: 21,
    service: 'delivery',
    daysAgo: 3,
    lines: [
      ['khinkali-cheese', 2],
      ['georgian-salad', 1],
    ],
    payment: 'online',
    status: 'completed',
    addressIndex: 3,
  },
];

/** Grades, test users with balances and addresses, couriers, open bills and a short order history. */
export function seedPeople(ctx: SeedContext): void {
  const { sql, prng, now } = ctx;
  for (const grade of GRADES) {
    sql.run(
      'INSERT INTO grades VALUES (?, ?, ?, ?)',
      grade.id,
      json(quadText(grade.name)),
      grade.cashbackPercent,
      toMinor(grade.minSpend),
    );
  }
  for (const user of USERS) {
    // The under-age user is always 19 on the sandbox clock.
    const bday =
      user.id === UNDERAGE_USER_ID
        ? new Date(now - (19 * 365 + 40) * DAY).toISOString().slice(0, 10)
        : user.bday;
    // The draw the start token once took from the seed's generator, kept so that the data seeded after the
    // users (orders, couriers) stays the same for the same seed.
    prng.int(100000, 999999);
    sql.run(
      `INSERT INTO users VALUES (${Array(17).fill('?').join(', ')})`,
      user.id,
      user.phone,
      user.email,
      user.name,
      user.surname,
      bday,
      user.gender,
      null,
      user.language,
      user.gradeId,
      now,
      // Random, not from the seed's generator: a reseed gives every guest a new one (docs/api/notifications.md).
      newStartToken(),
      user.telegramLinked ? String(700000000 + user.id) : null,
      now - 400 * DAY,
      user.deletedDaysAgo === undefined ? null : now - user.deletedDaysAgo * DAY,
      user.firstBillPaid,
      user.note,
    );
    const lastTx = now - (user.lastTxDaysAgo ?? 3) * DAY;
    for (const currency of ['KZT', 'GEL'] as const) {
      sql.run(
        'INSERT INTO balances VALUES (?, ?, ?, ?, ?)',
        user.id,
        currency,
        toMinor(user.bonus[currency]),
        toMinor(user.money[currency]),
        lastTx,
      );
    }
    if (user.bonus.KZT > 0 || user.bonus.GEL > 0) {
      const currency = user.bonus.GEL > 0 ? 'GEL' : 'KZT';
      sql.run(
        'INSERT INTO bonus_transactions (user_id, currency, amount, kind, created_at) VALUES (?, ?, ?, ?, ?)',
        user.id,
        currency,
        toMinor(user.bonus[currency]),
        'opening_balance',
        lastTx,
      );
    }
  }
  sql.run('INSERT INTO private_rewards VALUES (?, ?, ?, ?)', 1, 3, 'KZT', toMinor(2_400));
  sql.run('INSERT INTO private_rewards VALUES (?, ?, ?, ?)', 6, 3, 'KZT', toMinor(8_150));

  ADDRESSES.forEach((address, index) => {
    sql.run(
      'INSERT INTO addresses VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      index + 1,
      address.userId,
      address.title,
      address.city,
      address.street,
      address.building,
      address.entrance,
      address.floor,
      address.apartment,
      address.comment,
      address.is_private_house,
      address.latitude,
      address.longitude,
      now - (30 - index) * DAY,
      now - (30 - index) * DAY,
    );
  });

  const favourites: [number, number, string][] = [
    [1, 11, 'cappuccino'],
    [1, 11, 'croissant'],
    [1, 15, 'cheeseburger'],
    [1, 18, 'plov'],
    [6, 21, 'khinkali-cheese'],
  ];
  for (const [userId, filialId, key] of favourites) {
    const [item] = itemsFor(ctx, filialId, [[key, 1]]);
    if (item) sql.run('INSERT INTO favourites VALUES (?, ?, ?)', userId, item.product_id, now - 7 * DAY);
  }

  let courierId = 0;
  for (const townId of [1, 2, 101]) {
    const names = townId === 101 ? GEORGIAN_COURIER_NAMES : COURIER_NAMES;
    for (let i = 0; i < 5; i++) {
      const phone =
        townId === 101
          ? `+995 555 ${prng.int(100, 999)} ${prng.int(100, 999)}`
          : `+7 707 ${prng.int(100, 999)} ${prng.int(10, 99)} ${prng.int(10, 99)}`;
      sql.run(
        'INSERT INTO couriers VALUES (?, ?, ?, ?, ?)',
        ++courierId,
        townId,
        names[(i + townId) % names.length] ?? 'Courier',
        phone,
        i % 2 === 0 ? 'CAR' : 'FOOT',
      );
    }
  }

  seedBills(ctx);
  seedPastOrders(ctx);
}

function seedBills(ctx: SeedContext): void {
  const { sql, prng, now } = ctx;
  let billId = 0;
  for (const venue of ctx.venues.values()) {
    if (!venue.seed.checkPulling) continue;
    const menu = (ctx.itemsByMenu.get(venue.menuId) ?? []).filter((item) => !item.unavailable);
    for (const tableIndex of [1, 4, 6]) {
      const tableId = venue.tableIds[tableIndex];
      if (tableId === undefined) continue;
      const table = sql.get<{ waiter_id: number }>(
        'SELECT waiter_id FROM restaurant_tables WHERE id = ?',
        tableId,
      );
      const lines = new Map<number, SeededItem>();
      const wanted = prng.int(3, 5);
      while (lines.size < wanted) {
        const item = prng.pick(menu);
        lines.set(item.id, item);
      }
      const items = [...lines.values()].map((item) => {
        const count = prng.int(1, 3);
        return { product_id: item.id, name: item.name, count, price: item.price, total: item.price * count };
      });
      const amount = items.reduce((sum, line) => sum + line.total, 0);
      sql.run(
        'INSERT INTO bills VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ++billId,
        tableId,
        venue.seed.id,
        table?.waiter_id ?? 0,
        json(items),
        amount,
        venue.currency,
        'open',
        now - prng.int(20, 70) * MINUTE,
        null,
        null,
        0,
        0,
        0,
        null,
      );
    }
  }
}

function seedPastOrders(ctx: SeedContext): void {
  const { sql, now } = ctx;
  PAST_ORDERS.forEach((order, index) => {
    const id = 100_001 + index;
    const venue = ctx.venues.get(order.filialId);
    if (!venue) throw new Error(`no venue ${order.filialId}`);
    const items = itemsFor(ctx, order.filialId, order.lines);
    const subtotal = items.reduce((sum, item) => sum + item.total, 0);
    const zone = sql.get<{ delivery_cost: number }>(
      'SELECT delivery_cost FROM delivery_zones WHERE filial_id = ? ORDER BY priority LIMIT 1',
      order.filialId,
    );
    const deliveryFee = order.service === 'delivery' ? (zone?.delivery_cost ?? 0) : 0;
    const total = subtotal + deliveryFee;
    const user = sql.get<{ grade_id: number }>('SELECT grade_id FROM users WHERE id = ?', order.userId);
    const percent = user
      ? (sql.get<{ cashback_percent: number }>(
          'SELECT cashback_percent FROM grades WHERE id = ?',
          user.grade_id,
        )?.cashback_percent ?? 0)
      : 0;
    const completed = order.status === 'completed';
    const bonus = completed ? floorBonus(percentOf(subtotal, percent), venue.currency) : 0;
    const created = now - order.daysAgo * DAY;
    const history =
      order.status === 'completed'
        ? (
            [
              'created',
              'cooking',
              'ready',
              ...(order.service === 'delivery' ? ['delivery'] : []),
              'completed',
            ] as OrderStatus[]
          ).map((status, step) => ({ status, at: created + step * 12 * MINUTE }))
        : [
            { status: 'created', at: created },
            { status: 'canceled', at: created + 6 * MINUTE, reason: order.reason },
          ];
    const address = order.addressIndex === undefined ? null : ADDRESSES[order.addressIndex];
    const tableId = order.table === undefined ? null : (venue.tableIds[order.table - 1] ?? null);
    const courier =
      order.service === 'delivery'
        ? sql.get<{ id: number; name: string; phone: string; transport_type: string }>(
            'SELECT id, name, phone, transport_type FROM couriers WHERE town_id = ? LIMIT 1',
            venue.seed.townId,
          )
        : undefined;
    const values = [
      id,
      orderNumber(id),
      order.userId,
      order.filialId,
      order.service,
      order.status,
      order.payment,
      completed ? 'paid' : 'refunded',
      venue.currency,
      json(items),
      subtotal,
      0,
      deliveryFee,
      0,
      0,
      bonus,
      total,
      order.payment === 'online' ? total : 0,
      tableId,
      address ? json({ ...address, userId: undefined }) : null,
      '',
      '',
      order.table === undefined ? null : 'QR',
      order.reason ?? null,
      courier ? courier.transport_type : null,
      15,
      null,
      courier ? json(courier) : null,
      null,
      json(history),
      created,
      history[history.length - 1]?.at ?? created,
      null,
    ];
    sql.run(`INSERT INTO orders (${ORDER_COLUMNS}) VALUES (${values.map(() => '?').join(', ')})`, ...values);
    if (bonus > 0) {
      sql.run(
        'INSERT INTO bonus_transactions (user_id, currency, amount, kind, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        order.userId,
        venue.currency,
        bonus,
        'cashback',
        id,
        created,
      );
    }
  });
}
