import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDistance } from '../../i18n/format-distance.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useAppState } from '../../mount-context.ts';
import { distanceMeters } from '../../state/index.ts';
import type { Courier } from '../../api/order-endpoints.ts';
import { NAVIGATION_APPS, navigationLink } from './order-status.ts';

// Leaflet comes with the first courier on a map, never with the status page itself.
const CourierMap = lazy(() => import('./CourierMap.tsx'));

/**
 * docs/contract/product.md#guests-and-what-they-do "see the courier of a delivery order", issue 11 item 6: who the courier is, how far and how soon,
 * the courier moving on a map, their phone, and the courier's place in the guest's navigation app.
 */
export function CourierSection({ courier }: { courier: Courier | null }) {
  const { t, i18n } = useTranslation();
  const { country } = useAppState().restrictions;
  const titleId = useId();
  const appsId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const position =
    courier && courier.latitude !== null && courier.longitude !== null
      ? { latitude: courier.latitude, longitude: courier.longitude }
      : null;
  const away = position && courier?.destination ? distanceMeters(position, courier.destination) : null;

  return (
    <section className="ck-section" aria-labelledby={titleId} data-testid="courier">
      <h2 id={titleId}>{t('orders.courier.title')}</h2>
      {!courier ? (
        <p className="dk-muted">{t('orders.courier.notAssigned')}</p>
      ) : (
        <>
          <p data-testid="courier-name">{courier.name}</p>
          {away !== null || courier.etaMinutes ? (
            <p data-testid="courier-progress">
              {[
                away !== null
                  ? t('orders.courier.away', {
                      distance: formatDistance(away, language, {
                        metre: t('common.units.metre'),
                        kilometre: t('common.units.kilometre'),
                      }),
                    })
                  : null,
                courier.etaMinutes ? t('orders.courier.eta', { count: courier.etaMinutes }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {position ? (
            <Suspense fallback={<div className="ck-map-frame" aria-hidden="true" />}>
              <CourierMap courier={position} destination={courier.destination} />
            </Suspense>
          ) : null}
          {courier.phone ? (
            <a className="dk-button dk-button-secondary" href={`tel:${courier.phone.replace(/[^+\d]/g, '')}`}>
              {t('orders.courier.call')}
            </a>
          ) : null}
          {position ? (
            <nav aria-labelledby={appsId}>
              <h3 id={appsId} className="ck-subtitle">
                {t('orders.courier.openIn')}
              </h3>
              <ul className="ck-nav-apps">
                {NAVIGATION_APPS.map((app) => (
                  <li key={app}>
                    <a
                      href={navigationLink(app, position, country)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t(`orders.courier.apps.${app}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
