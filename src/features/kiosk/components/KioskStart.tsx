import { useMemo } from 'react';
import { encode } from 'uqr';
import pointer from 'lucide/dist/esm/icons/pointer.mjs';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { photoUrl } from '../../../ui/image-url.ts';
import type { KioskOrder, KioskVenue } from '../api/kiosk-api.ts';

/**
 * The QR code of `text` as one SVG path (drawn from the module matrix, no HTML string), dark on white with
 * the quiet zone the standard asks for, so phone cameras read it from the tablet's screen.
 */
function KioskQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 4 });
    const modules = data.length;
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: modules };
  }, [text]);
  return (
    <svg
      className="ks-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="kiosk-qr"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** docs/contract/product.md#languages languages, each offered on the kiosk whatever the venue's country: visitors read their own. */
const KIOSK_LANGUAGES: readonly Language[] = ['kk', 'ru', 'en', 'ka'];

/** The cover's and the logo's display sizes (CSS px), asked at these sizes from the image proxy. */
const COVER = { width: 640, height: 200 };
const LOGO = 88;

/**
 * The start screen: the venue's brand (cover, logo, name, its words) over a large call to touch, or scan to
 * order from a phone; the session's recent orders.
 */
export function KioskStart(props: {
  venue: KioskVenue;
  qrUrl: string;
  orders: KioskOrder[] | null;
  language: string;
  onStart: () => void;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const { venue } = props;
  return (
    <main className="ks-main ks-start" data-screen="kiosk-start">
      <section className="ks-card ks-brand" aria-labelledby="ks-start-title" data-testid="kiosk-brand">
        {venue.coverUrl ? (
          <img
            className="ks-brand-cover"
            src={photoUrl(venue.coverUrl, COVER.width, COVER.height)}
            alt=""
            width={COVER.width}
            height={COVER.height}
          />
        ) : (
          <span className="ks-brand-cover" aria-hidden="true" />
        )}
        <div className="ks-brand-head">
          {venue.logoUrl ? (
            <img
              className="ks-brand-logo"
              src={photoUrl(venue.logoUrl, LOGO, LOGO)}
              alt=""
              width={LOGO}
              height={LOGO}
            />
          ) : null}
          <div>
            <h2 id="ks-start-title">{t('kiosk.start.welcome', { venue: venue.title })}</h2>
            {venue.description ? <p className="ks-muted">{venue.description}</p> : null}
          </div>
        </div>
        <button
          type="button"
          className="ks-tap"
          onClick={props.onStart}
          aria-describedby="ks-tap-hint"
          data-testid="kiosk-tap"
        >
          <Icon icon={pointer} size={48} />
          <span className="ks-tap-title">{t('kiosk.start.tap')}</span>
        </button>
        <p id="ks-tap-hint" className="ks-tap-hint">
          {t('kiosk.start.tapHint')}
        </p>
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
