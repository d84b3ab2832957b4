import { makeEan13 } from '../domain/barcode.ts';
import type { FilialSettings } from '../domain/filial-settings.ts';
import { type LatLng, offset } from '../domain/geometry.ts';
import { type Currency, toMinor } from '../domain/money.ts';
import { type DayHours, formatClock, localMinutes } from '../domain/schedule.ts';
import type { LocalText } from '../http/language.ts';
import { createPrng, type Prng } from '../prng.ts';
import { SCHEMA_VERSION } from '../store/schema.ts';
import type { Sql } from '../store/sql.ts';
import { BRANDS, FILIAL_CATEGORY } from './brands.ts';
import { type DishSeed, type MenuSeed, type Quad, quadText } from './dish-types.ts';
import { BURGER_MENU } from './menu-burger.ts';
import { COFFEE_MENU } from './menu-coffee.ts';
import { buildFoodHallMenu } from './menu-food-hall.ts';
import { FRIDGE_MENU } from './menu-fridge.ts';
import { KHINKALI_MENU } from './menu-khinkali.ts';
import { TANDYR_MENU } from './menu-tandyr.ts';
import { GEORGIAN_WAITER_NAMES, WAITER_NAMES } from './people.ts';
import { seedPeople } from './seed-people.ts';
import { STREETS, streetByKey } from './streets.ts';
import { CURRENCY_OF, TOWNS, UTC_OFFSET_MINUTES } from './towns.ts';
import { LARGE_VENUE_ID, type ScheduleKind, VENUES, type VenueSeed } from './venues.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What later seeding steps (people, bills, orders) need to know about a menu item. */
export interface SeededItem {
  id: number;
  productId: number;
  key: string;
  menuId: number;
  categoryId: number;
  name: LocalText;
  price: number;
  unavailable: boolean;
  age: boolean;
}

interface SeededVenue {
  seed: VenueSeed;
  menuId: number;
  currency: Currency;
  location: LatLng;
  tableIds: number[];
  waiterIds: number[];
}

export interface SeedContext {
  sql: Sql;
  prng: Prng;
  now: number;
  itemsByMenu: Map<number, SeededItem[]>;
  venues: Map<number, SeededVenue>;
}

export interface SeedReport {
  ms: number;
  counts: Record<string, number>;
}

const MENU_SEEDS: Record<string, MenuSeed> = {
  coffee: COFFEE_MENU,
  burger: BURGER_MENU,
  tandyr: TANDYR_MENU,
  khinkali: KHINKALI_MENU,
  fridge: FRIDGE_MENU,
  'food-hall': buildFoodHallMenu([COFFEE_MENU, BURGER_MENU, TANDYR_MENU, KHINKALI_MENU, FRIDGE_MENU]),
};

const json = (value: unknown) => JSON.stringify(value);
const text = (quad: Quad) => json(quadText(quad));
const price = (dish: Pick<DishSeed, 'kzt' | 'gel'>, currency: Currency) =>
  toMinor(currency === 'KZT' ? dish.kzt : dish.gel);

/**
 * Fills an empty schema. Deterministic for a given seed and clock: the PRNG decides stop lists,
 * popularity and coordinates; the clock places relative schedules, past orders and the deleted account.
 */
export function seedDatabase(sql: Sql, now: number, seed = 1): SeedReport {
  const started = performance.now();
  const ctx: SeedContext = { sql, prng: createPrng(seed), now, itemsByMenu: new Map(), venues: new Map() };
  sql.tx(() => {
    sql.run('INSERT INTO meta (key, value) VALUES (?, ?)', 'schema_version', String(SCHEMA_VERSION));
    sql.run('INSERT INTO meta (key, value) VALUES (?, ?)', 'seeded_at', String(now));
    sql.run('INSERT INTO meta (key, value) VALUES (?, ?)', 'seed', String(seed));
    seedTowns(sql);
    seedStreets(sql);
    const menuIds = seedBrandsAndMenus(ctx);
    seedVenues(ctx, menuIds);
    seedDeliveryTerms(ctx);
    seedPromos(ctx);
    seedPeople(ctx);
  });
  const counts: Record<string, number> = {};
  for (const table of [
    'filials',
    'products',
    'categories',
    'delivery_zones',
    'users',
    'orders',
    'bills',
    'promos',
  ]) {
    counts[table] = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0;
  }
  return { ms: Math.round(performance.now() - started), counts };
}

