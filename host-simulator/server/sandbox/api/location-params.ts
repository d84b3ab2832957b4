import type { ApiRequest, SandboxApp } from '../app.ts';
import { badRequest } from '../http/api-error.ts';
import { queryInt, queryList } from '../http/query.ts';
import type { LocationContext } from './serialize-location.ts';

/** `page` from 1 and `limit` from 1 to 100. */
export function pageParams(req: ApiRequest): { page: number; limit: number } {
  const page = queryInt(req.query, 'page', 1);
  const limit = queryInt(req.query, 'limit', 20);
  if (page < 1) throw badRequest('invalid_parameter', 'page starts at 1', 'page');
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  return { page, limit };
}

/** The `include` query parameter's names, lower-cased. */
export function includes(req: ApiRequest): Set<string> {
  return new Set(queryList(req.query, 'include').map((s) => s.toLowerCase()));
}

/** The `bbox` query parameter: minLng,minLat,maxLng,maxLat, or null when absent. */
export function parseBbox(req: ApiRequest): number[] | null {
  const list = queryList(req.query, 'bbox').map(Number);
  if (list.length === 0) return null;
  if (list.length !== 4 || list.some((n) => !Number.isFinite(n))) {
    throw badRequest('invalid_parameter', 'bbox must be minLng,minLat,maxLng,maxLat', 'bbox');
  }
  return list;
}

/** What serialising a venue needs: language, clock, position, the extra fields asked for, promo venues. */
export function locationContext(req: ApiRequest, app: SandboxApp, promo: Set<number>): LocationContext {
  return {
    lang: req.lang,
    now: app.clock.now(),
    origin: req.origin,
    position: req.position,
    includeExtra: includes(req).has('extra'),
    promoFilialIds: promo,
  };
}
