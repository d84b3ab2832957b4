import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useHostCapabilities } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { BackHeader } from '../../../ui/BackHeader.tsx';
import { CartLink } from '../../../ui/CartLink.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import rotateCw from 'lucide/dist/esm/icons/rotate-cw.mjs';
import searchIcon from 'lucide/dist/esm/icons/search.mjs';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import {
  fetchBanner,
  fetchFrequent,
  fetchPopular,
  fetchPromos,
  peekPopular,
  peekPromos,
  setFavourite,
} from '../api/menu-api.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { cartKindFor, serviceOfKind } from '../../../state/cart-kind.ts';
import { availabilityOf, type MenuItem } from '../model/menu.ts';
import { layoutMenu, type MenuRow } from '../model/menu-rows.ts';
import { TableBar, useTable, useTableLink } from '../components/table.tsx';
import { availabilityLabel, ItemRow, ProductStrip } from '../components/item-cards.tsx';
import { CartSummary, VenueScreen } from '../components/VenueScreen.tsx';
import {
  CategoryTabs,
  createActiveCategory,
  MenuList,
  type MenuListHandle,
} from '../components/MenuList.tsx';
import { MenuStyles, VenueNotFound } from '../components/MenuFrame.tsx';
import { ProductSheet } from '../components/ProductSheet.tsx';
import { PromoStrip } from '../components/PromoStrip.tsx';
import { positiveId, STRIP_CARDS_IN_VIEW } from '../api/menu-requests.ts';
import { ServiceSwitch, VenueNotes } from '../components/VenueIntro.tsx';
import { useAgeGate } from '../components/add-to-cart.tsx';
import { useVenueMenu } from '../components/use-venue-menu.ts';

/** docs/contract/screens.md#routes Menu: `/filials/{filial_id}`. */
export default function MenuScreen() {
  const params = useParams<{ filialId: string }>();
  const filialId = positiveId(params.filialId);
  if (filialId === null) return <VenueNotFound />;
  return <VenueMenu key={filialId} filialId={filialId} />;
}

/**
 * Rows whose top is this close to the list's top are on a phone's first screen even below the strips: their
 * photos load at once (ADR 0005); every other photo waits for the lazy queue (docs/contract/constants.md#delays).
 */
const FIRST_SCREEN_ROWS_PX = 600;

