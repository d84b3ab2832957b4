import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { useApiClient } from '../../../api/api-scope.ts';
import { findTown } from '../../../state/towns.ts';
import { fetchVenuePage } from '../api/venues-api.ts';
import { GeolocationNotice } from '../components/GeolocationNotice.tsx';
import { MapView } from '../components/MapView.tsx';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { TownPicker } from '../components/TownPicker.tsx';
import { TownPrompt } from '../components/TownPrompt.tsx';
import { VenueList } from '../components/VenueList.tsx';
import { useEnsureCoordinates, useLocationContext } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';
import { usePagedList } from '../components/PagedList.tsx';
import { useTownPrompt } from '../hooks/use-town-prompt.ts';
import { venueDistance } from '../model/distance.ts';
import { categoryFromSearch } from '../model/home-categories.ts';
import type { LocationQuery } from '../model/location-query.ts';

/**
 * The venue list (docs/contract/screens.md#routes /filials): service tabs, list or map, pages of 20 loaded as the guest scrolls, the
 * far-town question, and a Home category when the URL names one (`?category=promo`).
 */
export default function FilialsScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const category = useMemo(() => categoryFromSearch(search), [search]);
  const text = category ? '' : (params.get('search') ?? '');
  const context = useLocationContext({ withService: true });
  useEnsureCoordinates();
  const now = useNow();
  const [townPickerOpen, setTownPickerOpen] = useState(false);

  const query: LocationQuery = useMemo(
    () => (category ? category.payload : text.trim() ? { search: text.trim() } : {}),
    [category, text],
  );
  const list = usePagedList(['venue-pages', query, context], (page, requestSignal) =>
    fetchVenuePage(client, query, context, page, requestSignal),
  );
  const first = list.status === 'success' ? list.items[0] : undefined;
  const prompt = useTownPrompt(first ? venueDistance(first, context.coordinates) : null);

  const title = category
    ? category.kind === 'brand'
      ? t('home.categories.brand.title', { brand: category.brandName ?? '' })
      : t(`home.categories.${category.kind}.title`)
    : t('filials.list.title');

  const setView = (next: 'list' | 'map') => {
    const nextParams = new URLSearchParams(search);
    if (next === 'map') nextParams.set('view', 'map');
    else nextParams.delete('view');
    const query = nextParams.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  const town = findTown(context.townId);
  const center = context.coordinates ?? {
    latitude: town?.latitude ?? 43.2389,
    longitude: town?.longitude ?? 76.8897,
  };

  return (
    <SearchLayout
      screen="filials"
      title={title}
      back
      showMapShortcut
      showServiceSwitcher
      {...(text ? { query: text } : {})}
    >
      <main className="dkd-body">
        <GeolocationNotice />
        <div className="dkd-toolbar">
          <p className="dk-muted" aria-live="polite">
            {list.status === 'success' ? t('filials.list.count', { count: list.total }) : ''}
          </p>
          <fieldset className="dkd-toggle">
            <legend className="dk-visually-hidden">{t('filials.list.view')}</legend>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              {t('filials.list.showList')}
            </button>
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              {t('filials.list.showMap')}
            </button>
          </fieldset>
        </div>
        {view === 'map' ? (
          <MapView
            venues={list.items}
            center={center}
            here={context.coordinates}
            now={now}
            showDeliveryBanner={context.service === 'delivery'}
            fitVenues
          />
        ) : (
          <VenueList
            list={list}
            now={now}
            here={context.coordinates}
            showDeliveryBanner={context.service === 'delivery'}
            headingLevel={2}
          />
        )}
      </main>
      <TownPrompt open={prompt.open} onClose={prompt.close} onChooseTown={() => setTownPickerOpen(true)} />
      <TownPicker open={townPickerOpen} onClose={() => setTownPickerOpen(false)} />
    </SearchLayout>
  );
}
