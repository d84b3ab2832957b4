import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { distanceMetres, type LatLng, offset } from '../domain/geometry.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { type Language, type LocalText, localise, parseLocalText } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryInt, queryNumber, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { TownRow } from '../store/rows.ts';

interface StreetRow {
  id: number;
  town_id: number;
  name: string;
  district: string;
  latitude: number;
  longitude: number;
  search: string;
}

/** Houses are laid out 12 m apart eastwards from the street's reference point: a stable fake gazetteer. */
function housePosition(street: StreetRow, house: string | null): LatLng {
  const number = house ? Number.parseInt(house, 10) : 0;
  return offset(street, Number.isFinite(number) ? number * 12 : 0, 90);
}

function geoObject(
  street: StreetRow,
  town: TownRow | undefined,
  house: string | null,
  lang: Language,
): Resource {
  const name = localise(parseLocalText(street.name), lang);
  const district = localise(parseLocalText(street.district), lang);
  const city = town ? localise(parseLocalText(town.title), lang) : '';
  const point = housePosition(street, house);
  return resource('geo-objects', `${street.id}-${house ?? '0'}`, {
    title: house ? `${name}, ${house}` : name,
    subtitle: [district, city].filter(Boolean).join(', '),
    geometry: {
      location: { lat: Number(point.latitude.toFixed(6)), long: Number(point.longitude.toFixed(6)) },
    },
    address: { street: name, building: house ?? '', district, city, town_id: street.town_id },
  });
}

function towns(app: SandboxApp): Map<number, TownRow> {
  return new Map(app.sql.all<TownRow>('SELECT * FROM towns').map((t) => [t.id, t]));
}

/**
 * GET geo-service/suggestions/: the query is "street [house], country, town" (docs/contract/calls.md#geo-calls). Every word of the
 * street part must appear in a street's name in some language; a town named in the rest narrows the search.
 */
function suggestions(req: ApiRequest, app: SandboxApp): Reply {
  const query = (queryString(req.query, 'address') ?? '').trim().toLowerCase();
  const limit = queryInt(req.query, 'limit', 3);
  if (limit < 1 || limit > 10) throw badRequest('invalid_parameter', 'limit must be from 1 to 10', 'limit');
  if (!query) return jsonApi(200, document([], { meta: { total: 0 } }));
  const [streetPart = '', ...rest] = query.split(',').map((s) => s.trim());
  const house = /\b(\d+[a-zа-я]?(?:\/\d+)?)\b/i.exec(streetPart)?.[1] ?? null;
  const words = streetPart
    .replace(house ?? '', ' ')
    .split(/[\s.]+/)
    .filter(
      (w) => w.length >= 2 && !['ул', 'пр', 'улица', 'проспект', 'street', 'avenue', 'ave', 'st'].includes(w),
    );
  const allTowns = towns(app);
  const townHint = [...allTowns.values()].find((town) =>
    rest.some((part) =>
      Object.values(parseLocalText(town.title) as LocalText).some((title) => title.toLowerCase() === part),
    ),
  );
  const matches = app.sql
    .all<StreetRow>('SELECT * FROM streets ORDER BY id')
    .filter(
      (street) =>
        (!townHint || street.town_id === townHint.id) &&
        words.length > 0 &&
        words.every((w) => street.search.includes(w)),
    )
    .slice(0, limit);
  return jsonApi(
    200,
    document(
      matches.map((street) => geoObject(street, allTowns.get(street.town_id), house, req.lang)),
      { meta: { total: matches.length } },
    ),
  );
}

/** GET geo-service/reverse-geocode/: the nearest street within 1.5 km, else the town's district; 404 far from any town. */
function reverseGeocode(req: ApiRequest, app: SandboxApp): Reply {
  const lat = queryNumber(req.query, 'lat');
  const long = queryNumber(req.query, 'long');
  if (lat === null || long === null || Math.abs(lat) > 90 || Math.abs(long) > 180) {
    throw badRequest(
      'invalid_parameter',
      'lat and long are required coordinates',
      lat === null ? 'lat' : 'long',
    );
  }
  const point = { latitude: lat, longitude: long };
  const allTowns = towns(app);
  const streets = app.sql
    .all<StreetRow>('SELECT * FROM streets')
    .map((street) => ({ street, distance: distanceMetres(point, street) }))
    .sort((a, b) => a.distance - b.distance);
  const nearest = streets[0];
  if (nearest && nearest.distance <= 1500) {
    const house = String(Math.max(1, Math.round(distanceMetres(point, nearest.street) / 12)));
    return jsonApi(
      200,
      document(geoObject(nearest.street, allTowns.get(nearest.street.town_id), house, req.lang)),
    );
  }
  const town = [...allTowns.values()]
    .filter((t) => t.latitude !== 0)
    .map((t) => ({ town: t, distance: distanceMetres(point, t) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (!town || town.distance > 30_000) {
    throw new ApiError(404, { code: 'location_undetermined', title: MESSAGES.locationUndetermined });
  }
  const district =
    nearest && nearest.street.town_id === town.town.id
      ? localise(parseLocalText(nearest.street.district), req.lang)
      : '';
  const city = localise(parseLocalText(town.town.title), req.lang);
  return jsonApi(
    200,
    document(
      resource('geo-objects', `town-${town.town.id}`, {
        title: district || city,
        subtitle: city,
        geometry: { location: { lat, long } },
        address: { street: '', building: '', district, city, town_id: town.town.id },
      }),
    ),
  );
}

export const GEO_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'geo-service/suggestions', handler: suggestions },
  { method: 'GET', path: 'geo-service/reverse-geocode', handler: reverseGeocode },
];
