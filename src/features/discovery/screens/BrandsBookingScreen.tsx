import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import type { GeoStatus } from '../../../state/device.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppRuntime } from '../../../runtime/app-runtime.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { fetchVenuePage } from '../api/venues-api.ts';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { VenueList } from '../components/VenueList.tsx';
import { ensureCoordinates, useLocationContext } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';
import { usePagedList } from '../components/PagedList.tsx';
import type { LocationQuery } from '../model/location-query.ts';

/**
 * BrandsBooking (docs/contract/screens.md#routes /brands/booking, "needs coordinates"): the nearest venues with tables (express),
 * of one brand when `brand_id` is given. Without a position it asks for one; refused, the guest goes Home
 * with the reason (docs/contract/screens.md#routes "redirect Home if geolocation is required and missing").
 */
export default function BrandsBookingScreen() {
  const { t } = useTranslation();
  const runtime = useAppRuntime();
  const stores = useAppStores();
  const client = useApiClient();
  const signal = useMountSignal();
  const [, navigate] = useLocation();
  const asked = Number(new URLSearchParams(useSearch()).get('brand_id'));
  const brandId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const base = useLocationContext({ withService: false });
  const now = useNow();
  const [geo, setGeo] = useState<GeoStatus | null>(base.coordinates ? 'granted' : null);

  useEffect(() => {
    let live = true;
    ensureCoordinates(runtime, signal).then(
      (status) => {
        if (!live) return;
        setGeo(status);
        if (status === 'denied') {
          stores.notifications.notify({
            type: 'error',
            title: t('errors.geolocation.denied'),
            text: t('filials.booking.needsLocation'),
            onlyUnique: true,
          });
          navigate('/', { replace: true });
        }
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [stores, signal, navigate, t, runtime]);

  const context = useMemo(() => ({ ...base, service: 'express' as const }), [base]);
  const query: LocationQuery = useMemo(
    () => ({ sort: 'distance', ...(brandId ? { brandId } : {}) }),
    [brandId],
  );
  const ready = geo === 'granted' && context.coordinates !== null;
  const list = usePagedList(['booking-venues', ready, query, context], (page, requestSignal) =>
    ready ? fetchVenuePage(client, query, context, page, requestSignal) : new Promise<never>(() => {}),
  );

  return (
    <SearchLayout
      screen="brands-booking"
      title={t('filials.booking.title')}
      back
      showMapShortcut
      showServiceSwitcher={false}
    >
      <main className="dkd-body">
        <p className="dk-muted">{t('filials.booking.hint')}</p>
        <VenueList
          list={list}
          now={now}
          here={context.coordinates}
          showDeliveryBanner={false}
          headingLevel={2}
        />
      </main>
    </SearchLayout>
  );
}
