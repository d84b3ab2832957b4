import { type MenuItem, availabilityOf } from '../model/menu.ts';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { useAppState } from '../../../state/app-core.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { cartKindFor } from '../../../state/cart-kind.ts';
import { availabilityLabel, ItemRow } from '../components/item-cards.tsx';
import { CartSummary, VenueScreen } from '../components/VenueScreen.tsx';
import { MenuStyles, VenueNotFound } from '../components/MenuFrame.tsx';
import { ProductSheet } from '../components/ProductSheet.tsx';
import { positiveId } from '../api/menu-requests.ts';
import { useAgeGate } from '../components/add-to-cart.tsx';
import { useVenueMenu } from '../components/use-venue-menu.ts';
import { Icon } from '../../../ui/Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';

/** Lower-cased, without combining marks, so 'Кофе' finds 'кофе' and 'cafe' finds 'café'. */
function fold(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase(locale);
}

/**
 * docs/contract/validation.md#search-input: the query is trimmed; an empty one finds nothing. Every word of the query must occur in the
 * item's name or description; items whose name matches come first, then the rest in menu order.
 */
export function searchMenu(items: Iterable<MenuItem>, query: string, locale = 'en'): MenuItem[] {
  const words = fold(query.trim(), locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const byName: MenuItem[] = [];
  const byText: MenuItem[] = [];
  for (const item of items) {
    const name = fold(item.name, locale);
    if (words.every((word) => name.includes(word))) {
      byName.push(item);
      continue;
    }
    const text = `${name} ${fold(item.description, locale)}`;
    if (words.every((word) => text.includes(word))) byText.push(item);
  }
  return [...byName, ...byText];
}

const noop = () => {};

/** Results shown at first; more on request, so one letter in a 1,500-item menu stays quick. */
const PAGE = 40;

/** docs/contract/screens.md#routes MenuSearch: `/filials/{filial_id}/search`, a search within the venue's menu. */
export default function MenuSearchScreen() {
  const params = useParams<{ filialId: string }>();
  const filialId = positiveId(params.filialId);
  if (filialId === null) return <VenueNotFound />;
  return <VenueSearch key={filialId} filialId={filialId} />;
}

function VenueSearch({ filialId }: { filialId: number }) {
  const { t, i18n } = useTranslation();
  const device = useAppState().device;
  const data = useVenueMenu(filialId);
  const { venue, menu, lookup } = data;
  const age = useAgeGate();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const inputId = useId();
  const statusId = useId();
  // Typing stays responsive on a slow phone: the list follows the input when the main thread is free.
  const deferred = useDeferredValue(query);
  const trimmed = deferred.trim();
  const results = useMemo(
    () => (menu ? searchMenu(menu.items.values(), trimmed, i18n.language) : []),
    [menu, trimmed, i18n.language],
  );
  const kind = venue ? cartKindFor(venue.services, device.service) : null;

  const openProduct = useCallback(
    async (item: MenuItem) => {
      if (item.is_age_restricted && !(await age.confirmAge({ productId: item.id, filialId }))) return;
      setOpenItem(item);
    },
    [age.confirmAge, filialId],
  );

  return (
    <VenueScreen currency={venue?.currency} className="dkm-screen" data-screen="menu-search">
      <MenuStyles />
      <header className="dkm-header">
        <Link className="dk-icon-button" href={`/filials/${filialId}`} aria-label={t('common.actions.back')}>
          <Icon icon={arrowLeft} />
        </Link>
        <h1>{venue?.title ?? t('menu.title')}</h1>
      </header>
      <search className="dkm-search">
        <label className="dk-visually-hidden" htmlFor={inputId}>
          {t('menu.searchPlaceholder')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('menu.searchPlaceholder')}
          aria-describedby={statusId}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(PAGE);
          }}
        />
      </search>
      <main className="dk-main">
        {!menu || !kind ? <LoadState status={data.status} onRetry={data.refresh} /> : null}
        <p id={statusId} role="status" className="dk-muted">
          {!menu || trimmed === ''
            ? t('menu.search.hint')
            : results.length === 0
              ? t('menu.nothingFound')
              : t('menu.search.results', { count: results.length })}
        </p>
        {kind && results.length > 0 ? (
          <ul className="dkm-results" aria-label={t('menu.search.resultsLabel')}>
            {results.slice(0, shown).map((item) => {
              const availability = availabilityOf(item, kind);
              return (
                <ItemRow
                  key={item.id}
                  item={item}
                  showPhoto
                  availability={availability}
                  stateLabel={availabilityLabel(t, availability, kind)}
                  favourite={null}
                  onOpen={openProduct}
                  onToggleFavourite={noop}
                />
              );
            })}
          </ul>
        ) : null}
        {results.length > shown ? (
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => setShown((n) => n + PAGE)}
          >
            {t('common.actions.showMore')}
          </button>
        ) : null}
      </main>
      {kind ? <CartSummary filialId={filialId} kind={kind} /> : null}
      {kind ? (
        <ProductSheet
          item={openItem}
          filialId={filialId}
          kind={kind}
          lookup={lookup}
          source="search"
          onClose={() => setOpenItem(null)}
          onOpenItem={openProduct}
        />
      ) : null}
      {age.modal}
    </VenueScreen>
  );
}
