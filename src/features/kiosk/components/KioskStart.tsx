import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages.ts';
import type { KioskOrder } from '../api/kiosk-api.ts';
import { KioskQr } from './KioskQr.tsx';

/** SPEC §1 languages, each offered on the kiosk whatever the venue's country: visitors read their own. */
const KIOSK_LANGUAGES: readonly Language[] = ['kk', 'ru', 'en', 'ka'];

/** The start screen: tap to order here, or scan to order from a phone; the session's recent orders. */
export function KioskStart(props: {
  venue: string;
  qrUrl: string;
  orders: KioskOrder[] | null;
  language: string;
  onStart: () => void;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="ks-main ks-start" data-screen="kiosk-start">
      <section className="ks-card" aria-labelledby="ks-start-title">
        <h2 id="ks-start-title">{t('kiosk.start.welcome', { venue: props.venue })}</h2>
        <button type="button" className="ks-tap" onClick={props.onStart} data-testid="kiosk-tap">
          {t('kiosk.start.tap')}
        </button>
        <fieldset className="ks-languages">
          <legend className="dk-visually-hidden">{t('kiosk.start.language')}</legend>
          {KIOSK_LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              className="ks-button"
              lang={language}
              aria-pressed={props.language === language}
              onClick={() => props.onLanguage(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </fieldset>
      </section>
      <div className="ks-side">
        <section className="ks-card" aria-labelledby="ks-phone-title">
          <h2 id="ks-phone-title">{t('kiosk.start.phoneTitle')}</h2>
          <KioskQr text={props.qrUrl} label={t('kiosk.start.qrLabel')} />
          <p className="ks-muted">{t('kiosk.start.phoneText')}</p>
        </section>
        <section className="ks-card" aria-labelledby="ks-orders-title">
          <h2 id="ks-orders-title">{t('kiosk.orders.title')}</h2>
          {props.orders && props.orders.length > 0 ? (
            <ul className="ks-orders" data-testid="kiosk-orders" aria-live="polite">
              {props.orders.map((order) => (
                <li key={order.id} data-order-number={order.number}>
                  <span>
                    <span className="ks-order-number">№ {order.number}</span>{' '}
                    {order.source === 'TABLETQR' ? (
                      <span className="ks-muted">{t('kiosk.orders.fromPhone')}</span>
                    ) : null}
                  </span>
                  <span>{order.statusTitle}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="ks-muted">{t('kiosk.orders.empty')}</p>
          )}
        </section>
      </div>
    </main>
  );
}