function seedTowns(sql: Sql): void {
  for (const town of TOWNS) {
    sql.run(
      'INSERT INTO towns VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      town.id,
      town.key,
      town.country,
      CURRENCY_OF[town.country],
      UTC_OFFSET_MINUTES[town.country],
      town.latitude,
      town.longitude,
      json(town.title),
      town.extended ?? false,
    );
  }
}

function seedStreets(sql: Sql): void {
  STREETS.forEach((street, index) => {
    const search = [...street.name, ...street.district].join(' ').toLowerCase();
    sql.run(
      'INSERT INTO streets VALUES (?, ?, ?, ?, ?, ?, ?)',
      index + 1,
      street.townId,
      text(street.name),
      text(street.district),
      street.latitude,
      street.longitude,
      search,
    );
  });
}

/** Returns the menu id of each brand menu, keyed `${brandId}:${currency}`. */
function seedBrandsAndMenus(ctx: SeedContext): Map<string, number> {
  const { sql, prng } = ctx;
  const menuIds = new Map<string, number>();
  const catalogue = new Map<string, number>();
  let menuId = 0;
  let categoryId = 1000;
  let itemId = 1000;
  let groupId = 0;
  let additiveId = 0;
  let barcodeSerial = 10_000;
  for (const brand of BRANDS) {
    sql.run(
      'INSERT INTO brands VALUES (?, ?, ?, ?, ?, ?, ?)',
      brand.id,
      brand.slug,
      brand.name,
      text(brand.description),
      brand.color,
      json(brand.categoryIds),
      brand.privateRewardEnabled,
    );
    for (const { key, currency } of brand.menus) {
      const menu = MENU_SEEDS[key];
      if (!menu) throw new Error(`no menu ${key}`);
      menuId++;
      menuIds.set(`${brand.id}:${currency}`, menuId);
      sql.run(
        'INSERT INTO menus VALUES (?, ?, ?, ?)',
        menuId,
        brand.id,
        currency,
        `${brand.name} ${currency}`,
      );

      const groupIds = new Map<string, number>();
      for (const group of menu.additiveGroups) {
        groupId++;
        groupIds.set(group.key, groupId);
        sql.run(
          'INSERT INTO additive_groups VALUES (?, ?, ?, ?)',
          groupId,
          menuId,
          text(group.name),
          group.max,
        );
        group.options.forEach((option, position) => {
          additiveId++;
          sql.run(
            'INSERT INTO additives VALUES (?, ?, ?, ?, ?)',
            additiveId,
            groupId,
            text(option.name),
            price(option, currency),
            position,
          );
        });
      }

      const items: SeededItem[] = [];
      const unavailableIndex = menu.key === 'fridge' ? -1 : prng.int(0, 6);
      menu.categories.forEach((category, categoryPosition) => {
        const id = category.id ?? ++categoryId;
        sql.run(
          'INSERT INTO categories VALUES (?, ?, ?, ?, ?, ?)',
          id,
          menuId,
          categoryPosition,
          text(category.name),
          true,
          menu.key !== 'food-hall' || categoryPosition % 3 !== 2,
        );
        category.dishes.forEach((dish, position) => {
          itemId++;
          const catalogueKey = `${brand.id}:${dish.key}`;
          let productId = catalogue.get(catalogueKey);
          if (productId === undefined) {
            productId = 50_000 + catalogue.size + 1;
            catalogue.set(catalogueKey, productId);
          }
          const oldPrice =
            dish.oldKzt !== undefined && dish.oldGel !== undefined
              ? price({ kzt: dish.oldKzt, gel: dish.oldGel }, currency)
              : null;
          const unavailable = items.length === unavailableIndex;
          const barcode =
            menu.key === 'fridge' ? makeEan13(currency === 'GEL' ? '486' : '487', ++barcodeSerial) : null;
          sql.run(
            `INSERT INTO products VALUES (${Array(23).fill('?').join(', ')})`,
            itemId,
            menuId,
            id,
            productId,
            `${brand.slug}-${dish.key}-${currency}`.toLowerCase(),
            position,
            text(dish.name),
            text(dish.description),
            price(dish, currency),
            oldPrice,
            null,
            oldPrice === null ? null : 5,
            oldPrice === null ? null : 10,
            dish.cook,
            dish.weight,
            dish.unit,
            barcode,
            dish.age ?? null,
            json(dish.unavailable ?? []),
            unavailable,
            prng.int(0, 1000),
            `products/${productId}`,
            '[]',
          );
          (dish.additives ?? []).forEach((groupKey, groupPosition) => {
            const gid = groupIds.get(groupKey);
            if (gid === undefined) throw new Error(`menu ${menu.key} has no additive group ${groupKey}`);
            sql.run(
              'INSERT INTO product_additive_groups VALUES (?, ?, ?, ?, ?)',
              itemId,
              gid,
              menu.additiveGroups.find((g) => g.key === groupKey)?.min ?? 0,
              null,
              groupPosition,
            );
          });
          items.push({
            id: itemId,
            productId,
            key: dish.key,
            menuId,
            categoryId: id,
            name: quadText(dish.name),
            price: price(dish, currency),
            unavailable,
            age: dish.age !== undefined,
          });
        });
      });
      ctx.itemsByMenu.set(menuId, items);
      seedCrossSell(ctx, items);
    }
  }
  return menuIds;
}

