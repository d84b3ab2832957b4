import { useEffect, useRef, useState } from 'react';
import { useMountScope } from '../../../mount-context.ts';
import { fetchSuggestions, type GeoPlace, suggestionQuery } from '../api/geo-api.ts';
import { SUGGESTION_DELAY_MS } from '../model/address-map.ts';

/**
 * Suggestions for the typed street, asked for after a pause in typing (docs/contract/states.md#search) within the guest's country
 * and town; a newer text cancels the older search.
 */
export function usePlaceSuggestions(query: string, countryName: string, townName: string) {
  const { core } = useMountScope().runtime;
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

  return { places, searching, clear: () => setPlaces([]) };
}
