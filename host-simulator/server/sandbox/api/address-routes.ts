import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { distanceMetres } from '../domain/geometry.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { type LocalText, localise } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { attributesOf, boolField, numberField, objectField, stringField } from '../http/body-fields.ts';
import { intParam } from './venue-params.ts';

const MAX_ADDRESSES = 20;
const TEXT_FIELDS = [
  'title',
  'city',
  'street',
  'building',
  'entrance',
  'floor',
  'apartment',
  'comment',
] as const;

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });
const DONE = {
  added: t('Мекенжай қосылды', 'Адрес добавлен', 'The address was added', 'მისამართი დაემატა'),
  updated: t('Мекенжай жаңартылды', 'Адрес обновлён', 'The address was updated', 'მისამართი განახლდა'),
  deleted: t('Мекенжай жойылды', 'Адрес удалён', 'The address was deleted', 'მისამართი წაიშალა'),
};

interface AddressRow {
  id: number;
  user_id: number;
  title: string;
  city: string;
  street: string;
  building: string;
  entrance: string;
  floor: string;
  apartment: string;
  comment: string;
  is_private_house: number;
  latitude: number;
  longitude: number;
  created_at: number;
  updated_at: number;
}

function addressResource(row: AddressRow, req: ApiRequest): Resource {
  return resource('addresses', row.id, {
    id: row.id,
    title: row.title,
    city: row.city,
    street: row.street,
    building: row.building,
    entrance: row.entrance,
    floor: row.floor,
    apartment: row.apartment,
    comment: row.comment,
    is_private_house: row.is_private_house === 1,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    distance: req.position ? Math.round(distanceMetres(req.position, row)) : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  });
}

/**
 * The address fields (docs/contract/validation.md#address-creation: empty strings for missing optional fields, coordinates required), from
 * {coordinates: {latitude, longitude}} or top-level latitude/longitude.
 */
function readAddress(req: ApiRequest) {
  const attributes = attributesOf(req.body);
  const coordinates = objectField(attributes, 'coordinates') ?? attributes;
  const hasCoordinates = coordinates.latitude !== undefined && coordinates.longitude !== undefined;
  if (!hasCoordinates) {
    throw new ApiError(422, {
      code: 'coordinates_required',
      title: MESSAGES.addressInvalid,
      detail: 'coordinates {latitude, longitude} are required',
      source: { pointer: '/data/attributes/coordinates' },
    });
  }
  const latitude = numberField(coordinates, 'latitude', {
    required: true,
    min: -90,
    max: 90,
    pointer: '/data/attributes/coordinates/latitude',
  }) as number;
  const longitude = numberField(coordinates, 'longitude', {
    required: true,
    min: -180,
    max: 180,
    pointer: '/data/attributes/coordinates/longitude',
  }) as number;
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => [
      field,
      stringField(attributes, field, { max: field === 'comment' ? 500 : 200 }) ?? '',
    ]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const isPrivate = boolField(attributes, 'is_private_house') ?? text.apartment === 'Частный';
  return { ...text, is_private_house: isPrivate, latitude, longitude };
}

function ownAddress(req: ApiRequest, app: SandboxApp): AddressRow {
  const row = app.sql.get<AddressRow>(
    'SELECT * FROM addresses WHERE id = ? AND user_id = ?',
    intParam(req, 'id'),
    (req.user as UserRow).id,
  );
  if (!row) throw new ApiError(404, { code: 'address_not_found', title: MESSAGES.addressNotFound });
  return row;
}

function byId(app: SandboxApp, id: number): AddressRow {
  return app.sql.get<AddressRow>('SELECT * FROM addresses WHERE id = ?', id) as AddressRow;
}

function createAddress(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const count =
    app.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?', user.id)?.n ?? 0;
  if (count >= MAX_ADDRESSES)
    throw new ApiError(422, {
      code: 'too_many_addresses',
      title: MESSAGES.addressInvalid,
      detail: `At most ${MAX_ADDRESSES} addresses`,
    });
  const a = readAddress(req);
  const now = app.clock.now();
  const { lastId } = app.sql.run(
    `INSERT INTO addresses (user_id, title, city, street, building, entrance, floor, apartment, comment, is_private_house,
       latitude, longitude, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    user.id,
    a.title,
    a.city,
    a.street,
    a.building,
    a.entrance,
    a.floor,
    a.apartment,
    a.comment,
    a.is_private_house,
    a.latitude,
    a.longitude,
    now,
    now,
  );
  return jsonApi(
    201,
    document(addressResource(byId(app, lastId), req), { meta: { message: localise(DONE.added, req.lang) } }),
    {
      location: `/proxy/profile/api/v1/address/${lastId}`,
    },
  );
}

function listAddresses(req: ApiRequest, app: SandboxApp): Reply {
  const rows = app.sql.all<AddressRow>(
    'SELECT * FROM addresses WHERE user_id = ? ORDER BY id',
    (req.user as UserRow).id,
  );
  return jsonApi(
    200,
    document(
      rows.map((row) => addressResource(row, req)),
      { meta: { total: rows.length } },
    ),
  );
}

function getAddress(req: ApiRequest, app: SandboxApp): Reply {
  return jsonApi(200, document(addressResource(ownAddress(req, app), req)));
}

function updateAddress(req: ApiRequest, app: SandboxApp): Reply {
  const row = ownAddress(req, app);
  const a = readAddress(req);
  app.sql.run(
    `UPDATE addresses SET title = ?, city = ?, street = ?, building = ?, entrance = ?, floor = ?, apartment = ?, comment = ?,
       is_private_house = ?, latitude = ?, longitude = ?, updated_at = ? WHERE id = ?`,
    a.title,
    a.city,
    a.street,
    a.building,
    a.entrance,
    a.floor,
    a.apartment,
    a.comment,
    a.is_private_house,
    a.latitude,
    a.longitude,
    app.clock.now(),
    row.id,
  );
  return jsonApi(
    200,
    document(addressResource(byId(app, row.id), req), {
      meta: { message: localise(DONE.updated, req.lang) },
    }),
  );
}

function deleteAddress(req: ApiRequest, app: SandboxApp): Reply {
  const row = ownAddress(req, app);
  app.sql.run('DELETE FROM addresses WHERE id = ?', row.id);
  return jsonApi(200, {
    meta: { message: localise(DONE.deleted, req.lang), deleted_id: row.id },
    jsonapi: { version: '1.1' },
  });
}

export const ADDRESS_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: 'profile/api/v1/address',
    auth: 'user',
    idempotency: 'honoured',
    handler: createAddress,
  },
  { method: 'GET', path: 'profile/api/v1/address', auth: 'user', handler: listAddresses },
  { method: 'GET', path: 'profile/api/v1/address/:id', auth: 'user', handler: getAddress },
  { method: 'PUT', path: 'profile/api/v1/address/:id', auth: 'user', handler: updateAddress },
  { method: 'DELETE', path: 'profile/api/v1/address/:id', auth: 'user', handler: deleteAddress },
];
