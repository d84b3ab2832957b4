import type { ApiRequest, SandboxApp } from '../app.ts';
import { distanceMetres, type LatLng } from '../domain/geometry.ts';
import type { Venue } from '../domain/venues.ts';
import { badRequest } from '../http/api-error.ts';
import { queryString } from '../http/query.ts';

/** Lower-cased product names of each menu in every language, for the dish part of the search. */
export function menuSearchText(app: SandboxApp): Map<number, string> {
  const key = `search:${app.generation}`;
  const cached = app.menuCache.get(key);
  if (cached) return new Map(JSON.parse(cached) as [number, string][]);
  const rows = app.sql.all<{ menu_id: number; names: string }>(
    "SELECT menu_id, group_concat(name, ' ') AS names FROM products GROUP BY menu_id",
  );
  const entries = rows.map((row) => [row.menu_id, row.names.toLowerCase()] as [number, string]);
  app.menuCache.set(key, JSON.stringify(entries));
  return new Map(entries);
}

/** The menus that have a category (the semi-finished list asks for one). */
export function menusWithCategory(app: SandboxApp, categoryId: number): Set<number> {
  return new Set(
    app.sql
      .all<{ menu_id: number }>('SELECT menu_id FROM categories WHERE id = ?', categoryId)
      .map((r) => r.menu_id),
  );
}

/** The two venues the user ordered from last, latest first. */
export function recentVenueIds(app: SandboxApp, userId: number | null): number[] {
  if (userId === null) return [];
  const rows = app.sql.all<{ filial_id: number }>(
    'SELECT filial_id, MAX(created_at) AS last FROM orders WHERE user_id = ? GROUP BY filial_id ORDER BY last DESC LIMIT 2',
    userId,
  );
  return rows.map((r) => r.filial_id);
}

/** The signed-in user, else the `user_id` query parameter that Home's recent list sends. */
export function userIdOf(req: ApiRequest): number | null {
  if (req.user) return req.user.id;
  const raw = queryString(req.query, 'user_id');
  const n = Number(raw);
  return raw && Number.isInteger(n) ? n : null;
}

/** Sorts by the `sort` parameter (distance, rating, popular, name, id; a leading minus reverses). */
export function sortVenues(venues: Venue[], sort: string, position: LatLng | null, lang: string): Venue[] {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const compare: Record<string, (a: Venue, b: Venue) => number> = {
    distance: (a, b) =>
      position
        ? distanceMetres(position, a.location) - distanceMetres(position, b.location)
        : b.row.popularity - a.row.popularity,
    rating: (a, b) => b.row.rating - a.row.rating || b.row.reviews_count - a.row.reviews_count,
    popular: (a, b) => b.row.popularity - a.row.popularity,
    name: (a, b) => a.row.brand_name.localeCompare(b.row.brand_name, lang) || a.row.id - b.row.id,
    id: (a, b) => a.row.id - b.row.id,
  };
  const fn = compare[key];
  if (!fn)
    throw badRequest(
      'invalid_parameter',
      `sort must be one of ${Object.keys(compare).join(', ')} (prefix - to reverse)`,
      'sort',
    );
  const sorted = [...venues].sort((a, b) => fn(a, b) || a.row.id - b.row.id);
  // rating is already best-first; a leading minus flips whatever the key means.
  return desc ? sorted.reverse() : sorted;
}
