/** docs/contract/entities.md#order-sources order channels a table code may name; anything else counts as the plain QR channel. */
const QR_SOURCES = ['QR', 'STANDQR', 'TABLETQR'] as const;
type QrSource = (typeof QR_SOURCES)[number];

/** What a table's QR code (or a deep link made from one) says. */
export interface TableCode {
  filialId: number;
  tableId: number;
  /** The venue's main terminal; with check pulling the Menu opens the Bill (docs/contract/screens.md#menu-to-bill). */
  mainTerminalId: number | null;
  source: QrSource;
}

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

const sourceOf = (value: string | null): QrSource =>
  (QR_SOURCES as readonly string[]).includes(value ?? '') ? (value as QrSource) : 'QR';

/**
 * The table of a route's query: `?filial_id=..&table_id=..&main_terminal_id=..&source=QR`, as the venue's
 * QR codes link to `/filials/{id}`. `pathFilialId` is the venue of the route; a query naming another venue
 * is not a table of this one.
 */
export function tableFromQuery(pathFilialId: number, search: string): TableCode | null {
  const query = new URLSearchParams(search);
  const tableId = positiveInt(query.get('table_id'));
  if (tableId === null) return null;
  const queryFilial = query.get('filial_id');
  if (queryFilial !== null && positiveInt(queryFilial) !== pathFilialId) return null;
  return {
    filialId: pathFilialId,
    tableId,
    mainTerminalId: positiveInt(query.get('main_terminal_id')),
    source: sourceOf(query.get('source')),
  };
}

/**
 * Reads a scanned table QR: a link to a venue's menu (`…/filials/{id}?table_id=..`, under any base path)
 * naming a table. Null for anything else: another app's code, a link without a table, or one whose path
 * and query name different venues.
 */
export function parseTableQr(text: string): TableCode | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = /\/filials\/(\d+)\/?$/.exec(url.pathname);
  const filialId = positiveInt(match?.[1] ?? null);
  if (filialId === null) return null;
  return tableFromQuery(filialId, url.search);
}

export type TableChange = 'unchanged' | 'set' | 'replaced' | 'other-venue';

/**
 * docs/contract/states.md#table "Table": unset until a table QR is scanned; a new table QR of this venue replaces the table; a QR
 * of another venue empties this venue's cart and asks the guest to order again there.
 */
export function tableChange(
  current: { filialId: number; table: string | null },
  scanned: TableCode,
): TableChange {
  if (scanned.filialId !== current.filialId) return 'other-venue';
  if (current.table === null) return 'set';
  return current.table === String(scanned.tableId) ? 'unchanged' : 'replaced';
}
