import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams, useSearch } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { randomId } from '../../../api/random-id.ts';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import { useMountScope } from '../../../mount-context.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useRequest } from '../../../ui/use-request.ts';
import { type Bill, callWaiter, fetchBill, payBill } from '../api/bill-api.ts';
import { MenuStyles } from '../components/MenuStyles.tsx';
import { positiveId } from '../components/route-params.ts';
import { signIn } from '../components/sign-in.ts';
import { VenueNotFound } from '../components/VenueNotFound.tsx';
import { SESSION_KEYS } from '../../../state/storage-keys.ts';

/** Tip choices as percentages of the bill; 'custom' lets the guest type an amount. */
const TIP_PERCENTS = [0, 5, 10, 15] as const;

/** SPEC §2 Bill: `/filials/{filial_id}/bill?table_id=..`, paying a table's bill, calling the waiter, a tip. */
export default function BillScreen() {
  const params = useParams<{ filialId: string }>();
  const search = useSearch();
  const filialId = positiveId(params.filialId);
  const tableId = positiveId(new URLSearchParams(search).get('table_id') ?? undefined);
  if (filialId === null) return <VenueNotFound />;
  if (tableId === null) return <NoTable filialId={filialId} />;
  const paidBill = positiveId(new URLSearchParams(search).get(PAID_BILL_PARAM) ?? undefined);
  return (
    <TableBill key={`${filialId}:${tableId}`} filialId={filialId} tableId={tableId} paidBill={paidBill} />
  );
}

/**
 * The success return of the hosted payment page names the bill just paid: the table then has no open bill,
 * and the guest is told their bill is paid rather than that there is none.
 */
const PAID_BILL_PARAM = 'paid_bill';

/** SPEC §8: a bill link without its table (opened by hand, or a cut QR link) finds no bill. */
function NoTable({ filialId }: { filialId: number }) {
  const { t } = useTranslation();
  return (
    <div className="dkm-screen" data-screen="bill">
      <MenuStyles />
      <header className="dkm-header">
        <h1>{t('bill.title')}</h1>
      </header>
      <main className="dk-main">
        <h2>{t('bill.notFound.title')}</h2>
        <p className="dk-muted" role="alert">
          {t('errors.tableNotAttached')}
        </p>
        <Link className="dk-button dk-button-secondary" href={`/filials/${filialId}`}>
          {t('bill.toMenu')}
        </Link>
      </main>
    </div>
  );
}

function TableBill({
  filialId,
  tableId,
  paidBill,
}: {
  filialId: number;
  tableId: number;
  paidBill: number | null;
}) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const request = useRequest(
    (signal) => fetchBill(runtime.core.client, { tableId, filialId }, signal),
    [runtime, tableId, filialId],
  );
  const menuLink = `/filials/${filialId}?table_id=${tableId}`;

  if (!request.data) {
    const missing = isApiError(request.error, 'not-found');
    return (
      <div className="dkm-screen" data-screen="bill">
        <MenuStyles />
        <header className="dkm-header">
          <h1>{t('bill.title')}</h1>
        </header>
        <main className="dk-main">
          {missing && paidBill !== null ? (
            <p className="dkm-note" role="status" data-paid-bill={paidBill}>
              {t('bill.paid')}
            </p>
          ) : missing ? (
            <>
              <h2>{t('bill.notFound.title')}</h2>
              <p className="dk-muted">{t('bill.notFound.text')}</p>
              <WaiterCall tableId={tableId} />
              <button type="button" className="dk-button dk-button-secondary" onClick={request.reload}>
                {t('common.actions.refresh')}
              </button>
            </>
          ) : (
            <LoadState status={request.status} onRetry={request.reload} />
          )}
          <Link className="dk-button dk-button-secondary" href={menuLink}>
            {t('bill.toMenu')}
          </Link>
        </main>
      </div>
    );
  }
  return <BillDetails bill={request.data} filialId={filialId} menuLink={menuLink} onPaid={request.reload} />;
}

