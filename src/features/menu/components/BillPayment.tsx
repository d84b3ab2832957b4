import { useId, useState, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import { type Bill, payBill } from '../api/bill-api.ts';
import {
  percentTip,
  TIP_PERCENTS,
  type TipChoice,
  tipInput,
  billTotals,
  billPart,
  bonusLimit,
  INITIAL_SPLIT,
  type SplitChoice,
  type BillTotals,
  billPaths,
  paymentIntent,
  type BillPart,
  splitConflictOf,
} from '../model/bill.ts';
import { useAppState, useAppStores, useAuth } from '../../../state/app-core.ts';
import { useHostMainButton } from '../../../runtime/host-main-button.ts';
import { SplitFieldset } from './SplitFieldset.tsx';
import { isApiError } from '../../../api/errors.ts';
import { randomId } from '../../../api/random-id.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge, usePagePaths } from '../../../runtime/app-runtime.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { signIn } from './sign-in.ts';

interface TipFieldsetProps {
  bill: Bill;
  /** What the percentages are of: the guest's part of the bill. */
  base: number;
  choice: TipChoice;
  customTip: string;
  onChoice: (choice: TipChoice) => void;
  onCustomTip: (text: string) => void;
}

/** The tip for the waiter: none, a percentage of the guest's part of the bill, or their own amount. */
function TipFieldset({ bill, base, choice, customTip, onChoice, onCustomTip }: TipFieldsetProps) {
  const { t } = useTranslation();
  const money = moneyOptions(bill.currency);
  const tipName = useId();
  const customId = useId();
  return (
    <fieldset className="dkm-group dkm-tips">
      <legend>
        {bill.waiter ? t('feedback.tips.recipient', { name: bill.waiter.name }) : t('feedback.tips.title')}
      </legend>
      {TIP_PERCENTS.map((percent) => (
        <label key={percent} className="dkm-option">
          <input
            type="radio"
            name={tipName}
            checked={choice === percent}
            onChange={() => onChoice(percent)}
          />
          <span>
            {percent === 0
              ? t('feedback.tips.none')
              : `${percent}% · ${t('menu.price', { amount: percentTip(base, percent), ...money })}`}
          </span>
        </label>
      ))}
      <label className="dkm-option">
        <input
          type="radio"
          name={tipName}
          checked={choice === 'custom'}
          onChange={() => onChoice('custom')}
        />
        <span>{t('feedback.tips.customSum')}</span>
      </label>
      {choice === 'custom' ? (
        <div className="dkm-field">
          <label htmlFor={customId}>{t('feedback.tips.customSum')}</label>
          <input
            id={customId}
            inputMode="decimal"
            value={customTip}
            placeholder={t('feedback.tips.customSumPlaceholder')}
            onChange={(event) => onCustomTip(tipInput(event.target.value))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Paying the guest's part of an open bill: how they split it, the bonuses it earns, the tip, spending bonuses,
 * and the pay button with the sum, kept in view at the bottom of the screen (or drawn by the host, where it
 * offers its main button).
 */
export function BillPayment({
  bill,
  filialId,
  onPaid,
  onRefresh,
}: {
  bill: Bill;
  filialId: number;
  onPaid: () => void;
  /** Asks for the bill again now: the table paid a part meanwhile. */
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAppState().auth;
  const signedIn = Boolean(auth.accessToken);
  const money = moneyOptions(bill.currency);
  const [split, setSplit] = useState<SplitChoice>(INITIAL_SPLIT);
  const [tipChoice, setTipChoice] = useState<TipChoice>(0);
  const [customTip, setCustomTip] = useState('');
  const [useBonuses, setUseBonuses] = useState(false);
  const part = billPart(bill, split);
  const bonuses = bonusLimit(
    part.amount,
    bill.bonuses.maxUsagePercentage,
    bill.bonuses.balance,
    bill.currency,
  );
  const totals = billTotals(part.amount, bonuses, { tip: tipChoice, customTip, useBonuses });
  const { pay, paying, problem } = useBillPayment(bill, filialId, signedIn, part, totals, onPaid, onRefresh);
  // Cashback is earned on what this guest pays of the bill, less the bonuses they spend (whole bonuses).
  const toEarn = Math.floor(((part.amount - totals.bonuses) * bill.bonuses.cashbackPercent) / 100);
  const tooMuch = part.amount > bill.remaining;
  const nothing = part.amount <= 0;
  const hint = tooMuch
    ? t('bill.split.tooMuch', { amount: bill.remaining, ...money })
    : nothing && split.mode !== 'full'
      ? t('bill.split.nothingChosen')
      : null;
  const payText = signedIn ? t('bill.pay', { amount: totals.total, ...money }) : t('bill.signInToPay');
  const hosted = useHostMainButton(
    { text: payText, enabled: !(signedIn && (tooMuch || nothing)), progress: paying },
    () => void pay(),
  );

  return (
    <section className="dk-card dkm-bill-pay" aria-label={t('bill.amount')}>
      <SplitFieldset bill={bill} choice={split} part={part.amount} onChange={setSplit} />
      {toEarn > 0 ? <p className="dk-muted">{t('bill.bonusesEarned', { count: toEarn })}</p> : null}
      <TipFieldset
        bill={bill}
        base={part.amount}
        choice={tipChoice}
        customTip={customTip}
        onChoice={setTipChoice}
        onCustomTip={setCustomTip}
      />
      {signedIn && bonuses > 0 ? (
        <label className="dkm-option">
          <input
            type="checkbox"
            checked={useBonuses}
            onChange={(event) => setUseBonuses(event.target.checked)}
          />
          <span>{t('bill.useBonuses', { amount: bonuses, ...money })}</span>
        </label>
      ) : null}
      <div className="dkm-bill-paybar">
        <p className="dkm-problem" role="alert">
          {problem ?? hint ?? ''}
        </p>
        {hosted ? null : (
          <button
            type="button"
            className="dk-button"
            onClick={() => void pay()}
            disabled={paying || (signedIn && (tooMuch || nothing))}
            aria-busy={paying}
          >
            {payText}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Pays the guest's part of the bill with the chosen tip and bonuses: signs the guest in first, opens the
 * host's payment page when the sandbox asks for one, and calls `onPaid` once the part is paid. A table that
 * paid or took a part meanwhile (409) is told plainly and the bill asked for again (`onRefresh`).
 */
function useBillPayment(
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
