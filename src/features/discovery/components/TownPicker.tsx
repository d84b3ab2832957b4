import { distanceMeters } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import { TOWNS, type Town } from '../../../state/towns.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { useTownName } from '../hooks/use-town-name.ts';

/**
 * docs/contract/entities.md#towns: "a town is accepted only if its name is known; visibility is checked against a list of visible
 * city titles". The visible list is the main list of docs/contract/entities.md#towns (the extended towns stay hidden) plus Tbilisi,
 * where the Georgian venues are.
 */
const VISIBLE_TOWN_TITLES: readonly string[] = [
  'Almaty',
  'Astana',
  'Shymkent',
  'Semey',
  'Karaganda',
  'Atyrau',
  'Aktau',
  'Pavlodar',
  'Temirtau',
  'Aktobe',
  'Uralsk',
  'Taldykorgan',
  'Kyzylorda',
  'Petropavlovsk',
  'Kostanay',
  'Kokshetau',
  'Taraz',
  'Ust-Kamenogorsk',
  'Konaev',
  'Tbilisi',
];

export interface TownFilter {
  country: 'kz' | 'ge';
  /** The host's town filter (docs/contract/product.md#host-configuration); null shows every town. */
  hostTowns: readonly number[] | null;
}

/** The towns the picker offers: visible by title, of the app's country, and allowed by the host. */
export function visibleTowns({ country, hostTowns }: TownFilter): Town[] {
  return TOWNS.filter(
    (town) =>
      VISIBLE_TOWN_TITLES.includes(town.title) &&
      town.country === country &&
      (hostTowns === null || hostTowns.includes(town.id)),
  );
}

/** The town whose centre is nearest to a position (towns without coordinates are skipped). */
export function nearestTown(towns: readonly Town[], here: Coordinates): Town | null {
  let best: Town | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const town of towns) {
    if (town.latitude === 0 && town.longitude === 0) continue;
    const distance = distanceMeters(here, town);
    if (distance < bestDistance) {
      best = town;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The town picker: the visible towns of the app's country that the host allows (docs/contract/product.md#host-configuration, docs/contract/entities.md#towns), nearest first
 * when the position is known, then by name; a search field narrows the list.
 */
export function TownPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const state = useAppStores();
  const { townId, coordinates } = useAppState().device;
  const { country, towns: hostTowns } = useAppState().restrictions;
  const townName = useTownName();
  const [filter, setFilter] = useState('');
  const fieldId = useId();

  const towns = useMemo(() => {
    const list = visibleTowns({ country, hostTowns: hostTowns ? [...hostTowns] : null });
    const nearest = coordinates ? nearestTown(list, coordinates) : null;
    const byName = [...list].sort((a, b) => townName(a.id).localeCompare(townName(b.id), i18n.language));
    return {
      nearest,
      list: nearest ? [nearest, ...byName.filter((town) => town.id !== nearest.id)] : byName,
    };
  }, [country, hostTowns, coordinates, townName, i18n.language]);

  const query = filter.trim().toLocaleLowerCase();
  const shown = query
    ? towns.list.filter((town) => townName(town.id).toLocaleLowerCase().includes(query))
    : towns.list;

  const choose = (id: number) => {
    state.device.setTown(id);
    setFilter('');
    onClose();
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t('places.townPicker.title')} showCloseButton>
      <label className="dk-visually-hidden" htmlFor={fieldId}>
        {t('places.townPicker.searchPlaceholder')}
      </label>
      <input
        id={fieldId}
        className="dkd-picker-search"
        type="search"
        value={filter}
        placeholder={t('places.townPicker.searchPlaceholder')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? <p className="dk-muted dk-empty">{t('places.townPicker.notFound')}</p> : null}
      <ul className="dkd-picker-list" data-testid="town-list">
        {shown.map((town) => (
          <li key={town.id}>
            <button
              type="button"
              aria-current={town.id === townId}
              data-town={town.id}
              onClick={() => choose(town.id)}
            >
              <span>{townName(town.id)}</span>
              <span className="dk-muted">
                {town.id === townId
                  ? t('places.townPicker.current')
                  : town.id === towns.nearest?.id
                    ? t('places.townPicker.nearest')
                    : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