/** Cross-sell: for each item, the three most popular items of the menu's other categories. */
function seedCrossSell(ctx: SeedContext, items: SeededItem[]): void {
  const popularity = new Map(
    ctx.sql
      .all<{ id: number; popularity: number }>(
        'SELECT id, popularity FROM products WHERE menu_id = ?',
        items[0]?.menuId ?? 0,
      )
      .map((row) => [row.id, row.popularity]),
  );
  const ranked = items
    .filter((item) => !item.unavailable && !item.age)
    .sort((a, b) => (popularity.get(b.id) ?? 0) - (popularity.get(a.id) ?? 0));
  for (const item of items) {
    const pairs = ranked
      .filter((other) => other.categoryId !== item.categoryId)
      .slice(0, 3)
      .map((other) => other.id);
    ctx.sql.run('UPDATE products SET pairs_with = ? WHERE id = ?', json(pairs), item.id);
  }
}

function localClockAt(now: number, offsetMinutes: number, deltaMinutes: number, roundUp: boolean): string {
  const minutes = localMinutes(now, offsetMinutes) + deltaMinutes;
  const rounded = roundUp ? Math.ceil(minutes / 5) * 5 : Math.floor(minutes / 5) * 5;
  return formatClock(rounded);
}

function everyDay(from: string, to: string): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from, to }));
}

