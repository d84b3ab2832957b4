import { type SocialLink, deliveryBanner, WEEKDAY_KEYS } from '../model/venue.ts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useBridge, usePagePaths } from '../../../runtime/app-runtime.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { ShareButton } from '../../../ui/ShareButton.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchVenueCard, type VenueCard } from '../api/venues-api.ts';
import { DeliveryBanner, OpeningStatus, useNow } from '../components/VenueStatus.tsx';
import { FeatureStyle, ScreenHeader, useRecordVisit } from '../components/ScreenHeader.tsx';
import { useEnsureCoordinates, useLocationContext } from '../hooks/location.ts';
import { openExternal } from '../../../runtime/open-external.ts';
import { venueDistance } from '../model/distance.ts';
import { NAVIGATION_APPS } from '../model/navigation-apps.ts';
import { isRoundTheClock, localTime, openingState } from '../model/opening-hours.ts';

/** Social network names that are messengers: a guest can write to the venue there. */
const MESSENGERS = ['telegram', 'whatsapp'] as const;

/** docs/contract/validation.md#messenger-link: "A venue without a messenger social link raises an error for a missing messenger link." */
export class MissingMessengerLinkError extends Error {
  readonly venueId: number;
  constructor(venueId: number) {
    super(`Venue ${venueId} has no messenger link`);
    this.name = 'MissingMessengerLinkError';
    this.venueId = venueId;
  }
}

export function messengerLink(venueId: number, links: readonly SocialLink[]): SocialLink {
  const found = links.find((link) => (MESSENGERS as readonly string[]).includes(link.name));
  if (!found) throw new MissingMessengerLinkError(venueId);
  return found;
}

/** Display names of the networks the product knows; brands, so the same in every language. */
const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  vk: 'VK',
};

