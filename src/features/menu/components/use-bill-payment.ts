import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isApiError } from '../../../api/errors.ts';
import { randomId } from '../../../api/random-id.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge, usePagePaths } from '../../../runtime/app-runtime.ts';
import { useAppStores, useAuth } from '../../../state/app-core.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { type Bill, payBill } from '../api/bill-api.ts';
import { type BillTotals, billPaths, paymentIntent } from '../model/bill.ts';
import { type BillPart, splitConflictOf } from '../model/bill-split.ts';
import { signIn } from './sign-in.ts';

/**
 * Pays the guest's part of the bill with the chosen tip and bonuses: signs the guest in first, opens the
 * host's payment page when the sandbox asks for one, and calls `onPaid` once the part is paid. A table that
 * paid or took a part meanwhile (409) is told plainly and the bill asked for again (`onRefresh`).
 */
export function useBillPayment(
  bill: Bill,
  filialId: number,
  signedIn: boolean,
  part: BillPart,
  totals: BillTotals,
  onPaid: () => void,
  onRefresh: () => void,
) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const authActions = useAuth();
  const client = useApiClient();
  const telemetry = useTelemetry();
  const bridgeReady = useBridge();
  const pagePaths = usePagePaths();
  const signal = useMountSignal();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const intent = useRef<{ key: string; body: string } | null>(null);
  const { tip, bonuses, total } = totals;

  const openPaymentPage = async (payment: { trackId: string; paymentUrl: string }) => {
    const bridge = await bridgeReady;
    if (!bridge) throw new Error('no bridge');
    const paths = billPaths(filialId, bill.tableId, bill.id);
    stores.session.set(SESSION_KEYS.fromPayment, '1');
    const result = await bridge.call(
      'pay.open',
      {
        trackId: payment.trackId,
        paymentUrl: payment.paymentUrl,
        successPath: pagePaths.pathOf(paths.paid),
        failurePath: pagePaths.pathOf(paths.here),
      },
      { signal },
    );
    return result.status === 'success';
  };

  const pay = async () => {
    setProblem(null);
    if (!signedIn) {
      await signIn(bridgeReady, authActions, signal);
      return;
    }
    setPaying(true);
    intent.current = paymentIntent(intent.current, JSON.stringify({ part, tip, bonuses }), randomId);
    try {
      telemetry.track(ANALYTICS_EVENTS.paymentRequested, {
        kind: 'bill',
        filial_id: filialId,
        amount: total,
      });
      const payment = await payBill(
        client,
        {
          tableId: bill.tableId,
          billId: bill.id,
          part,
          tip,
          bonuses,
          key: intent.current.key,
        },
        signal,
      );
      if (payment.status !== 'paid' && payment.paymentUrl) {
        if (!(await openPaymentPage({ trackId: payment.trackId, paymentUrl: payment.paymentUrl }))) return;
      }
      intent.current = null;
      telemetry.track(ANALYTICS_EVENTS.paymentSuccess, {
        kind: 'bill',
        filial_id: filialId,
        amount: total,
      });
      if (tip > 0) telemetry.track(ANALYTICS_EVENTS.tipsSuccess, { filial_id: filialId, amount: tip });
      onPaid();
    } catch (error) {
      if (signal.aborted) return;
      const conflict = splitConflictOf(error);
      if (conflict) {
        intent.current = null;
        setProblem(t(`bill.conflict.${conflict}`));
        onRefresh();
        return;
      }
      setProblem(isApiError(error, 'network') ? t('errors.network.title') : t('errors.payment.text'));
    } finally {
      if (!signal.aborted) setPaying(false);
    }
  };

  return { pay, paying, problem };
}
