import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PaymentType } from '../../../state/cart.ts';
import { type DetailsProblem, type Dining, detailsProblems, type KioskDraft } from '../model/kiosk-model.ts';
import type { KioskOrder } from '../api/kiosk-api.ts';

// The kiosk's last two steps: the guest's details for the order, then the number to remember.

/** docs/contract/screens.md#tablet-flow tablet flow: the guest's name, takeaway or in the hall, and how they pay. */
export function KioskDetails(props: {
  draft: KioskDraft;
  paymentTypes: PaymentType[];
  total: string;
  sending: boolean;
  failure: string | null;
  onChange: (draft: Partial<KioskDraft>) => void;
  onBack: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const { draft, paymentTypes } = props;
  const [checked, setChecked] = useState(false);
  const nameId = useId();
  const diningErrorId = useId();
  const paymentErrorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const diningRef = useRef<HTMLFieldSetElement>(null);
  const paymentRef = useRef<HTMLFieldSetElement>(null);
  const problems = detailsProblems(draft, paymentTypes);
  const shown = (problem: DetailsProblem) =>
    (checked || problem === 'cashRefused') && problems.includes(problem);
  const diningError = shown('diningRequired');
  const paymentError = shown('paymentRequired') || shown('cashRefused');
  const cashTaken = paymentTypes.includes('cash');
  /** As the birthday form: the first field to correct takes the focus, where its error is read with it. */
  const focusFirstProblem = () => {
    const [first] = problems;
    if (first === 'nameTooShort') nameRef.current?.focus();
    else if (first === 'diningRequired') diningRef.current?.querySelector('button')?.focus();
    else if (first) paymentRef.current?.querySelector('button')?.focus();
  };
  const choice = <T extends string>(
    value: T,
    current: T | null,
    label: string,
    pick: (value: T) => void,
    errorId: string | undefined,
  ) => (
    <button
      type="button"
      className="ks-button"
      aria-pressed={current === value}
      aria-describedby={errorId}
      data-choice={value}
      onClick={() => pick(value)}
    >
      {label}
    </button>
  );
  return (
    <main className="ks-main" data-screen="kiosk-details">
      <form
        className="ks-card ks-details"
        noValidate
        aria-labelledby="ks-details-title"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (problems.length === 0) props.onPlace();
          else focusFirstProblem();
        }}
      >
        <h2 id="ks-details-title">{t('kiosk.details.title')}</h2>
        <div className="ks-field">
          <label htmlFor={nameId}>{t('kiosk.details.name')}</label>
          <input
            ref={nameRef}
            id={nameId}
            name="name"
            autoComplete="off"
            value={draft.name}
            aria-invalid={shown('nameTooShort')}
            aria-describedby={`${nameId}-hint`}
            onChange={(event) => props.onChange({ name: event.target.value })}
          />
          {/* The hint gives way to the error under the same id; keyed apart so the alert is a new node. */}
          {shown('nameTooShort') ? (
            <p key="error" id={`${nameId}-hint`} className="ks-error" role="alert">
              {t('kiosk.details.nameTooShort')}
            </p>
          ) : (
            <p key="hint" id={`${nameId}-hint`} className="ks-muted">
              {t('kiosk.details.nameHint')}
            </p>
          )}
        </div>
        <fieldset ref={diningRef} className="ks-choices">
          <legend>{t('kiosk.details.dining')}</legend>
          <div className="ks-choice-row">
            {choice<Dining>(
              'takeaway',
              draft.dining,
              t('kiosk.details.takeaway'),
              (dining) => props.onChange({ dining }),
              diningError ? diningErrorId : undefined,
            )}
            {choice<Dining>(
              'hall',
              draft.dining,
              t('kiosk.details.hall'),
              (dining) => props.onChange({ dining }),
              diningError ? diningErrorId : undefined,
            )}
          </div>
          {diningError ? (
            <p id={diningErrorId} className="ks-error" role="alert">
              {t('kiosk.details.diningRequired')}
            </p>
          ) : null}
        </fieldset>
        <fieldset ref={paymentRef} className="ks-choices">
          <legend>{t('kiosk.details.payment')}</legend>
          <div className="ks-choice-row">
            {choice<PaymentType>(
              'online',
              draft.payment,
              t('kiosk.details.online'),
              (payment) => props.onChange({ payment }),
              paymentError ? paymentErrorId : undefined,
            )}
            {choice<PaymentType>(
              'cash',
              draft.payment,
              t('kiosk.details.cash'),
              (payment) => props.onChange({ payment }),
              paymentError ? paymentErrorId : undefined,
            )}
          </div>
          {shown('paymentRequired') ? (
            <p id={paymentErrorId} className="ks-error" role="alert">
              {t('kiosk.details.paymentRequired')}
            </p>
          ) : null}
          {shown('cashRefused') ? (
            <p id={paymentErrorId} className="ks-error" role="alert" data-testid="kiosk-cash-refused">
              {t('kiosk.details.cashRefused')}
            </p>
          ) : !cashTaken ? (
            <p className="ks-muted">{t('kiosk.details.cashRefused')}</p>
          ) : null}
        </fieldset>
        {props.failure ? (
          <p className="ks-error" role="alert">
            {props.failure}
          </p>
        ) : null}
        {props.sending ? (
          <p role="status" aria-live="polite">
            {t('kiosk.details.sending')}
          </p>
        ) : null}
        <div className="ks-actions">
          <button type="button" className="ks-button" onClick={props.onBack}>
            {t('kiosk.details.back')}
          </button>
          <button
            type="submit"
            className="ks-button ks-primary"
            disabled={props.sending}
            aria-busy={props.sending || undefined}
          >
            {draft.payment === 'online'
              ? t('kiosk.details.pay', { amount: props.total })
              : t('kiosk.details.place', { amount: props.total })}
          </button>
        </div>
      </form>
    </main>
  );
}

/** The order number to remember, as large as the screen allows; the kiosk returns to the start by itself. */
export function KioskNumber(props: {
  order: KioskOrder;
  paid: boolean;
  secondsLeft: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="ks-main" data-screen="kiosk-number">
      <section className="ks-card ks-number" aria-labelledby="ks-number-title">
        <h2 id="ks-number-title">{t('kiosk.number.title')}</h2>
        <p className="ks-number-value" data-testid="kiosk-order-number">
          {props.order.number}
        </p>
        <p>{t('kiosk.number.remember')}</p>
        <p className="ks-total">{props.paid ? t('kiosk.number.paid') : t('kiosk.number.payCash')}</p>
        <button type="button" className="ks-button ks-primary" onClick={props.onDone}>
          {t('kiosk.number.done')}
        </button>
        <p className="ks-muted" aria-live="off">
          {t('kiosk.number.returning', { count: props.secondsLeft })}
        </p>
      </section>
    </main>
  );
}
