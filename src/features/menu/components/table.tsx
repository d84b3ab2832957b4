import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { cartKey } from '../../../state/cart.ts';
import { fetchTable } from '../api/menu-api.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { fetchBill } from '../api/bill-api.ts';
import type { Venue } from '../model/venue.ts';

// The table the guest orders at (express service): what a table's QR code says, the table kept on the venue's
// express cart, the Menu's table link, and the bar that shows the table and scans another.

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

export interface TableControl {
  /** The table id the express cart of this venue carries (what the express order sends as table_id). */
  tableId: string | null;
  /** Its number as printed on the table, once known. */
  number: number | null;
  scanning: boolean;
  /** Asks the host to scan the table's QR code (bridge scan.qr) and applies it. */
  scan(): Promise<void>;
  /** Applies a table code that came another way (the menu's deep link). */
  apply(code: TableCode, options?: { quiet?: boolean }): Promise<void>;
}

/**
 * docs/contract/states.md#table "Table" for one venue. The table is kept on the venue's express cart (`cart.table`, the table
 * id as the order endpoint takes it) and in menuTempData (source, venue, table) for the session; setting
 * one switches the service to express. A code of another venue empties this venue's carts and sends
 * the guest to the other venue's menu with that table, asking them to order again.
 */
export function useTable(filialId: number, kind: OrderKind | null): TableControl {
  const { t } = useTranslation();
  const telemetry = useTelemetry();
  const bridgeReady = useBridge();
  const signal = useMountSignal();
  const client = useApiClient();
  const state = useAppStores();
  const store = menuStoreOf(client);
  const [, navigate] = useLocation();
  const carts = useAppState().cart;
  const numbers = useSnapshot(store.tables);
  const [scanning, setScanning] = useState(false);
  const tableId = carts.carts[cartKey(filialId, 'express')]?.table ?? null;

  useEffect(() => {
    if (tableId === null || store.tables[tableId] !== undefined || !/^\d+$/.test(tableId)) return;
    const controller = new AbortController();
    fetchTable(client, { tableId: Number(tableId), filialId }, controller.signal).then(
      (table) => {
        store.tables[tableId] = table.number;
      },
      () => {},
    );
    return () => controller.abort();
  }, [client, store, tableId, filialId]);

  const apply = useCallback<TableControl['apply']>(
    async (code, { quiet = false } = {}) => {
      const notify = state.notifications.notify;
      let number: number;
      try {
        number = (await fetchTable(client, { tableId: code.tableId, filialId: code.filialId }, signal))
          .number;
      } catch (error) {
        if (isApiError(error, 'aborted')) return;
        const offline = isApiError(error, 'network') || isApiError(error, 'timeout');
        notify({ type: 'error', text: offline ? t('errors.network.title') : t('errors.qr.wrong') });
        return;
      }
      const id = String(code.tableId);
      store.tables[id] = number;
      const current = state.cart.get(filialId, 'express')?.table ?? null;
      const change = tableChange({ filialId, table: current }, code);
      state.cart.update(code.filialId, 'express', { table: id });
      state.device.setService('express');
      state.stored.menuTempData.set({ source: code.source, filialId: code.filialId, table: id });
      if (change === 'other-venue') {
        state.cart.clear(filialId, 'express');
        if (kind && kind !== 'express') state.cart.clear(filialId, kind);
        notify({
          type: 'error',
          title: t('errors.qr.otherVenue.title'),
          text: t('errors.qr.otherVenue.text'),
          duration: 6000,
        });
        navigate(`/filials/${code.filialId}`);
        return;
      }
      if (quiet || change === 'unchanged') return;
      notify({
        type: 'success',
        text:
          change === 'replaced' ? t('menu.table.replaced', { number }) : t('menu.table.number', { number }),
      });
    },
    [client, state, store, signal, filialId, kind, navigate, t],
  );

  const scan = useCallback(async () => {
    setScanning(true);
    try {
      const bridge = await bridgeReady;
      if (!bridge) throw new Error('no bridge');
      const result = await bridge.call('scan.qr', {}, { signal });
      if (result.status !== 'success') return;
      const code = parseTableQr(result.text);
      if (!code) {
        state.notifications.notify({ type: 'error', text: t('errors.qr.wrong') });
        return;
      }
      await apply(code);
    } catch (error) {
      if (signal.aborted) return;
      state.notifications.notify({ type: 'error', text: t('errors.qr.notRecognized') });
      telemetry.captureException(error, { tags: { area: 'menu', action: 'scan-table' } });
    } finally {
      if (!signal.aborted) setScanning(false);
    }
  }, [telemetry, bridgeReady, state, signal, apply, t]);

  return { tableId, number: tableId === null ? null : (numbers[tableId] ?? null), scanning, scan, apply };
}

const quietly = () => {};

/**
 * docs/contract/screens.md#menu-to-bill: a table QR link (the Menu's query) sets the guest's table; with check pulling
 * it opens the table's bill first, and a failed pre-check stays here and sets the table.
 */
export function useTableLink(filialId: number, venue: Venue | undefined, table: TableControl): void {
  const client = useApiClient();
  const signal = useMountSignal();
  const [, navigate] = useLocation();
  const search = useSearch();
  const handledLink = useRef<string | null>(null);
  const { apply: applyTable } = table;
  useEffect(() => {
    if (!venue || handledLink.current === search) return;
    handledLink.current = search;
    const code = tableFromQuery(filialId, search);
    if (!code) return;
    const query = new URLSearchParams(search);
    const billFirst = query.has('filial_id') && query.has('main_terminal_id') && venue.isCheckPullingEnabled;
    (async () => {
      if (billFirst) {
        try {
          await fetchBill(client, { tableId: code.tableId, filialId }, signal);
          navigate(`/filials/${filialId}/bill?table_id=${code.tableId}`, { replace: true });
          return;
        } catch (error) {
          if (isApiError(error, 'aborted')) return;
        }
      }
      await applyTable(code);
    })().catch(quietly);
  }, [venue, search, filialId, client, signal, navigate, applyTable]);
}

/** The express service's table: its number, or 'specify table number', with the way to scan one. */
export function TableBar({ table }: { table: TableControl }) {
  const { t } = useTranslation();
  const known = table.tableId !== null;
  return (
    <section className="dkm-table" aria-label={t('menu.table.label')} data-table={table.tableId ?? ''}>
      <p role="status">
        {known ? (
          <strong>
            {table.number !== null ? t('menu.table.number', { number: table.number }) : t('menu.table.label')}
          </strong>
        ) : (
          <>
            <strong>{t('menu.table.specify')}</strong>
            <br />
            <span className="dk-muted">{t('menu.table.scanHint')}</span>
          </>
        )}
      </p>
      <button
        type="button"
        className="dkm-small-button"
        onClick={() => void table.scan()}
        disabled={table.scanning}
        aria-busy={table.scanning}
      >
        {known ? t('menu.table.change') : t('menu.table.scan')}
      </button>
    </section>
  );
}
