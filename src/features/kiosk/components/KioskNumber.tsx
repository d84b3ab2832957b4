import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { KioskOrder } from '../api/kiosk-api.ts';

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
