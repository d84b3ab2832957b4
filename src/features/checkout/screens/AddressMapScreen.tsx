import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useMountScope } from '../../../mount-context.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import { findTown } from '../../../state/towns.ts';
import {
  fetchSuggestions,
  type GeoPlace,
  reverseGeocode,
  roundCoordinate,
  suggestionQuery,
} from '../api/geo-api.ts';
import { CheckoutStyles } from '../components/CheckoutStyles.tsx';
import { backParam } from '../model/back-param.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { useScopedAbort } from '../hooks/use-scoped-abort.ts';

// Leaflet (about 40 KB gzip) loads only with the map, after the search field is usable.
const PinMap = lazy(() => import('../map/PinMap.tsx'));

/** Where the map opens with nothing better known: Almaty's centre, the default town (SPEC §3). */
const FALLBACK_CENTER: Coordinates = { latitude: 43.2389, longitude: 76.8897 };

/** SPEC §4 and §9: suggestions appear after a 300 ms pause. */
const SUGGESTION_DELAY_MS = 300;

type Locating = 'idle' | 'locating' | 'denied' | 'failed';

/**
 * SPEC §2 /address-map: find the building by street and number (three suggestions from street, country and
 * town), or from where the guest is (the host's position, reverse geocoded). The chosen point becomes the
 * draft the address form completes; the draft is stored, so a reload keeps it.
 */
export default function AddressMapScreen() {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const { core } = runtime;
  const search = useSearch();
  const [, navigate] = useLocation();
  const scoped = useScopedAbort();
  const device = useSnapshot(core.state.device.state);
  const { country } = useSnapshot(core.state.restrictions.state);
  const draft = useSnapshot(core.state.addresses.state).tempAddress;
  const back = backParam(search);
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState(() =>
    draft ? [draft.street, draft.building].filter(Boolean).join(' ') : '',
  );
  const [places, setPlaces] = useState<GeoPlace[]>([]);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<GeoPlace | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [undetermined, setUndetermined] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const geocoding = useRef<AbortController | null>(null);
  const [pin, setPin] = useState<Coordinates>(() => {
    const town = findTown(device.townId);
    const townCenter =
      town && town.latitude !== 0 ? { latitude: town.latitude, longitude: town.longitude } : null;
    return draft?.coordinates ?? device.coordinates ?? townCenter ?? FALLBACK_CENTER;
  });

  const townName = t(`places.towns.${device.townId}` as 'places.towns.1', {
    defaultValue: findTown(device.townId)?.title ?? '',
  });
  const countryName = t(country === 'ge' ? 'places.countries.ge' : 'places.countries.kz');

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
      fetchSuggestions(core.client, suggestionQuery(text, countryName, townName), controller.signal).then(
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
  }, [query, core, countryName, townName]);

  const pick = (place: GeoPlace) => {
    geocoding.current?.abort();
    setChosen(place);
    setPin(place.coordinates);
    setUndetermined(false);
    setPlaces([]);
  };

  /** The guest moved the map: the point under the pin is the address, named by reverse geocoding. */
  const pinned = (point: Coordinates) => {
    geocoding.current?.abort();
    const signal = scoped();
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    geocoding.current = controller;
    setPin(point);
    setUndetermined(false);
    reverseGeocode(core.client, point, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        if (place) setChosen({ ...place, coordinates: point });
        else setUndetermined(true);
      },
      () => {
        if (!controller.signal.aborted) {
          setChosen(null);
          setUndetermined(true);
        }
      },
    );
  };

  const locate = async () => {
    setLocating('locating');
    setUndetermined(false);
    const signal = scoped();
    const bridge = await runtime.bridge;
    let point = device.coordinates;
    try {
      if (bridge?.supports('geo.position')) {
        const position = await bridge.call('geo.position', {}, { signal });
        if (position.status === 'success') {
          point = { latitude: position.latitude, longitude: position.longitude };
          core.state.device.setPosition(point);
        } else if (position.status === 'denied') {
          core.state.device.denyPosition();
          setLocating('denied');
          return;
        } else point = null;
      }
      if (!point) {
        setLocating('failed');
        return;
      }
      const place = await reverseGeocode(core.client, point, signal);
      setLocating('idle');
      // The guest's own position is the point; the geocoder only names it.
      if (place) pick({ ...place, coordinates: point });
      else setUndetermined(true);
    } catch (error) {
      if (signal.aborted) return;
      setLocating(isApiError(error, 'not-found') ? 'idle' : 'failed');
      if (isApiError(error, 'not-found')) setUndetermined(true);
    }
  };

  const confirm = () => {
    if (!chosen) return;
    const base: Address = draft ? { ...(draft as Address) } : core.state.addresses.emptyAddress();
    core.state.addresses.setTemp({
      ...base,
      street: chosen.street || chosen.title,
      building: chosen.building,
      city: chosen.city || base.city,
      coordinates: {
        latitude: roundCoordinate(chosen.coordinates.latitude),
        longitude: roundCoordinate(chosen.coordinates.longitude),
      },
    });
    const id = base.id > 0 ? `id=${base.id}&` : '';
    navigate(`/address-form?${id}back=${encodeURIComponent(back)}`);
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
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="dk-visually-hidden" role="status" aria-live="polite">
          {searching
            ? t('common.states.loading')
            : query.trim()
              ? t('address.map.found', { count: places.length })
              : ''}
        </p>
        {places.length > 0 ? (
          <ul id={listId} className="ck-suggestions" aria-label={t('address.map.suggestions')}>
            {places.map((place) => (
              <li key={`${place.coordinates.latitude},${place.coordinates.longitude},${place.title}`}>
                <button type="button" onClick={() => pick(place)}>
                  <strong>{place.title}</strong>
                  <span className="dk-muted">{place.subtitle}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : !searching && query.trim() !== '' && !chosen ? (
          <p className="dk-muted">{t('address.map.nothingFound')}</p>
        ) : null}
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
