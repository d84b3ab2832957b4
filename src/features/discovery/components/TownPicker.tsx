import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useMountScope } from '../../../mount-context.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { useTownName } from '../hooks/use-town-name.ts';
import { nearestTown, visibleTowns } from '../model/towns.ts';

/**
 * The town picker: the visible towns of the app's country that the host allows (docs/contract/product.md#host-configuration, docs/contract/entities.md#towns), nearest first
 * when the position is known, then by name; a search field narrows the list.
 */
export function TownPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { runtime } = useMountScope();
  const state = runtime.core.state;
  const { townId, coordinates } = useSnapshot(state.device.state);
  const { country, towns: hostTowns } = useSnapshot(state.restrictions.state);
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
