import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import { useMountScope } from '../../../mount-context.ts';
import type { Bill } from '../api/bill-api.ts';
import { billTotals, type TipChoice } from '../model/bill.ts';
import { TipFieldset } from './TipFieldset.tsx';
import { useBillPayment } from './use-bill-payment.ts';

/** Paying an open bill: the bonuses it earns, the tip, spending bonuses, and the pay button. */
export function BillPayment({
  bill,
  filialId,
  onPaid,
}: {
  bill: Bill;
  filialId: number;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const auth = useSnapshot(runtime.core.state.auth.state);
  const signedIn = Boolean(auth.accessToken);
  const money = moneyOptions(bill.currency);
  const [tipChoice, setTipChoice] = useState<TipChoice>(0);
  const [customTip, setCustomTip] = useState('');
  const [useBonuses, setUseBonuses] = useState(false);
  const totals = billTotals(bill, { tip: tipChoice, customTip, useBonuses });
  const { pay, paying, problem } = useBillPayment(bill, filialId, signedIn, totals, onPaid);

  return (
    <section className="dk-card dkm-bill-pay" aria-label={t('bill.amount')}>
      {bill.bonuses.toEarn > 0 ? (
        <p className="dk-muted">{t('bill.bonusesEarned', { count: bill.bonuses.toEarn })}</p>
      ) : null}
      <TipFieldset
        bill={bill}
        choice={tipChoice}
        customTip={customTip}
        onChoice={setTipChoice}
        onCustomTip={setCustomTip}
      />
      {signedIn && bill.bonuses.available > 0 ? (
        <label className="dkm-option">
          <input
            type="checkbox"
            checked={useBonuses}
            onChange={(event) => setUseBonuses(event.target.checked)}
          />
          <span>{t('bill.useBonuses', { amount: bill.bonuses.available, ...money })}</span>
        </label>
      ) : null}
      <p className="dkm-problem" role="alert">
        {problem ?? ''}
      </p>
      <button
        type="button"
        className="dk-button"
        onClick={() => void pay()}
        disabled={paying}
        aria-busy={paying}
      >
        {signedIn ? t('bill.pay', { amount: totals.total, ...money }) : t('bill.signInToPay')}
      </button>
    </section>
  );
}
