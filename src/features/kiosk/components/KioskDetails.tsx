import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PaymentType } from '../../../state/cart.ts';
import { type DetailsProblem, type Dining, detailsProblems, type KioskDraft } from '../model/kiosk-order.ts';

/** SPEC §2 tablet flow: the guest's name, takeaway or in the hall, and how they pay. */
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
  const problems = detailsProblems(draft, paymentTypes);
  const shown = (problem: DetailsProblem) =>
    (checked || problem === 'cashRefused') && problems.includes(problem);
  const cashTaken = paymentTypes.includes('cash');
  const choice = <T extends string>(value: T, current: T | null, label: string, pick: (value: T) => void) => (
    <button
      type="button"
      className="ks-button"
      aria-pressed={current === value}
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
        }}
      >
        <h2 id="ks-details-title">{t('kiosk.details.title')}</h2>
        <div className="ks-field">
          <label htmlFor={nameId}>{t('kiosk.details.name')}</label>
          <input
            id={nameId}
            name="name"
            autoComplete="off"
            value={draft.name}
            aria-invalid={shown('nameTooShort')}
            aria-describedby={`${nameId}-hint`}
            onChange={(event) => props.onChange({ name: event.target.value })}
          />
          <p id={`${nameId}-hint`} className={shown('nameTooShort') ? 'ks-error' : 'ks-muted'}>
            {shown('nameTooShort') ? t('kiosk.details.nameTooShort') : t('kiosk.details.nameHint')}
          </p>
        </div>
        <fieldset className="ks-choices">
          <legend>{t('kiosk.details.dining')}</legend>
          <div className="ks-choice-row">
            {choice<Dining>('takeaway', draft.dining, t('kiosk.details.takeaway'), (dining) =>
              props.onChange({ dining }),
            )}
            {choice<Dining>('hall', draft.dining, t('kiosk.details.hall'), (dining) =>
              props.onChange({ dining }),
            )}
          </div>
          {shown('diningRequired') ? <p className="ks-error">{t('kiosk.details.diningRequired')}</p> : null}
        </fieldset>
        <fieldset className="ks-choices">
          <legend>{t('kiosk.details.payment')}</legend>
          <div className="ks-choice-row">
            {choice<PaymentType>('online', draft.payment, t('kiosk.details.online'), (payment) =>
              props.onChange({ payment }),
            )}
            {choice<PaymentType>('cash', draft.payment, t('kiosk.details.cash'), (payment) =>
              props.onChange({ payment }),
            )}
          </div>
          {shown('paymentRequired') ? <p className="ks-error">{t('kiosk.details.paymentRequired')}</p> : null}
          {shown('cashRefused') ? (
            <p className="ks-error" role="alert" data-testid="kiosk-cash-refused">
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