function scheduleFor(
  venue: VenueSeed,
  now: number,
  offsetMinutes: number,
): { days: DayHours[]; breakTime: [string, string] | null } {
  const kind: ScheduleKind = venue.schedule;
  const at = (delta: number, up = true) => localClockAt(now, offsetMinutes, delta, up);
  switch (kind) {
    case 'standard':
      return {
        days: [1, 2, 3, 4, 5, 6, 7].map((day) =>
          day <= 5 ? { day, from: '08:00', to: '22:00' } : { day, from: '09:00', to: '23:00' },
        ),
        breakTime: venue.breakTime ?? null,
      };
    case 'weekend-late':
      return {
        days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          from: '11:00',
          to: day === 5 || day === 6 ? '02:00' : '23:00',
        })),
        breakTime: venue.breakTime ?? null,
      };
    case 'round-the-clock':
      return { days: everyDay('00:00', '00:00'), breakTime: null };
    case 'round-the-clock-2359':
      return { days: everyDay('00:00', '23:59'), breakTime: null };
    case 'late-night':
      return { days: everyDay('10:00', '02:00'), breakTime: venue.breakTime ?? null };
    case 'to-midnight':
      return { days: everyDay('12:00', '00:00'), breakTime: venue.breakTime ?? null };
    case 'day-market':
      return {
        days: [2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '08:00', to: '20:00' })),
        breakTime: null,
      };
    case 'closing-soon': {
      const close = 35 + (venue.closeInAdvance ?? 0);
      return { days: everyDay(at(close - 12 * 60), at(close)), breakTime: null };
    }
    case 'closed-now':
      return { days: everyDay(at(180), at(180 + 8 * 60)), breakTime: null };
    case 'on-break':
      return { days: everyDay(at(-300, false), at(420)), breakTime: [at(-20, false), at(40)] };
  }
}

function polygonAround(prng: Prng, centre: LatLng, radius: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const p = offset(centre, radius * (0.85 + prng.next() * 0.3), i * 45);
    points.push([Number(p.latitude.toFixed(6)), Number(p.longitude.toFixed(6))]);
  }
  return points;
}

function phoneFor(venue: VenueSeed, prng: Prng): string {
  const tail = `${prng.int(200, 399)} ${prng.int(10, 99)} ${prng.int(10, 99)}`;
  if (venue.townId === 1) return `+7 727 ${tail}`;
  if (venue.townId === 2) return `+7 7172 ${tail}`;
  return `+995 32 2${tail.slice(1)}`;
}

/** A calm day's minutes to a takeaway order, by kind of venue; a fridge's goods are ready on the shelf. */
const PREP_MINUTES: Record<VenueSeed['kind'], number | null> = {
  cafe: 10,
  'food-hall': 15,
  restaurant: 20,
  fridge: null,
};

