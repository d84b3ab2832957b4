import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { type BrandSummary, fetchTownBrands } from '../api/venues-api.ts';
import { GeolocationNotice } from '../components/GeolocationNotice.tsx';
import { HeaderPickers } from '../components/HeaderPickers.tsx';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { useLocationContext } from '../hooks/location.ts';

/**
 * Brands (docs/contract/screens.md#routes /brands): the brands with venues in the town, each leading to its venues grouped by name.
 * In brand mode (a brand configuration; Home redirects here) only that brand is shown.
 */
export default function BrandsScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { brand } = useAppState().restrictions;
  const context = useLocationContext({ withService: false });
  const [townPickerOpen, setTownPickerOpen] = useState(false);
  const request = useQuery(['town-brands', context], (signal) => fetchTownBrands(client, context, signal));
  const brands = useMemo(
    () => (request.data ?? []).filter((item) => brand === null || item.id === brand.id),
    [request.data, brand],
  );
  const bookingHref = brand ? `/brands/booking?brand_id=${brand.id}` : '/brands/booking';

  return (
    <SearchLayout
      screen="brands"
      title={t('filials.brand.title')}
      actions={<HeaderPickers townPickerOpen={townPickerOpen} onTownPickerChange={setTownPickerOpen} />}
      showMapShortcut
      showServiceSwitcher={false}
    >
      <main className="dkd-body">
        <GeolocationNotice />
        <div className="dkd-toolbar">
          <Link href={bookingHref} className="dkd-link">
            {t('filials.brand.bookTable')}
          </Link>
        </div>
        <LoadState
          status={request.data ? 'success' : request.status}
          empty={request.status === 'success' && brands.length === 0}
          emptyText={t('errors.noRestaurants')}
          onRetry={request.reload}
          whole={brands.length === 0}
        />
        {brands.length > 0 ? (
          <ul className="dkd-list" aria-busy={request.status === 'loading'} data-testid="brand-list">
            {brands.map((item) => (
              <li key={item.id}>
                <BrandRow brand={item} />
              </li>
            ))}
          </ul>
        ) : null}
      </main>
    </SearchLayout>
  );
}

function BrandRow({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`/brands/filials?brand_id=${brand.id}`}
      className="dkd-venue dkd-venue-link"
      data-brand={brand.id}
    >
      {brand.logoUrl ? (
        <img className="dkd-venue-logo" src={brand.logoUrl} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="dkd-brand-mark" style={{ background: brand.colour ?? '#5b6168' }} aria-hidden="true">
          {brand.name.charAt(0)}
        </span>
      )}
      <span className="dkd-venue-text">
        <strong>{brand.name}</strong>
        {brand.description ? <span className="dkd-venue-address">{brand.description}</span> : null}
        <span className="dkd-meta">{t('home.venues', { count: brand.venueCount })}</span>
      </span>
    </Link>
  );
}
