import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { CARE_DESKS, type CareDesk, isCareCountry } from '../domain/care.ts';
import { acceptTerms, termsStanding } from '../domain/terms.ts';
import { ApiError } from '../http/api-error.ts';
import { attributesOf, numberField } from '../http/body-fields.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { queryObject, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';

function deskResource(desk: CareDesk): Resource {
  return resource('care-contacts', desk.country, {
    country: desk.country,
    phone: desk.phone,
    messengers: desk.messengers.map((messenger) => ({ ...messenger })),
    hours: { ...desk.hours },
  });
}

/**
 * GET takeaway/v1/care/contacts[?filter[country]=kz|ge] (docs/api/care.md): the care desks, open to guests
 * too (a guest in trouble is not always signed in). An unknown country is a 400 naming the parameter.
 */
function careContacts(req: ApiRequest): Reply {
  const country = queryString(queryObject(req.query, 'filter'), 'country');
  if (country !== undefined && !isCareCountry(country)) {
    throw new ApiError(400, {
      code: 'invalid_parameter',
      title: 'filter[country] must be kz or ge',
      source: { parameter: 'filter[country]' },
    });
  }
  const desks = country ? [CARE_DESKS[country]] : Object.values(CARE_DESKS);
  return jsonApi(200, document(desks.map(deskResource)));
}

function termsResource(req: ApiRequest, app: SandboxApp, user: UserRow): Resource {
  const standing = termsStanding(app.sql, user);
  return resource('terms', 'current', {
    current_version: standing.current,
    accepted_version: standing.accepted,
    must_accept: standing.accepted < standing.current,
    published_at: new Date(standing.publishedAt).toISOString(),
    url: `${req.origin}/sandbox/terms?version=${standing.current}`,
  });
}

/** GET api/v3/user/terms: the terms version in force and the one the signed-in guest last accepted. */
function getTerms(req: ApiRequest, app: SandboxApp): Reply {
  return jsonApi(200, document(termsResource(req, app, req.user as UserRow)));
}

/**
 * POST api/v3/user/terms {data: {type: "terms", attributes: {version}}}: accepts the version in force. The
 * version is the one the guest read: an older one (the terms changed again meanwhile) is a 409, so nobody
 * accepts a text they were not shown. Accepting twice is the same as once.
 */
function postTerms(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const version = numberField(attributesOf(req.body), 'version', { required: true, integer: true, min: 1 });
  const standing = termsStanding(app.sql, user);
  if (version !== standing.current) {
    throw new ApiError(409, {
      code: 'terms_version_outdated',
      title: `Version ${standing.current} of the terms is in force, not ${version}`,
      source: { pointer: '/data/attributes/version' },
      meta: { current_version: standing.current },
    });
  }
  acceptTerms(app.sql, user.id, version, app.clock.now());
  return jsonApi(200, document(termsResource(req, app, user)));
}

/** The care desks and the terms consent (docs/api/care.md): sandbox-defined, docs/contract/calls.md#calls-the-sandbox-defines names no path. */
export const CARE_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v1/care/contacts', auth: 'optional', handler: careContacts },
  { method: 'GET', path: 'api/v3/user/terms', auth: 'user', handler: getTerms },
  { method: 'POST', path: 'api/v3/user/terms', auth: 'user', handler: postTerms },
];