function seedVenues(ctx: SeedContext, menuIds: Map<string, number>): void {
  const { sql, prng, now } = ctx;
  let zoneId = 0;
  let tableId = 0;
  let waiterId = 0;
  for (const venue of VENUES) {
    const brand = BRANDS.find((b) => b.id === venue.brandId);
    const town = TOWNS.find((t) => t.id === venue.townId);
    if (!brand || !town) throw new Error(`venue ${venue.id}: unknown brand or town`);
    const currency = CURRENCY_OF[town.country];
    const menuId = menuIds.get(`${brand.id}:${currency}`);
    if (menuId === undefined) throw new Error(`brand ${brand.slug} has no ${currency} menu`);
    const street = streetByKey(venue.street);
    const location = offset(street, prng.int(50, 450), prng.int(0, 359));
    const offsetMinutes = UTC_OFFSET_MINUTES[town.country];
    const { days, breakTime } = scheduleFor(venue, now, offsetMinutes);
    const hasDelivery = venue.services.includes('delivery') || venue.services.includes('vendor_delivery');
    const categoryIds = [
      ...brand.categoryIds,
      ...(venue.services.includes('express') ? [FILIAL_CATEGORY.express] : []),
    ];
    const settings: FilialSettings = {
      service_percentage: venue.servicePercentage ?? 0,
      linked_terminals: [],
      is_check_pulling_enabled: venue.checkPulling ?? false,
      exclude_from_terminal_linking: venue.kind === 'fridge',
      has_tablet: venue.hasTablet ?? false,
      vendor_delivery_enabled: venue.vendor !== undefined,
      vendor_delivery_cost: venue.vendor ? toMinor(venue.vendor.cost) : 0,
      vendor_max_sum: venue.vendor ? toMinor(venue.vendor.max) : 0,
      vendor_min_sum: venue.vendor ? toMinor(venue.vendor.min) : 0,
      is_loyalty_balance_button_disabled: venue.kind === 'fridge',
      private_reward_enabled: brand.privateRewardEnabled,
      close_in_advance_minutes: venue.closeInAdvance ?? 0,
      is_payment_button_disabled: false,
      is_online_payment_disabled: venue.onlineDisabled ?? false,
      is_cash_enabled: venue.cash ?? false,
      max_bonus_usage_percentage: venue.maxBonusPercent ?? 0,
    };
    const socials = [{ name: 'instagram', link: `https://instagram.com/${brand.slug.replace('-', '')}` }];
    if (venue.kind !== 'fridge' && venue.id !== 16)
      socials.push({ name: 'telegram', link: `https://t.me/${brand.slug.replace('-', '_')}_${venue.id}` });
    const brandName = venue.brandName ?? brand.name;
    const title = venue.title
      ? quadText(venue.title)
      : quadText([brandName, brandName, brandName, brandName]);
    const address = quadText(street.name.map((name) => `${name}, ${venue.house}`) as Quad);
    const rush = venue.rush ?? 'normal';
    const innerZoneCost = currency === 'KZT' ? 490 : 3;
    sql.run(
      `INSERT INTO filials VALUES (${Array(29).fill('?').join(', ')})`,
      venue.id,
      brand.id,
      town.id,
      menuId,
      brandName,
      venue.kind,
      json(title),
      json(address),
      phoneFor(venue, prng),
      Number(location.latitude.toFixed(6)),
      Number(location.longitude.toFixed(6)),
      json(days),
      breakTime?.[0] ?? null,
      breakTime?.[1] ?? null,
      rush,
      rush === 'overloaded' ? 30 : rush === 'busy' ? 15 : 0,
      hasDelivery ? (venue.delivery ?? 'open') : 'closed',
      venue.delivery === 'weather_issues' ? 20 : venue.delivery === 'night_shift' ? 15 : 0,
      json(venue.services),
      json(categoryIds),
      venue.rating,
      prng.int(40, 2400),
      toMinor(currency === 'KZT' ? 3000 : 15),
      json(settings),
      json(socials),
      venue.kind === 'fridge' ? (venue.lockOffline ? 'offline' : 'online') : null,
      prng.int(100, 5000),
      PREP_MINUTES[venue.kind],
      hasDelivery ? toMinor(innerZoneCost) : null,
    );

    if (hasDelivery) {
      const zones: [string, number, number, number][] = [
        ['inner', 2500, innerZoneCost, currency === 'KZT' ? 3000 : 15],
        ['outer', 6000, currency === 'KZT' ? 990 : 6, currency === 'KZT' ? 5000 : 25],
      ];
      zones.forEach(([name, radius, cost, min], priority) => {
        sql.run(
          'INSERT INTO delivery_zones VALUES (?, ?, ?, ?, ?, ?, ?)',
          ++zoneId,
          venue.id,
          name,
          json(polygonAround(prng, location, radius)),
          toMinor(cost),
          toMinor(min),
          priority,
        );
      });
    }

    const tableIds: number[] = [];
    const waiterIds: number[] = [];
    if (venue.tables) {
      const names = currency === 'GEL' ? GEORGIAN_WAITER_NAMES : WAITER_NAMES;
      for (let w = 0; w < 3; w++) {
        waiterIds.push(++waiterId);
        sql.run(
          'INSERT INTO waiters VALUES (?, ?, ?)',
          waiterId,
          venue.id,
          names[(venue.id + w) % names.length] ?? 'Waiter',
        );
      }
      for (let number = 1; number <= venue.tables; number++) {
        tableIds.push(++tableId);
        const qr = `https://dastarkhan.app/filials/${venue.id}?filial_id=${venue.id}&table_id=${tableId}&main_terminal_id=${venue.id}&source=QR`;
        sql.run(
          'INSERT INTO restaurant_tables VALUES (?, ?, ?, ?, ?)',
          tableId,
          venue.id,
          number,
          waiterIds[number % waiterIds.length] ?? waiterId,
          qr,
        );
      }
    }
    ctx.venues.set(venue.id, { seed: venue, menuId, currency, location, tableIds, waiterIds });

    const candidates = (ctx.itemsByMenu.get(menuId) ?? []).filter((item) => !item.unavailable);
    const [stopped, soldOut] = venue.id === LARGE_VENUE_ID ? [15, 10] : [2, 1];
    const chosen = new Set<number>();
    while (chosen.size < stopped + soldOut && chosen.size < candidates.length)
      chosen.add(prng.pick(candidates).id);
    [...chosen].forEach((productId, index) => {
      sql.run(
        'INSERT INTO stop_list VALUES (?, ?, ?)',
        venue.id,
        productId,
        index < stopped ? 'stopped' : 'sold_out',
      );
    });
  }
}

