import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { useAppState, useMountScope } from '../../../mount-context.ts';
import type { Address } from '../../../state/addresses.ts';
import { findTown } from '../../../state/towns.ts';
import { CheckoutStyles } from '../../../ui/OrderPageStyles.tsx';
import { PlaceSearch } from '../components/PlaceSearch.tsx';
import { ScreenHeader } from '../../../ui/OrderPageStyles.tsx';
import { usePinPlace } from '../hooks/use-pin-place.ts';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions.ts';
import { addressFormPath, draftFromPlace, initialQuery } from '../model/address-map.ts';
import { backParam } from '../model/back-param.ts';

// Leaflet (about 40 KB gzip) loads only with the map, after the search field is usable.
const PinMap = lazy(() => import('../map/PinMap.tsx'));

/**
 * docs/contract/screens.md#redirect-after-address-setup /address-map: find the building by street and number (three suggestions from street, country and
 * town), or from where the guest is (the host's position, reverse geocoded). The chosen point becomes the
 * draft the address form completes; the draft is stored, so a reload keeps it.
 */
export default function AddressMapScreen() {
  const { t } = useTranslation();
  const { core } = useMountScope().runtime;
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
    const base: Address = draft ? { ...draft } : core.state.addresses.emptyAddress();
    core.state.addresses.setTemp(draftFromPlace(base, chosen));
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
