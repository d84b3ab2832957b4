import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { cartKey } from '../../../state/cart.ts';
import { fetchTable } from '../api/menu-api.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { parseTableQr, type TableCode, tableChange } from '../model/table-qr.ts';

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