function seedDeliveryTerms(ctx: SeedContext): void {
  const { sql, now } = ctx;
  const rules: [string, string, number, number, number, number, number][] = [
    ['kz', 'FOOT', 490, 100, 5, 3, 5],
    ['kz', 'CAR', 790, 150, 25, 30, 8],
    ['ge', 'FOOT', 3, 0.5, 5, 3, 5],
    ['ge', 'CAR', 5, 1, 25, 30, 8],
  ];
  rules.forEach(([country, transport, base, perKm, speed, maxKm, pickup], index) => {
    sql.run(
      'INSERT INTO tariff_rules VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      index + 1,
      country,
      transport,
      toMinor(base),
      toMinor(perKm),
      speed,
      maxKm,
      pickup,
    );
  });
  const deliveryTerminals = (brandId: number) =>
    VENUES.filter(
      (v) =>
        v.brandId === brandId && (v.services.includes('delivery') || v.services.includes('vendor_delivery')),
    ).map((v) => v.id);
  const tiersKzt = [
    { from: 0, to: 4999, amount: 0, discount: 0 },
    { from: 5000, to: 9999, amount: 5000, discount: 300 },
    { from: 10000, to: null, amount: 10000, discount: 990 },
  ];
  const tiersGel = [
    { from: 0, to: 24.99, amount: 0, discount: 0 },
    { from: 25, to: 49.99, amount: 25, discount: 2 },
    { from: 50, to: null, amount: 50, discount: 6 },
  ];
  const subsidies: [number, Quad, typeof tiersKzt, number, number, number[] | null][] = [
    [
      1,
      ['Жеткізуге жеңілдік', 'Скидка на доставку', 'Delivery discount', 'მიწოდების ფასდაკლება'],
      tiersKzt,
      now - 30 * DAY,
      now + 60 * DAY,
      null,
    ],
    [
      2,
      ['Тегін жеткізу', 'Бесплатная доставка', 'Free delivery', 'უფასო მიწოდება'],
      tiersKzt,
      now - 10 * DAY,
      now + 20 * DAY,
      null,
    ],
    [
      4,
      ['Жеткізу жеңілдігі', 'Скидка на доставку', 'Delivery discount', 'მიწოდების ფასდაკლება'],
      tiersGel,
      now - 30 * DAY,
      now + 60 * DAY,
      [43, 45],
    ],
    [
      3,
      ['Өткен науқан', 'Прошедшая акция', 'Past campaign', 'დასრულებული აქცია'],
      tiersKzt,
      now - 60 * DAY,
      now - 5 * DAY,
      null,
    ],
  ];
  subsidies.forEach(([brandId, title, tiers, starts, ends, terminals], index) => {
    const deliveryPrice = (discount: number) => Math.max(0, (brandId === 4 ? 3 : 490) - discount);
    const stored = tiers.map((tier) => ({ ...tier, delivery_price: deliveryPrice(tier.discount) }));
    sql.run(
      'INSERT INTO subsidies VALUES (?, ?, ?, ?, ?, ?, ?)',
      index + 1,
      brandId,
      json(terminals ?? deliveryTerminals(brandId)),
      text(title),
      json(stored),
      starts,
      ends,
    );
  });
}

