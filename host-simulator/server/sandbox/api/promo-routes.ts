import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { activeSubsidies, type SubsidyRow, tiersOf } from '../domain/delivery-pricing.ts';
import { favouritesOf, groupLinksOf, stopListOf } from '../domain/menu.ts';
import { isActive, type PromoRow, promoAppliesTo } from '../domain/promos.ts';
import { loadVenue } from '../domain/venues.ts';
import { document, resource, type Resource, toMany } from '../http/jsonapi.ts';
import { localiseJson } from '../http/language.ts';
import { queryBool, queryIntList, queryList, queryObject, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { imageUrl } from '../images/image-urls.ts';
import type { ProductRow } from '../store/rows.ts';
import { productResource } from './serialize-product.ts';
import { venueOrThrow } from './venue-params.ts';

function isNewUser(app: SandboxApp, userId: number | null): boolean {
  if (userId === null) return false;
  return (
    (app.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId)?.n ?? 0) === 0
  );
}

/**
 * GET menu-promos/api/v2/promos: a venue's promotions (filter[filial_id]); filter[onlyActive]=true hides
 * finished ones; with user_id (or a token) a new user also sees the first-order promotion.
 */
function promos(req: ApiRequest, app: SandboxApp): Reply {
  const filter = queryObject(req.query, 'filter');
  const now = app.clock.now();
  const filialRaw = typeof filter.filial_id === 'string' ? filter.filial_id : undefined;
  const venue = filialRaw ? venueOrThrow(app, Number(filialRaw)) : null;
  const onlyActive = filter.onlyActive === 'true' || filter.onlyActive === '1';
  const userRaw = queryString(req.query, 'user_id');
  const userId = req.user?.id ?? (userRaw && Number.isInteger(Number(userRaw)) ? Number(userRaw) : null);
  const newUser = isNewUser(app, userId);
  const rows = app.sql
    .all<PromoRow>('SELECT * FROM promos ORDER BY position')
    .filter((p) => !venue || promoAppliesTo(p, venue.row.id, venue.row.brand_id))
    .filter((p) => !onlyActive || isActive(p, now))
    .filter((p) => p.for_new_users === 0 || newUser);
  const withProducts = queryList(req.query, 'include').includes('products') && venue !== null;
  const included: Resource[] = [];
  const data = rows.map((promo) => {
    const catalogueIds = JSON.parse(promo.product_ids) as number[];
    const products = venue
      ? app.sql.all<ProductRow>(
          `SELECT * FROM products WHERE menu_id = ? AND product_id IN (${catalogueIds.map(() => '?').join(', ') || 'NULL'})`,
          venue.row.menu_id,
          ...catalogueIds,
        )
      : [];
    if (withProducts && venue) {
      const ctx = {
        lang: req.lang,
        origin: req.origin,
        currency: venue.currency,
        stops: stopListOf(app.sql, venue.row.id),
        favourites: favouritesOf(app.sql, req.user?.id),
        links: groupLinksOf(
          app.sql,
          venue.row.menu_id,
          products.map((p) => p.id),
        ),
        service: null,
      };
      included.push(...products.map((p) => productResource(p, ctx)));
    }
    return resource(
      'promos',
      promo.id,
      {
        id: promo.id,
        reward_id: promo.id,
        brand_id: promo.brand_id,
        title: localiseJson(promo.title, req.lang),
        description: localiseJson(promo.description, req.lang),
        image_url: imageUrl(req.origin, 'promos', `promos/${promo.id}`),
        starts_at: new Date(promo.starts_at).toISOString(),
        ends_at: new Date(promo.ends_at).toISOString(),
        is_active: isActive(promo, now),
        is_personal: promo.for_new_users === 1,
        product_ids: products.map((p) => p.id),
      },
      {
        products: toMany(
          'products',
          products.map((p) => p.id),
        ),
      },
    );
  });
  return jsonApi(
    200,
    document(data, { ...(withProducts ? { included } : {}), meta: { total: data.length } }),
  );
}

function subsidyResource(
  subsidy: SubsidyRow,
  terminals: number[],
  app: SandboxApp,
  req: ApiRequest,
  now: number,
): Resource {
  const currency = terminals.map((id) => loadVenue(app.sql, id)?.currency).find(Boolean) ?? 'KZT';
  return resource('subsidies', subsidy.id, {
    id: subsidy.id,
    brand_id: subsidy.brand_id,
    title: localiseJson(subsidy.title, req.lang),
    terminal_ids: terminals,
    starts_at: new Date(subsidy.starts_at).toISOString(),
    ends_at: new Date(subsidy.ends_at).toISOString(),
    is_active: subsidy.starts_at <= now && now < subsidy.ends_at,
    currency,
    tiers: tiersOf(subsidy),
  });
}

/** GET menu-promos/v1/promos/subsidies: delivery subsidy tiers of the given terminals. */
function subsidies(req: ApiRequest, app: SandboxApp): Reply {
  const now = app.clock.now();
  const wanted = queryIntList(req.query, 'terminal_ids');
  const onlyActive = queryBool(req.query, 'only_active') ?? false;
  const rows = onlyActive
    ? activeSubsidies(app.sql, now)
    : app.sql.all<SubsidyRow>('SELECT * FROM subsidies ORDER BY id');
  const data = rows.flatMap((subsidy) => {
    const terminals = (JSON.parse(subsidy.terminal_ids) as number[]).filter(
      (id) => wanted.length === 0 || wanted.includes(id),
    );
    return terminals.length ? [subsidyResource(subsidy, terminals, app, req, now)] : [];
  });
  return jsonApi(200, document(data, { meta: { total: data.length } }));
}

export const PROMO_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'menu-promos/api/v2/promos', auth: 'optional', handler: promos },
  { method: 'GET', path: 'menu-promos/v1/promos/subsidies', handler: subsidies },
];