function VenueMenu({ filialId }: { filialId: number }) {
  const { t } = useTranslation();
  const host = useHostCapabilities();
  const signal = useMountSignal();
  const client = useApiClient();
  const state = useAppStores();
  const store = menuStoreOf(client);
  const data = useVenueMenu(filialId);
  const { venue, menu, categories, lookup, signedIn, favourites } = data;
  const device = useAppState().device;
  const auth = useAppState().auth;
  const kind = venue ? cartKindFor(venue.services, device.service) : null;
  const table = useTable(filialId, kind);
  const age = useAgeGate();
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const [active] = useState(createActiveCategory);
  const tabs = useRef<HTMLElement>(null);
  const list = useRef<MenuListHandle>(null);

  // The guest starts ordering here: the host's sheet grows to full height (docs/protocol.md, view.expand).
  useEffect(() => host.expand(false), [host]);

  // The guest's service is the app's; a venue that does not offer it gets the first one it does (docs/contract/states.md#service-change).
  useEffect(() => {
    if (!venue || !kind || kind === 'micromarket') return;
    const service = serviceOfKind(kind);
    if (service && service !== device.service) state.device.setService(service);
  }, [venue, kind, device.service, state]);

  useTableLink(filialId, venue, table);

  // Each request's answer, when the page's first script already has it, is in the screen's first render:
  // the venue with its strips in one commit, no loading frame before them (ADR 0025).
  const promos = useQuery(
    ['promos', filialId, auth.userId],
    (requestSignal) => fetchPromos(client, { filialId, userId: auth.userId }, requestSignal),
    { initial: () => peekPromos(client, { filialId, userId: auth.userId }) },
  );
  const popular = useQuery(
    ['popular', filialId],
    (requestSignal) => fetchPopular(client, filialId, requestSignal),
    { initial: () => peekPopular(client, filialId) },
  );
  const frequent = useQuery(
    ['frequent', filialId, signedIn],
    (requestSignal) => (signedIn ? fetchFrequent(client, filialId, requestSignal) : Promise.resolve([])),
    { initial: () => (signedIn ? undefined : []) },
  );
  const deliveryKind = kind === 'delivery' || kind === 'vendor-delivery';
  const banner = useQuery(
    ['delivery-banner', filialId, deliveryKind],
    (requestSignal) => (deliveryKind ? fetchBanner(client, filialId, requestSignal) : Promise.resolve(null)),
    { initial: () => (deliveryKind ? undefined : null) },
  );

  const openProduct = useCallback(
    async (item: MenuItem) => {
      if (item.is_age_restricted && !(await age.confirmAge({ productId: item.id, filialId }))) return;
      setOpenItem(lookup(item.id) ?? item);
    },
    [age.confirmAge, filialId, lookup],
  );

  const toggleFavourite = useCallback(
    async (item: MenuItem) => {
      const before = store.favourites.byFilial[filialId] ?? [...favourites];
      const on = !before.includes(item.id);
      store.favourites.byFilial[filialId] = on ? [item.id, ...before] : before.filter((id) => id !== item.id);
      try {
        await setFavourite(client, item.id, on, signal);
      } catch (error) {
        if (isApiError(error, 'aborted')) return;
        store.favourites.byFilial[filialId] = before;
        state.notifications.notify({ type: 'error', text: t('menu.favouriteFailed'), onlyUnique: true });
      }
    },
    [client, store, filialId, favourites, signal, state, t],
  );

  const layout = useMemo(
    () => layoutMenu(categories, (id) => menu?.items.has(id) ?? false),
    [categories, menu],
  );
  const names = useMemo(
    () => new Map(categories.map((category) => [category.id, category.name])),
    [categories],
  );

  const renderRow = useCallback(
    (row: MenuRow, top: number) => {
      if (row.kind === 'category') {
        return (
          <li key={row.key} className="dkm-row" style={{ top }}>
            <h2 className="dkm-heading" data-category-heading={row.categoryId} tabIndex={-1}>
              {names.get(row.categoryId)}
            </h2>
          </li>
        );
      }
      const item = menu?.items.get(row.itemId);
      if (!item || !kind) return null;
      const availability = availabilityOf(item, kind);
      return (
        <ItemRow
          key={row.key}
          item={item}
          top={top}
          showPhoto={row.showPhoto}
          photoFirst={top < FIRST_SCREEN_ROWS_PX}
          availability={availability}
          stateLabel={availabilityLabel(t, availability, kind)}
          favourite={signedIn ? favourites.has(item.id) : null}
          onOpen={openProduct}
          onToggleFavourite={toggleFavourite}
        />
      );
    },
    [menu, kind, names, signedIn, favourites, openProduct, toggleFavourite, t],
  );

  const tabList = useMemo(
    () => categories.filter((category) => layout.headingRow.has(category.id)),
    [categories, layout],
  );
  const onSelectCategory = useCallback((id: number) => list.current?.scrollToCategory(id), []);

  if (!menu && isApiError(data.error, 'not-found')) return <VenueNotFound />;
  if (!venue || !kind) {
    return (
      <div className="dkm-screen" data-screen="menu" aria-busy={data.venueStatus === 'loading'}>
        <MenuStyles />
        <LoadState status={data.venueStatus} onRetry={data.refresh} whole />
      </div>
    );
  }
  // What shows below the venue's own lines appears at once, never pushed down by an answer that comes later
  // (CLS): the strips wait for each other, and promotions for the menu their products are looked up in.
  const answered = (request: { data: unknown; status: string }) =>
    request.data !== undefined || request.status === 'error' || request.status === 'offline';
  const promosWaitForMenu = (promos.data ?? []).length > 0 && data.menuStatus === 'loading';
  const stripsReady = answered(promos) && answered(popular) && answered(frequent) && !promosWaitForMenu;

  return (
    <VenueScreen currency={venue.currency} className="dkm-screen" data-screen="menu" data-filial={filialId}>
      <MenuStyles />
      <BackHeader title={venue.title} backHref="/" className="dkm-header">
        <Link
          className="dk-icon-button"
          href={`/filials/${filialId}/search`}
          aria-label={t('menu.searchPlaceholder')}
        >
          <Icon icon={searchIcon} />
        </Link>
        <button
          type="button"
          className="dk-icon-button"
          onClick={data.refresh}
          aria-label={t('common.actions.refresh')}
          aria-busy={data.status === 'loading'}
        >
          <Icon icon={rotateCw} />
        </button>
        <CartLink />
      </BackHeader>
      {/* Everything below the header is the screen's main content: no text is left outside a landmark. */}
      <main className="dkm-menu" aria-busy={!menu}>
        <div className="dkm-venue">
          <p className="dk-muted">{venue.address}</p>
          <VenueNotes venue={venue} banner={banner.data ?? null} />
          {menu && (data.status === 'error' || data.status === 'offline') ? (
            <LoadState status={data.status} onRetry={data.refresh} />
          ) : null}
          <ServiceSwitch venueServices={venue.services} kind={kind} />
        </div>
        {kind === 'express' ? <TableBar table={table} /> : null}
        {kind === 'micromarket' ? (
          <div className="dkm-table">
            <p>{t('scanner.fridge.how')}</p>
            <Link className="dkm-small-button" href={`/filials/${filialId}/barcode-scanner`}>
              {t('scanner.barcode.scan')}
            </Link>
          </div>
        ) : null}
        {stripsReady ? (
          <>
            <PromoStrip promos={promos.data ?? []} lookup={lookup} kind={kind} onOpen={openProduct} />
            <ProductStrip
              title={t('menu.frequent')}
              items={frequent.data ?? []}
              kind={kind}
              onOpen={openProduct}
              photosFirst={STRIP_CARDS_IN_VIEW}
            />
            <ProductStrip
              title={t('menu.popular')}
              items={popular.data ?? []}
              kind={kind}
              onOpen={openProduct}
              photosFirst={STRIP_CARDS_IN_VIEW}
            />
            {!menu ? (
              <LoadState status={data.menuStatus} onRetry={data.refresh} whole />
            ) : layout.rows.length === 0 ? (
              <p className="dk-muted dk-empty">{t('common.states.empty')}</p>
            ) : (
              <>
                <CategoryTabs ref={tabs} tabs={tabList} active={active} onSelect={onSelectCategory} />
                <MenuList
                  ref={list}
                  layout={layout}
                  label={t('menu.title')}
                  stickyRef={tabs}
                  renderRow={renderRow}
                  onActiveCategory={active.set}
                  onScroll={store.images.hold}
                />
              </>
            )}
          </>
        ) : (
          <LoadState status="loading" />
        )}
      </main>
      <CartSummary filialId={filialId} kind={kind} />
      <ProductSheet
        item={openItem}
        filialId={filialId}
        kind={kind}
        lookup={lookup}
        source="menu"
        onClose={() => setOpenItem(null)}
        onOpenItem={openProduct}
      />
      {age.modal}
    </VenueScreen>
  );
}