export function networkName(name: string): string {
  return NETWORK_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * FilialDetails (docs/contract/screens.md#routes /filials/{id}/details): address, phone, the hours of the week with today marked,
 * the break, the rush state, the closing time (close_in_advance_minutes taken off), the services, social
 * networks, a chat in the venue's messenger, and directions in a maps app through the host.
 */
export default function FilialDetailsScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { filialId = '' } = useParams<{ filialId: string }>();
  const id = Number(filialId);
  const context = useLocationContext({ withService: false });
  useEnsureCoordinates();
  const now = useNow();
  useRecordVisit();
  const request = useQuery(['venue-card', id, context.coordinates], (signal) =>
    fetchVenueCard(client, id, context.coordinates, signal),
  );
  const card = request.data;
  const notFound = request.status === 'error' && isApiError(request.error, 'not-found');

  return (
    <div className="dkd-screen" data-screen="filial-details">
      <FeatureStyle />
      <header className="dkd-header">
        <ScreenHeader title={card?.venue.title ?? t('filials.details.title')} back />
      </header>
      <main className="dkd-body">
        {notFound ? (
          <p className="dk-empty" role="alert">
            {t('errors.venueNotFound.title')}
          </p>
        ) : (
          <LoadState status={card ? 'success' : request.status} onRetry={request.reload} whole />
        )}
        {card ? <Details card={card} now={now} here={context.coordinates} /> : null}
      </main>
    </div>
  );
}

function Details({
  card,
  now,
  here,
}: {
  card: VenueCard;
  now: number;
  here: { latitude: number; longitude: number } | null;
}) {
  const { t } = useTranslation();
  const bridgeReady = useBridge();
  const stores = useAppStores();
  const paths = usePagePaths();
  const { venue, services } = card;
  const hoursId = useId();
  const state = openingState(venue.hours, now);
  const today = localTime(now, venue.hours.utcOffsetMinutes).weekday;
  const distance = venueDistance(venue, here);
  const banner = deliveryBanner(venue);
  const notify = (text: string) => stores.notifications.notify({ type: 'error', text, onlyUnique: true });

  const open = (url: string, kind: 'browser' | 'navigation' | 'messenger') => {
    openExternal(bridgeReady, url, kind).catch(() => notify(t('errors.generic.title')));
  };
  const writeToVenue = () => {
    try {
      open(messengerLink(venue.id, venue.socialNetworks).link, 'messenger');
    } catch (error) {
      if (!(error instanceof MissingMessengerLinkError)) throw error;
      notify(t('errors.messengerLinkMissing'));
    }
  };
  const others = venue.socialNetworks;

  return (
    <>
      <p className="dkd-meta" data-testid="opening-state">
        <OpeningStatus state={state} />
      </p>
      {venue.rush !== 'normal' ? (
        <p className="dkd-banner" data-testid="rush">
          <strong>{t('filials.details.rush')}</strong>
          {venue.rushDelayMinutes > 0 ? (
            <span>{t('filials.details.rushDelay', { count: venue.rushDelayMinutes })}</span>
          ) : null}
        </p>
      ) : null}
      {banner ? <DeliveryBanner kind={banner} full /> : null}
      <div className="dkd-buttons">
        <Link href={`/filials/${venue.id}`} className="dk-button">
          {t('filials.details.menu')}
        </Link>
        <button type="button" className="dk-button dk-button-secondary" onClick={writeToVenue}>
          {t('filials.details.writeToVenue')}
        </button>
        <ShareButton
          label={t('common.share.venue')}
          params={{
            title: venue.title,
            text: venue.address ? `${venue.title}, ${venue.address}` : venue.title,
            url: paths.urlOf(`/filials/${venue.id}`),
          }}
        />
      </div>
      <dl className="dkd-facts">
        <dt>{t('filials.details.address')}</dt>
        <dd>
          {venue.address}
          {distance !== null ? (
            <span className="dk-muted"> · {t('filials.list.distance', { distance })}</span>
          ) : null}
        </dd>
        {venue.phone ? (
          <>
            <dt>{t('filials.details.phone')}</dt>
            <dd>
              <a href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}>{venue.phone}</a>
            </dd>
          </>
        ) : null}
        {services.length > 0 ? (
          <>
            <dt>{t('filials.details.services')}</dt>
            <dd>{services.map((terms) => t(`common.services.${terms.service}`)).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {venue.hours.week.length > 0 ? (
        <section className="dkd-section" aria-labelledby={hoursId}>
          <h2 id={hoursId}>{t('filials.details.workingHours')}</h2>
          <table className="dkd-week">
            <tbody>
              {WEEKDAY_KEYS.map((key, index) => {
                const entry = venue.hours.week.find((day) => day.day === index + 1);
                return (
                  <tr key={key} aria-current={index + 1 === today ? 'date' : undefined}>
                    <th scope="row">
                      {t(`common.weekdays.${key}`)}
                      {index + 1 === today ? (
                        <span className="dk-muted"> · {t('filials.details.today')}</span>
                      ) : null}
                    </th>
                    <td>
                      {!entry
                        ? t('filials.details.dayOff')
                        : isRoundTheClock(entry)
                          ? t('filials.details.roundTheClock')
                          : `${entry.from}–${entry.to}`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {venue.hours.breakTime ? (
            <p data-testid="break">
              {t('filials.details.break', { from: venue.hours.breakTime.from, to: venue.hours.breakTime.to })}
            </p>
          ) : null}
        </section>
      ) : null}
      {venue.coordinates ? (
        <section className="dkd-section" aria-labelledby={`${hoursId}-directions`}>
          <h2 id={`${hoursId}-directions`}>{t('filials.details.directions')}</h2>
          <div className="dkd-buttons">
            {NAVIGATION_APPS.map((app) => (
              <button
                key={app.id}
                type="button"
                className="dkd-chip"
                data-app={app.id}
                onClick={() =>
                  open(
                    app.url(venue.coordinates as { latitude: number; longitude: number }, venue.title),
                    'navigation',
                  )
                }
              >
                {t('filials.details.openIn', { app: app.name })}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section className="dkd-section" aria-labelledby={`${hoursId}-social`}>
          <h2 id={`${hoursId}-social`}>{t('filials.details.socialNetworks')}</h2>
          <div className="dkd-buttons">
            {others.map((link) => (
              <button
                key={link.link}
                type="button"
                className="dkd-chip"
                onClick={() =>
                  open(
                    link.link,
                    link.name === 'telegram' || link.name === 'whatsapp' ? 'messenger' : 'browser',
                  )
                }
              >
                {networkName(link.name)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
