import { useId, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  presetTip,
  backHrefOf,
  parseTip,
  subjectOf,
  tipProblem,
  fetchFeedback,
  sendTip,
} from './feedback.ts';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { randomId } from '../../api/random-id.ts';
import { formatMoney } from '../../i18n/format-number.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { useBridge, usePagePaths } from '../../runtime/app-runtime.ts';
import { useAppStores } from '../../state/app-core.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../telemetry/events.ts';
import { BackHeader } from '../../ui/BackHeader.tsx';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FeedbackStyles } from './FeedbackStyles.tsx';

export type TipChoice = number | 'custom';

/** The preset percentages of the total with their sums, and "another amount" with its own field. */
export function TipChoices({
  base,
  presets,
  money,
  choice,
  custom,
  error,
  onChoice,
  onCustom,
}: {
  base: number;
  presets: number[];
  money: (amount: number) => string;
  choice: TipChoice;
  custom: string;
  error: string | null;
  onChoice: (choice: TipChoice) => void;
  onCustom: (text: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const customId = useId();
  const errorId = useId();
  return (
    <fieldset className="fb-tips">
      <legend>{t('feedback.tips.choose')}</legend>
      {presets.map((percent) => (
        <label key={percent} className="fb-choice">
          <input type="radio" name={name} checked={choice === percent} onChange={() => onChoice(percent)} />
          <span>{t('feedback.tips.percent', { percent, amount: money(presetTip(base, percent)) })}</span>
        </label>
      ))}
      <label className="fb-choice">
        <input type="radio" name={name} checked={choice === 'custom'} onChange={() => onChoice('custom')} />
        <span>{t('feedback.tips.customSum')}</span>
      </label>
      {choice === 'custom' ? (
        <>
          <label htmlFor={customId} className="dk-visually-hidden">
            {t('feedback.tips.customSum')}
          </label>
          <input
            id={customId}
            className="fb-amount"
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            placeholder={t('feedback.tips.customSumPlaceholder')}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCustom(event.target.value.replace(/[^\d.,]/g, ''))}
          />
        </>
      ) : null}
      {error ? (
        <span id={errorId} className="fb-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The hosted payment page sends the guest back here with this parameter once the tip is paid. */
const TIP_PAID_PARAM = 'tip_paid';

/** Tips to the waiter as their own screen after a paid order or bill (docs/contract/product.md#payments-tips-and-reviews, docs/contract/entities.md#review-and-tip Tip; issue 11 item 2). */
export default function TipScreen() {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const params = useParams<{ id: string }>();
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const bridgeReady = useBridge();
  const paths = usePagePaths();
  const signal = useMountSignal();
  const kind = subjectOf(location);
  const id = Number(params.id);
  const client = useApiClient();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const returned = new URLSearchParams(search).get(TIP_PAID_PARAM) === '1';
  const feedback = useQuery(['feedback', kind, id, returned], (s) => fetchFeedback(client, kind, id, s));
  const [choice, setChoice] = useState<TipChoice>(10);
  const [custom, setCustom] = useState('');
  const [checked, setChecked] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(returned);
  const intent = useRef<{ key: string; amount: number } | null>(null);

  const data = feedback.data;
  const money = (amount: number) => formatMoney(amount, data?.currency ?? 'KZT', language);
  const amount = !data ? null : choice === 'custom' ? parseTip(custom) : presetTip(data.baseAmount, choice);
  const problem = data ? tipProblem(amount, data.baseAmount) : null;

  useEffect(() => {
    if (!returned || !data) return;
    // Back from the hosted page: the tip is counted once, not on every reload of this page.
    const tracked = `${SESSION_KEYS.fromPayment}:tip:${kind}-${id}:${data.tipsPaid}`;
    if (stores.session.get(tracked)) return;
    stores.session.set(tracked, '1');
    telemetry.track(ANALYTICS_EVENTS.tipsSuccess, {
      kind,
      filial_id: data.filialId,
      amount: data.tipsPaid,
    });
  }, [returned, data, kind, id, stores, telemetry]);

  const pay = async () => {
    setChecked(true);
    setFailure(null);
    if (problem || amount === null || !data?.waiter) return;
    setPaying(true);
    if (intent.current?.amount !== amount) intent.current = { key: randomId(), amount };
    try {
      const payment = await sendTip(
        client,
        { kind, id, waiterId: data.waiter.id, amount, key: intent.current.key },
        signal,
      );
      const bridge = await bridgeReady;
      if (!payment.paymentUrl || !bridge) throw new Error('no payment page');
      const here = `/${kind}s/${id}/tip`;
      if (bridge.runtime === 'web') stores.session.set(SESSION_KEYS.fromPayment, '1');
      const result = await bridge.call(
        'pay.open',
        {
          trackId: payment.trackId,
          paymentUrl: payment.paymentUrl,
          successPath: paths.pathOf(`${here}?${TIP_PAID_PARAM}=1`),
          failurePath: paths.pathOf(here),
        },
        { signal },
      );
      if (result.status === 'success') {
        intent.current = null;
        telemetry.track(ANALYTICS_EVENTS.tipsSuccess, { kind, filial_id: data.filialId, amount });
        setPaid(true);
        feedback.reload();
      }
    } catch (error) {
      if (signal.aborted) return;
      setFailure(isApiError(error, 'network') ? t('errors.network.title') : t('errors.payment.text'));
    } finally {
      if (!signal.aborted) setPaying(false);
    }
  };

  return (
    <>
      <FeedbackStyles />
      <BackHeader title={t('feedback.tips.title')} backHref={backHrefOf(kind, id)} className="fb-header" />
      <main className="dk-main fb-stack" data-screen="tip">
        {!data ? (
          <LoadState status={feedback.status} onRetry={feedback.reload} />
        ) : !data.waiter ? (
          <p data-testid="tip-no-waiter">{t('feedback.tips.noWaiter')}</p>
        ) : paid ? (
          <section className="fb-done" role="status" data-testid="tip-paid">
            <h2>{t('feedback.tips.success')}</h2>
            <p>{t('feedback.tips.paid', { amount: money(data.tipsPaid) })}</p>
            {data.reviewable ? (
              <Link href={`/${kind}s/${id}/review`}>{t('feedback.review.title')}</Link>
            ) : null}
            <Link href={backHrefOf(kind, id)}>{t('feedback.tips.back')}</Link>
          </section>
        ) : (
          <form
            className="fb-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
          >
            <h2 data-testid="tip-recipient">{t('feedback.tips.recipient', { name: data.waiter.name })}</h2>
            {data.tipsPaid > 0 ? <p>{t('feedback.tips.paid', { amount: money(data.tipsPaid) })}</p> : null}
            <TipChoices
              base={data.baseAmount}
              presets={data.tipPresets}
              money={money}
              choice={choice}
              custom={custom}
              error={
                checked && problem ? t(`feedback.tips.${problem}`, { amount: money(data.baseAmount) }) : null
              }
              onChoice={setChoice}
              onCustom={setCustom}
            />
            {failure ? (
              <p className="fb-error" role="alert">
                {failure}
              </p>
            ) : null}
            <button type="submit" className="dk-button" disabled={paying} aria-busy={paying || undefined}>
              {t('feedback.tips.pay', { amount: money(amount !== null && !problem ? amount : 0) })}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
