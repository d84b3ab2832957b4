import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { toMajor } from '../domain/money.ts';
import { placeOrder } from '../domain/place-order.ts';
import {
  authorisedSession,
  createTabletSession,
  kioskUserRow,
  linkTabletOrder,
  TABLET_TOKEN_HEADER,
  type TabletSessionRow,
  tabletOrders,
} from '../domain/tablet.ts';
import { paymentTypesOf } from '../domain/filial-settings.ts';
import { paymentUrl } from '../domain/payments.ts';
import { imageUrl } from '../images/image-urls.ts';
import { ApiError } from '../http/api-error.ts';
import { attributesOf, boolField, nameField, numberField } from '../http/body-fields.ts';
import { document, resource } from '../http/jsonapi.ts';
import { localiseJson } from '../http/language.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { BrandRow } from '../store/rows.ts';
import { orderResource } from './serialize-order.ts';
import { venueOrThrow } from './venue-params.ts';

/** docs/contract/validation.md#birthday-form (the birthday form's rule, which the tablet flow's name follows): at least 2 characters. */
const NAME_MIN = 2;

const NAME_TOO_SHORT = {
  kk: 'Атыңыз кемінде 2 таңбадан тұруы керек',
  ru: 'Имя должно содержать не меньше 2 символов',
  en: 'The name needs at least 2 characters',
  ka: 'სახელი მინიმუმ 2 სიმბოლოს უნდა შეიცავდეს',
};

function sessionResource(req: ApiRequest, app: SandboxApp, session: TabletSessionRow, withToken: boolean) {
  const venue = venueOrThrow(app, session.filial_id);
  const brand = app.sql.get<BrandRow>('SELECT * FROM brands WHERE id = ?', venue.row.brand_id);
  return resource('tablet-sessions', session.id, {
    id: session.id,
    filial_id: session.filial_id,
    ...(withToken ? { device_token: session.device_token } : {}),
    title: localiseJson(venue.row.title, req.lang),
    // The start screen's welcome: the brand's words, its logo and the venue's cover, as the venue list has them.
    description: brand ? localiseJson(brand.description, req.lang) : '',
    logo_url: imageUrl(req.origin, 'brandy', `brands/${venue.row.brand_id}`),
    image_url: imageUrl(req.origin, 'brandy', `filials/${venue.row.id}`),
    currency: venue.currency,
    payment_types: paymentTypesOf(venue.settings),
    default_language: venue.currency === 'GEL' ? 'ka' : 'ru',
    created_at: new Date(session.created_at).toISOString(),
  });
}

/**
 * POST takeaway/v1/tablet/sessions: a tablet the venue enrolled starts kiosk mode (no guest login; the
 * venue's one-time enrolment code instead; docs/api/kiosk.md).
 */
function createSession(req: ApiRequest, app: SandboxApp): Reply {
  const body = req.body as { data?: { type?: unknown } } | undefined;
  if (body?.data?.type !== undefined && body.data.type !== 'tablet-sessions')
    throw new ApiError(422, {
      code: 'invalid_type',
      title: 'data.type must be tablet-sessions',
      source: { pointer: '/data/type' },
    });
  const attributes = attributesOf(req.body);
  const venue = venueOrThrow(
    app,
    numberField(attributes, 'filial_id', { required: true, integer: true }) as number,
  );
  const session = createTabletSession(app, venue, attributes.enrolment_code);
  return jsonApi(201, document(sessionResource(req, app, session, true)));
}

/** GET takeaway/v1/tablet/sessions/{id}: the kiosk reads back its stored session after a reload. */
function readSession(req: ApiRequest, app: SandboxApp): Reply {
  const session = authorisedSession(app, req.params.sessionId ?? '', req.headers[TABLET_TOKEN_HEADER]);
  return jsonApi(200, document(sessionResource(req, app, session, false)));
}

/** POST takeaway/v1/tablet/sessions/{id}/orders: an order placed by touch, source TABLET, as the kiosk. */
function createTabletOrder(req: ApiRequest, app: SandboxApp): Reply {
  const session = authorisedSession(app, req.params.sessionId ?? '', req.headers[TABLET_TOKEN_HEADER]);
  const attributes = attributesOf(req.body);
  const name = nameField(attributes, 'name') ?? '';
  if (name.length < NAME_MIN)
    throw new ApiError(422, {
      code: 'name_too_short',
      title: NAME_TOO_SHORT,
      source: { pointer: '/data/attributes/name' },
      meta: { min_length: NAME_MIN },
    });
  const dineIn = boolField(attributes, 'dine_in') ?? false;
  const venue = venueOrThrow(app, session.filial_id);
  const order = placeOrder(
    app,
    'takeaway',
    venue,
    { ...attributes, filial_id: session.filial_id, source: 'TABLET', name, user_id: null },
    kioskUserRow(app, session),
    req.lang,
  );
  linkTabletOrder(app, session.id, order.id, 'TABLET', dineIn);
  const view = orderResource(order, {
    lang: req.lang,
    origin: req.origin,
    now: app.clock.now(),
    tableNumber: null,
    venue,
  });
  return jsonApi(
    201,
    document({ ...view, attributes: { ...view.attributes, tablet_session_id: session.id, dine_in: dineIn } }),
  );
}

/** GET takeaway/v1/tablet/sessions/{id}/orders: the newest orders of the session, both channels. */
function listTabletOrders(req: ApiRequest, app: SandboxApp): Reply {
  const session = authorisedSession(app, req.params.sessionId ?? '', req.headers[TABLET_TOKEN_HEADER]);
  const now = app.clock.now();
  const rows = tabletOrders(app, session.id);
  return jsonApi(
    200,
    document(
      rows.map(({ order, source, dineIn }) => {
        const view = orderResource(order, {
          lang: req.lang,
          origin: req.origin,
          now,
          tableNumber: null,
          // Only the status title is read from it: no times to work out.
          venue: null,
        });
        return resource('tablet-orders', order.id, {
          id: order.id,
          number: order.number,
          status: order.status,
          status_title: view.attributes.status_title,
          name: order.name,
          source,
          dine_in: dineIn,
          total: toMajor(order.total),
          currency: order.currency,
          payment_type: order.payment_type,
          payment_status: order.payment_status,
          payment_url:
            order.payment_type === 'online' && order.payment_status === 'pending' && order.track_id
              ? paymentUrl(req.origin, order.track_id)
              : null,
          created_at: new Date(order.created_at).toISOString(),
        });
      }),
      { meta: { session_id: session.id, total: rows.length } },
    ),
  );
}

export const TABLET_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'takeaway/v1/tablet/sessions', handler: createSession },
  { method: 'GET', path: 'takeaway/v1/tablet/sessions/:sessionId', handler: readSession },
  {
    method: 'POST',
    path: 'takeaway/v1/tablet/sessions/:sessionId/orders',
    idempotency: 'required',
    handler: createTabletOrder,
  },
  { method: 'GET', path: 'takeaway/v1/tablet/sessions/:sessionId/orders', handler: listTabletOrders },
];
