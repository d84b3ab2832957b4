import type { ApiRequest, SandboxApp } from '../app.ts';
import type { TableRow } from '../domain/bills.ts';
import { ApiError } from '../http/api-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryString } from '../http/query.ts';
import { intParam } from './venue-params.ts';

/** The table of the `tableId` route parameter, which must be of the `filial_id` venue when one is given. */
export function tableOf(req: ApiRequest, app: SandboxApp): TableRow {
  const table = app.sql.get<TableRow>(
    'SELECT * FROM restaurant_tables WHERE id = ?',
    intParam(req, 'tableId'),
  );
  const filial = queryString(req.query, 'filial_id');
  if (!table || (filial && filial !== String(table.filial_id))) {
    throw new ApiError(404, { code: 'table_not_found', title: MESSAGES.tableNotFound });
  }
  return table;
}

export function waiterOf(app: SandboxApp, id: number): { id: number; name: string } | null {
  return app.sql.get<{ id: number; name: string }>('SELECT id, name FROM waiters WHERE id = ?', id) ?? null;
}
