import type { ApiRequest, SandboxApp } from '../app.ts';
import { parseService, type ServiceKey } from '../domain/services.ts';
import { loadVenue, type Venue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryRequiredInt, queryString } from '../http/query.ts';

export function venueOrThrow(app: SandboxApp, id: number): Venue {
  const venue = loadVenue(app.sql, id);
  if (!venue)
    throw new ApiError(404, {
      code: 'filial_not_found',
      title: MESSAGES.filialNotFound,
      meta: { filial_id: id },
    });
  return venue;
}

/** The venue named by the filial_id query parameter (required). */
export function venueFromQuery(req: ApiRequest, app: SandboxApp, key = 'filial_id'): Venue {
  return venueOrThrow(app, queryRequiredInt(req.query, key));
}

export function serviceFromQuery(req: ApiRequest, key = 'service_type'): ServiceKey | null {
  const raw = queryString(req.query, key);
  if (raw === undefined || raw === '') return null;
  const service = parseService(raw);
  if (!service)
    throw badRequest(
      'invalid_parameter',
      `${key} must be takeaway, express, delivery, micromarket or vendor_delivery (or 1, 3, 4, 5, 6)`,
      key,
    );
  return service;
}

/**
 * A path id written in decimal digits only: Number() alone would also read `0x10`, `1e3`, `1.0` or ` 16` as
 * whole numbers and answer for an id the client never meant (400, not the 404 of a real id).
 */
export function intParam(req: ApiRequest, name: string): number {
  const raw = req.params[name] ?? '';
  const value = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(value))
    throw badRequest('invalid_parameter', `${name} must be a whole number`, name);
  return value;
}
