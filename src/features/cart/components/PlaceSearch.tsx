import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { GeoPlace } from '../api/geo-api.ts';
import { isNothingFound, searchStatus } from '../model/address-map.ts';

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
