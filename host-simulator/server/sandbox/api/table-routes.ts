import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import type { TableRow } from '../domain/bills.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, toOne } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { intParam } from './venue-params.ts';

/**
 * GET takeaway/v1/tables/{table_id}: the table a QR code names, so the menu can check a scanned code and
 * show the guest the table's number (the code itself carries only ids). With `filial_id` a table of
 * another venue is not found. A sandbox addition: docs/contract/calls.md#calls-the-sandbox-defines names no call for it.
 */
function getTable(req: ApiRequest, app: SandboxApp): Reply {
  const table = app.sql.get<TableRow>(
    'SELECT * FROM restaurant_tables WHERE id = ?',
    intParam(req, 'tableId'),
  );
  const filial = queryString(req.query, 'filial_id');
  if (!table || (filial && filial !== String(table.filial_id))) {
    throw new ApiError(404, { code: 'table_not_found', title: MESSAGES.tableNotFound });
  }
  return jsonApi(
    200,
    document(
      resource(
        'tables',
        table.id,
        { id: table.id, filial_id: table.filial_id, number: table.number },
        { filial: toOne('locations', table.filial_id) },
      ),
    ),
  );
}

export const TABLE_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v1/tables/:tableId', auth: 'optional', handler: getTable },
];