function seedPromos(ctx: SeedContext): void {
  const { sql, now } = ctx;
  const productIdOf = (brandId: number, key: string): number => {
    const row = sql.get<{ product_id: number }>(
      'SELECT p.product_id FROM products p JOIN menus m ON m.id = p.menu_id WHERE m.brand_id = ? AND p.external_id LIKE ? LIMIT 1',
      brandId,
      `%-${key}-%`,
    );
    if (!row) throw new Error(`promo product ${key} not found`);
    return row.product_id;
  };
  const promos: [number, Quad, Quad, string[], number, number, boolean][] = [
    [
      1,
      ['Мокко аптасы', 'Неделя мокко', 'Mocha week', 'მოკას კვირა'],
      ['Мокко арзандады', 'Мокко по спеццене', 'Mocha at a special price', 'მოკა სპეციალურ ფასად'],
      ['mocha'],
      now - 3 * DAY,
      now + 4 * DAY,
      false,
    ],
    [
      2,
      ['Комбо ұсыныстары', 'Комбо-предложения', 'Combo deals', 'კომბო შეთავაზებები'],
      ['Комболар арзанырақ', 'Комбо дешевле', 'Combos for less', 'კომბოები იაფად'],
      ['combo-classic', 'combo-chicken'],
      now - 7 * DAY,
      now + 14 * DAY,
      false,
    ],
    [
      3,
      ['Шашлық кештері', 'Шашлычные вечера', 'Shashlyk evenings', 'მწვადის საღამოები'],
      [
        'Қой шашлығына жеңілдік',
        'Скидка на шашлык из баранины',
        'Lamb shashlyk discount',
        'ფასდაკლება ცხვრის მწვადზე',
      ],
      ['lamb-shashlyk'],
      now - 1 * DAY,
      now + 30 * DAY,
      false,
    ],
    [
      4,
      ['Саңырауқұлақты хинкали', 'Хинкали с грибами', 'Mushroom khinkali', 'სოკოს ხინკალი'],
      ['Жаңа дәм', 'Новый вкус по акции', 'A new taste on offer', 'ახალი გემო აქციით'],
      ['khinkali-mushroom'],
      now - 2 * DAY,
      now + 12 * DAY,
      false,
    ],
    [
      5,
      ['Цезарь -20%', 'Цезарь -20%', 'Caesar -20%', 'ცეზარი -20%'],
      ['Тоңазытқыштағы салатқа', 'На салат в холодильнике', 'On the fridge salad', 'მაცივრის სალათზე'],
      ['fr-caesar'],
      now - 5 * DAY,
      now + 9 * DAY,
      false,
    ],
    [
      1,
      ['Жазғы лимонад', 'Летний лимонад', 'Summer lemonade', 'ზაფხულის ლიმონათი'],
      ['Аяқталған акция', 'Завершённая акция', 'A finished promotion', 'დასრულებული აქცია'],
      ['lemonade'],
      now - 40 * DAY,
      now - 10 * DAY,
      false,
    ],
    [
      2,
      ['Алғашқы тапсырысқа', 'Первый заказ', 'Your first order', 'პირველი შეკვეთა'],
      [
        'Алғашқы тапсырысқа балмұздақ',
        'Мороженое к первому заказу',
        'Ice cream with your first order',
        'ნაყინი პირველ შეკვეთაზე',
      ],
      ['ice-cream'],
      now - 30 * DAY,
      now + 60 * DAY,
      true,
    ],
  ];
  promos.forEach(([brandId, title, description, keys, starts, ends, forNewUsers], index) => {
    const id = index + 1;
    const productIds = keys.map((key) => productIdOf(brandId, key));
    sql.run(
      'INSERT INTO promos VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      brandId,
      null,
      text(title),
      text(description),
      json(productIds),
      starts,
      ends,
      forNewUsers,
      index,
    );
    const placeholders = productIds.map(() => '?').join(', ');
    sql.run(
      `UPDATE products SET reward_id = ? WHERE old_price IS NOT NULL AND reward_id IS NULL AND product_id IN (${placeholders})`,
      id,
      ...productIds,
    );
  });
}
