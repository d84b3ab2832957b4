import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { ApiError } from '../http/api-error.ts';
import { attributesOf, numberField } from '../http/body-fields.ts';
import { document, resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, noContent, type Reply } from '../http/reply.ts';
import type { ProductRow } from '../store/rows.ts';
import { productListReply } from './product-context.ts';
import { intParam } from './venue-params.ts';

function favouriteProducts(req: ApiRequest, app: SandboxApp): Reply {
  return productListReply(req, app, (venue, limit) =>
    app.sql.all<ProductRow>(
      `SELECT p.* FROM products p JOIN favourites f ON f.product_id = p.id
        WHERE f.user_id = ? AND p.menu_id = ? ORDER BY f.created_at DESC, p.id LIMIT ?`,
      req.user?.id ?? 0,
      venue.row.menu_id,
      limit,
    ),
  );
}

function addFavourite(req: ApiRequest, app: SandboxApp): Reply {
  const attributes = attributesOf(req.body);
  const productId = numberField(attributes, 'product_id', { required: true, integer: true }) as number;
  const product = app.sql.get<{ id: number }>('SELECT id FROM products WHERE id = ?', productId);
  if (!product) throw new ApiError(404, { code: 'product_not_found', title: MESSAGES.productNotFound });
  app.sql.run(
    'INSERT OR IGNORE INTO favourites VALUES (?, ?, ?)',
    req.user?.id ?? 0,
    productId,
    app.clock.now(),
  );
  return jsonApi(
    201,
    document(resource('favourites', productId, { product_id: productId, is_favorite: true })),
  );
}

function removeFavourite(req: ApiRequest, app: SandboxApp): Reply {
  const productId = intParam(req, 'productId');
  const { changes } = app.sql.run(
    'DELETE FROM favourites WHERE user_id = ? AND product_id = ?',
    req.user?.id ?? 0,
    productId,
  );
  if (changes === 0)
    throw new ApiError(404, { code: 'favourite_not_found', title: MESSAGES.productNotFound });
  return noContent();
}

/** The guest's favourite products: listed per venue, added and removed. */
export const FAVOURITE_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'menu/v3/favourite/products', auth: 'user', handler: favouriteProducts },
  { method: 'POST', path: 'menu/v3/favourite/products', auth: 'user', handler: addFavourite },
  { method: 'DELETE', path: 'menu/v3/favourite/products/:productId', auth: 'user', handler: removeFavourite },
];