function BillDetails({
  bill,
  filialId,
  menuLink,
  onPaid,
}: {
  bill: Bill;
  filialId: number;
  menuLink: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { runtime, signal } = useMountScope();
  const auth = useSnapshot(runtime.core.state.auth.state);
  // The bill is in its venue's currency, whatever the host's country.
  const money = moneyOptions(bill.currency);
  const [tipChoice, setTipChoice] = useState<number | 'custom'>(0);
  const [customTip, setCustomTip] = useState('');
  const [useBonuses, setUseBonuses] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per payment intent: a retry or a repeated tap reuses it, so the bill is never paid twice.
  const intent = useRef<{ key: string; body: string } | null>(null);
  const tipName = useId();
  const customId = useId();
  const contentsId = useId();

  const customAmount = Number(customTip.replace(',', '.'));
  const tip =
    tipChoice === 'custom'
      ? Number.isFinite(customAmount) && customAmount > 0
        ? Math.round(customAmount * 100) / 100
        : 0
      : Math.round((bill.amount * tipChoice) / 100);
  const bonuses = useBonuses ? bill.bonuses.available : 0;
  const total = bill.amount - bonuses + tip;
  const paid = bill.status === 'paid';

  const pay = async () => {
    setProblem(null);
    if (!auth.accessToken) {
      await signIn(runtime, signal);
      return;
    }
    setPaying(true);
    const body = JSON.stringify({ amount: bill.amount, tip, bonuses });
    if (intent.current?.body !== body) intent.current = { key: randomId(), body };
    try {
      runtime.telemetry.track(ANALYTICS_EVENTS.paymentRequested, {
        kind: 'bill',
        filial_id: filialId,
        amount: total,
      });
      const payment = await payBill(
        runtime.core.client,
        {
          tableId: bill.tableId,
          billId: bill.id,
          amount: bill.amount,
          tip,
          bonuses,
          key: intent.current.key,
        },
        signal,
      );
      if (payment.status !== 'paid' && payment.paymentUrl) {
        const bridge = await runtime.bridge;
        if (!bridge) throw new Error('no bridge');
        const here = `/filials/${filialId}/bill?table_id=${bill.tableId}`;
        runtime.core.state.session.set(SESSION_KEYS.fromPayment, '1');
        const result = await bridge.call(
          'pay.open',
          {
            trackId: payment.trackId,
            paymentUrl: payment.paymentUrl,
            successPath: runtime.paths.pathOf(`${here}&${PAID_BILL_PARAM}=${bill.id}`),
            failurePath: runtime.paths.pathOf(here),
          },
          { signal },
        );
        if (result.status !== 'success') return;
      }
      intent.current = null;
      runtime.telemetry.track(ANALYTICS_EVENTS.paymentSuccess, {
        kind: 'bill',
        filial_id: filialId,
        amount: total,
      });
      if (tip > 0)
        runtime.telemetry.track(ANALYTICS_EVENTS.tipsSuccess, { filial_id: filialId, amount: tip });
      onPaid();
    } catch (error) {
      if (signal.aborted) return;
      setProblem(isApiError(error, 'network') ? t('errors.network.title') : t('errors.payment.text'));
    } finally {
      if (!signal.aborted) setPaying(false);
    }
  };

  return (
    <div className="dkm-screen" data-screen="bill" data-bill={bill.id}>
      <MenuStyles />
      <header className="dkm-header">
        <h1>{t('bill.title')}</h1>
      </header>
      <main className="dk-main">
        <p>
          <strong>{t('bill.table', { number: bill.tableNumber ?? bill.tableId })}</strong>
          {bill.waiter ? ` · ${t('bill.waiter')}: ${bill.waiter.name}` : ''}
        </p>
        <section aria-labelledby={contentsId}>
          <h2 id={contentsId}>{t('bill.contents')}</h2>
          <ul className="dkm-results">
            {bill.lines.map((line) => (
              <li key={`${line.productId}:${line.name}:${line.price}:${line.count}`} className="dkm-option">
                <span>
                  {line.name} × {line.count}
                </span>
                <span>{t('menu.price', { amount: line.total, ...money })}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="dkm-option">
          <span>{t('bill.amount')}</span>
          <strong>{t('menu.price', { amount: bill.amount, ...money })}</strong>
        </p>
        {paid ? (
          <p className="dkm-note" role="status">
            {t('bill.paid')}
          </p>
        ) : (
          <>
            {bill.bonuses.toEarn > 0 ? (
              <p className="dk-muted">{t('bill.bonusesEarned', { count: bill.bonuses.toEarn })}</p>
            ) : null}
            <fieldset className="dkm-group">
              <legend>
                {bill.waiter
                  ? t('feedback.tips.recipient', { name: bill.waiter.name })
                  : t('feedback.tips.title')}
              </legend>
              {TIP_PERCENTS.map((percent) => (
                <label key={percent} className="dkm-option">
                  <input
                    type="radio"
                    name={tipName}
                    checked={tipChoice === percent}
                    onChange={() => setTipChoice(percent)}
                  />
                  <span>
                    {percent === 0
                      ? t('feedback.tips.none')
                      : `${percent}% · ${t('menu.price', { amount: Math.round((bill.amount * percent) / 100), ...money })}`}
                  </span>
                </label>
              ))}
              <label className="dkm-option">
                <input
                  type="radio"
                  name={tipName}
                  checked={tipChoice === 'custom'}
                  onChange={() => setTipChoice('custom')}
                />
                <span>{t('feedback.tips.customSum')}</span>
              </label>
              {tipChoice === 'custom' ? (
                <div className="dkm-field">
                  <label htmlFor={customId}>{t('feedback.tips.customSum')}</label>
                  <input
                    id={customId}
                    inputMode="decimal"
                    value={customTip}
                    placeholder={t('feedback.tips.customSumPlaceholder')}
                    onChange={(event) => setCustomTip(event.target.value.replace(/[^\d.,]/g, ''))}
                  />
                </div>
              ) : null}
            </fieldset>
            {auth.accessToken && bill.bonuses.available > 0 ? (
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
              {auth.accessToken ? t('bill.pay', { amount: total, ...money }) : t('bill.signInToPay')}
            </button>
          </>
        )}
        <WaiterCall tableId={bill.tableId} />
        <Link className="dk-button dk-button-secondary" href={menuLink}>
          {t('bill.toMenu')}
        </Link>
      </main>
    </div>
  );
}

/** Calls the waiter to the table; a repeat within the sandbox's minute is told, not treated as a failure. */
function WaiterCall({ tableId }: { tableId: number }) {
  const { t } = useTranslation();
  const { runtime, signal } = useMountScope();
  const [state, setState] = useState<'idle' | 'calling' | 'called' | 'again' | 'failed'>('idle');
  const call = async () => {
    setState('calling');
    try {
      await callWaiter(runtime.core.client, tableId, signal);
      setState('called');
    } catch (error) {
      if (signal.aborted) return;
      setState(isApiError(error) && error.status === 429 ? 'again' : 'failed');
    }
  };
  const message =
    state === 'called'
      ? t('bill.waiterCalled')
      : state === 'again'
        ? t('bill.waiterAlreadyCalled')
        : state === 'failed'
          ? t('errors.generic.title')
          : '';
  return (
    <>
      <button
        type="button"
        className="dk-button dk-button-secondary"
        onClick={() => void call()}
        disabled={state === 'calling'}
        aria-busy={state === 'calling'}
      >
        {t('bill.callWaiter')}
      </button>
      <p role="status">{message}</p>
    </>
  );
}
