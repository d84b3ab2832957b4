import { useEffect, useRef, useState, useId, lazy, Suspense } from 'react';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import {
  fetchSuggestions,
  type GeoPlace,
  suggestionQuery,
  SUGGESTION_DELAY_MS,
  isNothingFound,
  searchStatus,
  addressFormPath,
  draftFromPlace,
  initialQuery,
  usePinPlace,
} from '../model/address-map.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import type { Address } from '../../../state/addresses.ts';
import { findTown } from '../../../state/towns.ts';
import { CheckoutStyles, ScreenHeader } from '../../../ui/OrderPageStyles.tsx';
import { backParam } from '../model/back-param.ts';

/**
 * Suggestions for the typed street, asked for after a pause in typing (docs/contract/states.md#search) within the guest's country
 * and town; a newer text cancels the older search.
 */
export function usePlaceSuggestions(query: string, countryName: string, townName: string) {
  const client = useApiClient();
  const [places, setPlaces] = useState<GeoPlace[]>([]);
  const [searching, setSearching] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const text = query.trim();
    inFlight.current?.abort();
    if (text === '') {
      setPlaces([]);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    const timer = setTimeout(() => {
      setSearching(true);
      fetchSuggestions(client, suggestionQuery(text, countryName, townName), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setPlaces(found);
          setSearching(false);
        },
        () => {
          if (!controller.signal.aborted) setSearching(false);
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, client, countryName, townName]);

  return { places, searching, clear: () => setPlaces([]) };
}

interface PlaceSearchProps {
  query: string;
  places: GeoPlace[];
  searching: boolean;
  /** Whether a place is chosen: "nothing found" then no longer applies. */
  chosen: boolean;
  onQuery: (text: string) => void;
  onPick: (place: GeoPlace) => void;
}

/** The street search of the address map: the field, a status for screen readers, and the suggestions. */
export function PlaceSearch({ query, places, searching, chosen, onQuery, onPick }: PlaceSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const status = searchStatus(searching, query);
  return (
    <>
      <div className="ck-field">
        <label htmlFor={inputId}>{t('address.map.searchLabel')}</label>
        <input
          id={inputId}
          type="search"
          // Points only at a list that is there: a reference to a missing id is an invalid ARIA value.
          aria-controls={places.length > 0 ? listId : undefined}
          autoComplete="street-address"
          placeholder={t('address.map.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <p className="dk-visually-hidden" role="status" aria-live="polite">
        {status === 'loading'
          ? t('common.states.loading')
          : status === 'found'
            ? t('address.map.found', { count: places.length })
            : ''}
      </p>
      {places.length > 0 ? (
        <ul id={listId} className="ck-suggestions" aria-label={t('address.map.suggestions')}>
          {places.map((place) => (
            <li key={`${place.coordinates.latitude},${place.coordinates.longitude},${place.title}`}>
              <button type="button" onClick={() => onPick(place)}>
                <strong>{place.title}</strong>
                <span className="dk-muted">{place.subtitle}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : isNothingFound({ found: places.length, searching, query, chosen }) ? (
        <p className="dk-muted">{t('address.map.nothingFound')}</p>
      ) : null}
    </>
  );
}

// Leaflet (about 40 KB gzip) loads only with the map, after the search field is usable.
const PinMap = lazy(() => import('../map/PinMap.tsx'));

/**
 * docs/contract/screens.md#redirect-after-address-setup /address-map: find the building by street and number (three suggestions from street, country and
 * town), or from where the guest is (the host's position, reverse geocoded). The chosen point becomes the
 * draft the address form completes; the draft is stored, so a reload keeps it.
 */
export default function AddressMapScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const search = useSearch();
  const [, navigate] = useLocation();
  const device = useAppState().device;
  const { country } = useAppState().restrictions;
  const draft = useAppState().addresses.tempAddress;
  const back = backParam(search);
  const [query, setQuery] = useState(() => initialQuery(draft));

  const townName = t(`places.towns.${device.townId}` as 'places.towns.1', {
    defaultValue: findTown(device.townId)?.title ?? '',
  });
  const countryName = t(country === 'ge' ? 'places.countries.ge' : 'places.countries.kz');
  const suggestions = usePlaceSuggestions(query, countryName, townName);
  const { pin, chosen, locating, undetermined, pick, pinned, locate } = usePinPlace(draft, suggestions.clear);

  const confirm = () => {
    if (!chosen) return;
    const base: Address = draft ? { ...draft } : stores.addresses.emptyAddress();
    stores.addresses.setTemp(draftFromPlace(base, chosen));
    navigate(addressFormPath(base, back));
  };

  return (
    <>
      <CheckoutStyles />
      <ScreenHeader title={t('address.map.title')} backHref={back} />
      <main className="dk-main" data-screen="address-map">
        <p className="dk-muted">{t('address.map.hint')}</p>
        <Suspense
          fallback={
            <p className="dk-loading ck-map-frame" role="status">
              {t('address.map.loading')}
            </p>
          }
        >
          <PinMap center={pin} onPick={pinned} />
        </Suspense>
        <PlaceSearch
          query={query}
          places={suggestions.places}
          searching={suggestions.searching}
          chosen={chosen !== null}
          onQuery={setQuery}
          onPick={pick}
        />
        <button
          type="button"
          className="dk-button dk-button-secondary"
          onClick={() => void locate()}
          disabled={locating === 'locating'}
        >
          {locating === 'locating' ? t('address.map.determining') : t('address.map.useLocation')}
        </button>
        {locating === 'denied' ? (
          <div className="ck-alert" role="alert">
            <strong>{t('errors.geolocation.denied')}</strong>
            <span>{t('errors.geolocation.allowHint')}</span>
          </div>
        ) : null}
        {locating === 'failed' ? (
          <p className="ck-alert" role="alert">
            {t('errors.geolocation.failed')}
          </p>
        ) : null}
        {undetermined ? (
          <p className="ck-alert" role="alert">
            {t('address.messages.determineFailed')}
          </p>
        ) : null}
        {chosen ? (
          <section className="ck-section" aria-labelledby="ck-chosen-title" data-testid="chosen-place">
            <h2 id="ck-chosen-title">{t('address.map.chosen')}</h2>
            <p>
              <strong>{chosen.title}</strong>
            </p>
            <p className="dk-muted">{chosen.subtitle}</p>
            <button type="button" className="dk-button" onClick={confirm}>
              {t('address.map.confirm')}
            </button>
          </section>
        ) : null}
      </main>
    </>
  );
}
