import type { SandboxApp } from '../app.ts';
import type { ApiErrorInit } from '../http/api-error.ts';
import { type Fields, moneyField, numberField } from '../http/body-fields.ts';
import { type Language, localiseJson, parseLocalText } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import type { ProductRow } from '../store/rows.ts';
import { type AdditiveProblems, chosenAdditives } from './order-additives.ts';
import { fail, pointer } from './order-problems.ts';
import type { StoredOrderItem } from './order-types.ts';
import { additivesOfGroups, availabilityOf, groupLinksOf, stopListOf } from './menu.ts';
import { toMajor } from './money.ts';
import type { ServiceKey } from './services.ts';
import type { Venue } from './venues.ts';

export interface PricedLines {
  items: StoredOrderItem[];
  subtotal: number;
  promoDiscount: number;
  cookingMinutes: number;
  ageRestricted: string[];
}

interface LineProblems extends AdditiveProblems {
  unavailable: ApiErrorInit[];
}

function checkLineCount(lines: Fields[]): void {
  if (lines.length === 0)
    fail(422, { code: 'empty_order', title: MESSAGES.emptyOrder, source: { pointer: pointer('items') } });
  if (lines.length > 100)
    fail(422, {
      code: 'too_many_items',
      title: 'At most 100 lines per order',
      source: { pointer: pointer('items') },
    });
}

function productIdsOf(lines: Fields[]): number[] {
  return lines.map(
    (line, i) =>
      numberField(line, 'product_id', {
        required: true,
        integer: true,
        pointer: pointer(`items/${i}/product_id`),
      }) as number,
  );
}

/** The menu as it is now for the ordered products: rows, stop list, additive groups and additives. */
function menuNow(app: SandboxApp, venue: Venue, ids: number[]) {
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
  return { rows, links, additives, stops: stopListOf(app.sql, venue.row.id) };
}

function deletedItem(productId: number, at: (field: string) => string): ApiErrorInit {
  return {
    code: 'item_deleted',
    title: MESSAGES.itemsUnavailable,
    detail: `Product ${productId} is no longer on the menu`,
    source: { pointer: at('product_id') },
    meta: { product_id: productId, state: 'deleted' },
  };
}

/** A product on the menu that cannot be ordered now: stopped, sold out or not for this service. */
function unavailableItem(
  row: ProductRow,
  state: string,
  name: string,
  at: (f: string) => string,
): ApiErrorInit {
  return {
    code: `item_${state}`,
    title: MESSAGES.itemsUnavailable,
    detail: `${name}: ${state}`,
    source: { pointer: at('product_id') },
    meta: { product_id: row.id, name, state },
  };
}

function changedPrice(row: ProductRow, shown: number, name: string, at: (f: string) => string): ApiErrorInit {
  return {
    code: 'price_changed',
    title: MESSAGES.priceChanged,
    detail: `${name}: ${toMajor(shown)} → ${toMajor(row.price)}`,
    source: { pointer: at('price') },
    meta: { product_id: row.id, name, shown_price: toMajor(shown), price: toMajor(row.price) },
  };
}

function promoLimitExceeded(row: ProductRow, name: string, at: (f: string) => string): ApiErrorInit {
  return {
    code: 'promo_limit',
    title: MESSAGES.promoLimit,
    detail: `${name}: at most ${row.promo_limit}`,
    source: { pointer: at('count') },
    meta: { product_id: row.id, name, promo_limit: row.promo_limit },
  };
}

/**
 * Validates and prices the lines against the menu as it is now. Problems of one kind are reported
 * together, one error per line, so the client can fix the whole cart at once: first lines that cannot be
 * ordered (stopped, sold out, not for this service, deleted), then additive choices, then prices that
 * changed since the client read the menu.
 */
export function priceLines(
  app: SandboxApp,
  venue: Venue,
  service: ServiceKey,
  lines: Fields[],
  lang: Language,
): PricedLines {
  checkLineCount(lines);
  const ids = productIdsOf(lines);
  const menu = menuNow(app, venue, ids);
  const problems: LineProblems = { unavailable: [], badAdditives: [], changed: [] };
  const priced: PricedLines = {
    items: [],
    subtotal: 0,
    promoDiscount: 0,
    cookingMinutes: 0,
    ageRestricted: [],
  };

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
    const row = menu.rows.get(productId);
    if (!row) {
      problems.unavailable.push(deletedItem(productId, at));
      return;
    }
    const name = localiseJson(row.name, lang);
    const state = availabilityOf(row, menu.stops.get(row.id), service);
    if (state !== 'available') {
      problems.unavailable.push(unavailableItem(row, state, name, at));
      return;
    }
    if (row.reward_id !== null && row.promo_limit !== null && count > row.promo_limit)
      problems.changed.push(promoLimitExceeded(row, name, at));
    const links = menu.links.get(row.id) ?? [];
    const context = { productId, name, links, additives: menu.additives, lang, at };
    const stored = chosenAdditives(line, context, problems);
    if (shownPrice !== row.price) problems.changed.push(changedPrice(row, shownPrice, name, at));
    if (row.age_restriction) priced.ageRestricted.push(name);
    priced.cookingMinutes = Math.max(priced.cookingMinutes, row.cooking_time);
    if (row.old_price !== null) priced.promoDiscount += (row.old_price - row.price) * count;
    const unit = row.price + stored.reduce((sum, a) => sum + a.price * a.count, 0);
    priced.items.push({
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

  for (const kind of [problems.unavailable, problems.badAdditives, problems.changed])
    if (kind.length) fail(422, kind[0] as ApiErrorInit, kind);
  priced.subtotal = priced.items.reduce((sum, item) => sum + item.total, 0);
  return priced;
}
