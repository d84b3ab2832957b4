import type { ApiClient } from '../../../api/client.ts';
import { normalizeOne } from '../../../api/json-api.ts';
import { num } from '../../../api/answer-fields.ts';

/**
 * GET takeaway/v1/tables/{table_id}?filial_id=: the number printed on the table a QR code names (the code
 * carries only the id). A sandbox addition (docs/api/bills.md); docs/contract/calls.md#calls-the-sandbox-defines names no call for it.
 */
export function fetchTableNumber(
  client: ApiClient,
  tableId: number,
  filialId: number,
  signal?: AbortSignal,
): Promise<number | null> {
  return client.get(`takeaway/v1/tables/${tableId}`, {
    query: { filial_id: filialId },
    parse: (body) => {
      const number = num(normalizeOne(body)?.number, Number.NaN);
      return Number.isFinite(number) ? number : null;
    },
    ...(signal ? { signal } : {}),
  });
}
