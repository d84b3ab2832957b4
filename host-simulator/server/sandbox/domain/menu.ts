import type { ProductRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';
import type { ServiceKey } from './services.ts';

export type StopState = 'stopped' | 'sold_out';
export type Availability = 'available' | 'stopped' | 'sold_out' | 'unavailable';

export interface GroupLink {
  group_id: number;
  min: number;
  /** The product-specific maximum, or the group's own when the link sets none. */
  max: number;
  position: number;
}

export interface AdditiveGroupRow {
  id: number;
  menu_id: number;
  name: string;
  max: number;
}

export interface AdditiveRow {
  id: number;
  group_id: number;
  name: string;
  price: number;
  position: number;
}

export const MIN_AGE = 21;

export function stopListOf(sql: Sql, filialId: number): Map<number, StopState> {
  return new Map(
    sql
      .all<{ product_id: number; state: StopState }>(
        'SELECT product_id, state FROM stop_list WHERE filial_id = ?',
        filialId,
      )
      .map((row) => [row.product_id, row.state]),
  );
}

export function availabilityOf(
  row: ProductRow,
  stop: StopState | undefined,
  service: ServiceKey | null,
): Availability {
  if (row.is_unavailable) return 'unavailable';
  if (stop) return stop;
  if (service && (JSON.parse(row.unavailable_services) as string[]).includes(service)) return 'unavailable';
  return 'available';
}

/** Additive group links of every product of a menu (or of the given products), keyed by product id. */
export function groupLinksOf(
  sql: Sql,
  menuId: number,
  productIds?: readonly number[],
): Map<number, GroupLink[]> {
  const filter = productIds ? `AND p.id IN (${productIds.map(() => '?').join(', ') || 'NULL'})` : '';
  const rows = sql.all<{
    product_id: number;
    group_id: number;
    min: number;
    max: number | null;
    group_max: number;
    position: number;
  }>(
    `SELECT l.product_id, l.group_id, l.min, l.max, g.max AS group_max, l.position
       FROM product_additive_groups l
       JOIN products p ON p.id = l.product_id
       JOIN additive_groups g ON g.id = l.group_id
      WHERE p.menu_id = ? ${filter}
      ORDER BY l.product_id, l.position`,
    menuId,
    ...(productIds ?? []),
  );
  const links = new Map<number, GroupLink[]>();
  for (const row of rows) {
    const list = links.get(row.product_id) ?? [];
    list.push({
      group_id: row.group_id,
      min: row.min,
      max: row.max ?? row.group_max,
      position: row.position,
    });
    links.set(row.product_id, list);
  }
  return links;
}

export function groupsByIds(sql: Sql, ids: readonly number[]): Map<number, AdditiveGroupRow> {
  if (ids.length === 0) return new Map();
  return new Map(
    sql
      .all<AdditiveGroupRow>(
        `SELECT * FROM additive_groups WHERE id IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      )
      .map((row) => [row.id, row]),
  );
}

export function additivesOfGroups(sql: Sql, groupIds: readonly number[]): Map<number, AdditiveRow[]> {
  const result = new Map<number, AdditiveRow[]>();
  if (groupIds.length === 0) return result;
  const rows = sql.all<AdditiveRow>(
    `SELECT * FROM additives WHERE group_id IN (${groupIds.map(() => '?').join(', ')}) ORDER BY group_id, position`,
    ...groupIds,
  );
  for (const row of rows) {
    const list = result.get(row.group_id) ?? [];
    list.push(row);
    result.set(row.group_id, list);
  }
  return result;
}

export function productsOfMenu(sql: Sql, menuId: number, ids: readonly number[]): ProductRow[] {
  if (ids.length === 0) return [];
  return sql.all<ProductRow>(
    `SELECT * FROM products WHERE menu_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    menuId,
    ...ids,
  );
}

export function favouritesOf(sql: Sql, userId: number | undefined): Set<number> {
  if (userId === undefined) return new Set();
  return new Set(
    sql
      .all<{ product_id: number }>('SELECT product_id FROM favourites WHERE user_id = ?', userId)
      .map((r) => r.product_id),
  );
}
