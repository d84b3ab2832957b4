import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMoney } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import { type DishMatch, fetchDishPage } from '../api/search-api.ts';
import { useId } from 'react';
import { useApiClient } from '../../../api/api-scope.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { fetchVenuePage } from '../api/venues-api.ts';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { VenueList } from '../components/VenueList.tsx';
import { useEnsureCoordinates, useLocationContext } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';
import { usePagedList } from '../components/PagedList.tsx';

/** A dish found by search; it opens the menu of the venue that sells it. */
export function DishResult({ dish }: { dish: DishMatch }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const currency = dish.currency === 'GEL' ? 'GEL' : 'KZT';
  return (
    <Link href={`/filials/${dish.venue.id}`} className="dkd-dish" data-dish={dish.key}>
      {dish.imageUrl ? <img src={dish.imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
      <span className="dkd-venue-text">
        <strong>{dish.name}</strong>
        <span className="dk-muted">{t('search.atVenue', { venue: dish.venue.title })}</span>
        <span className="dkd-meta">
          <span className="dkd-price">{formatMoney(dish.price, currency, language)}</span>
          {dish.oldPrice !== null ? (
            <span className="dkd-old-price">{formatMoney(dish.oldPrice, currency, language)}</span>
          ) : null}
          {dish.unavailable ? <span className="dkd-closed">{t('search.unavailable')}</span> : null}
        </span>
      </span>
    </Link>
  );
}

/**
 * Search (docs/contract/screens.md#routes /search, docs/contract/states.md#search): the query lives in the URL (`?q=`), so back and reload keep it. Venues and
 * dishes are two lists of their own; both follow the town and the service.
 */
export default function SearchScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const context = useLocationContext({ withService: true });
  useEnsureCoordinates();
  const now = useNow();
  const venuesId = useId();
  const dishesId = useId();

  const venues = usePagedList(['venue-search', query, context], (page, requestSignal) =>
    query
      ? fetchVenuePage(client, { search: query }, context, page, requestSignal)
      : Promise.resolve({ page: 1, lastPage: 1, total: 0, results: [] }),
  );
  const dishes = usePagedList(['dish-search', query, context], (page, requestSignal) =>
    query
      ? fetchDishPage(client, query, context, page, requestSignal)
      : Promise.resolve({ page: 1, lastPage: 1, total: 0, results: [] }),
  );
  const nothing =
    query !== '' &&
    venues.status === 'success' &&
    dishes.status === 'success' &&
    venues.items.length === 0 &&
    dishes.items.length === 0;

  return (
    <SearchLayout
      screen="search"
      title={t('search.title')}
      back
      showMapShortcut={false}
      showServiceSwitcher
      query={query}
      searchOnServiceChange
      autoFocus={query === ''}
      onSubmit={(text) => navigate(`/search?q=${encodeURIComponent(text)}`)}
    >
      <main className="dkd-body">
        {nothing ? (
          <div className="dk-empty" role="status">
            <p>
              <strong>{t('search.nothingFound', { query })}</strong>
            </p>
            <p className="dk-muted">{t('search.tryAnother')}</p>
          </div>
        ) : null}
        {query && !nothing ? (
          <>
            <section className="dkd-section" aria-labelledby={venuesId} data-testid="venue-results">
              <h2 id={venuesId}>{t('search.results.venues')}</h2>
              <VenueList
                list={venues}
                now={now}
                here={context.coordinates}
                showDeliveryBanner={context.service === 'delivery'}
                emptyText={t('search.nothingFound', { query })}
                headingLevel={3}
              />
            </section>
            <section className="dkd-section" aria-labelledby={dishesId} data-testid="dish-results">
              <h2 id={dishesId}>{t('search.results.dishes')}</h2>
              <LoadState
                status={dishes.status}
                empty={dishes.status === 'success' && dishes.items.length === 0}
                emptyText={t('search.nothingFound', { query })}
                onRetry={dishes.retry}
              />
              {dishes.items.length > 0 && dishes.status === 'success' ? (
                <ul className="dkd-list">
                  {dishes.items.map((dish) => (
                    <li key={dish.key}>
                      <DishResult dish={dish} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {dishes.hasError ? (
                <button type="button" className="dk-button" onClick={dishes.retry}>
                  {t('common.actions.retry')}
                </button>
              ) : dishes.hasMore ? (
                <button type="button" className="dk-button dk-button-secondary" onClick={dishes.loadMore}>
                  {t('common.actions.showMore')}
                </button>
              ) : null}
            </section>
          </>
        ) : null}
      </main>
    </SearchLayout>
  );
}
