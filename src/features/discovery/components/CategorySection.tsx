import { type RefObject, useEffect, useState, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { useApiClient } from '../../../api/api-scope.ts';
import type { Coordinates } from '../../../state/device.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchVenuePage } from '../api/venues-api.ts';
import { venueDistance } from '../model/distance.ts';
import { categoryHref, categoryPayload, type FilialCategory } from '../model/home-categories.ts';
import type { LocationContext } from '../model/location-query.ts';
import type { Venue } from '../model/venue.ts';
import { VenueCard } from './VenueCard.tsx';
import { TILES_IN_VIEW } from '../model/tile-cover.ts';
import { SIGNED_IN_ONLY_ATTRIBUTE } from '../../../ui/prerender-marks.ts';
import type { Persist } from '../../../api/query-cache.ts';

/** True once the element has come within `margin` of the viewport (and stays true): for lazy sections. */
function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}

export interface CategorySectionProps {
  category: FilialCategory;
  context: LocationContext;
  now: number;
  here: Coordinates | null;
  /** Shown when the list is empty; without it an empty category is left out of Home. */
  emptyText?: string;
  /** Gets the venues once they are loaded (Home reads brand names and the first distance from them). */
  onLoaded?: (venues: Venue[]) => void;
  /** Load at once, not when scrolled near (the lists Home needs for its first screen). */
  eager?: boolean;
  /** Shown to signed-in guests only: marked so for the app shell's prerendered Home (prerender-marks.ts). */
  signedInOnly?: boolean;
}

const PLACEHOLDER_CARDS = ['first', 'second'];

/** Where a category's last list is kept on the device: per language, town, guest and category. */
export function categoryCacheKey(language: string, context: LocationContext, categoryId: string): string {
  return `${language}:${context.townId}:${context.userId ?? ''}:${categoryId}`;
}

/**
 * One Home category: its title, "Show all" and its first venues in a row. It loads when it comes near the
 * screen, shows the last answer kept on the device while loading, and keeps its height while empty of data
 * so nothing below it jumps.
 */
export function CategorySection({
  category,
  context,
  now,
  here,
  emptyText,
  onLoaded,
  eager = false,
  signedInOnly = false,
}: CategorySectionProps) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref) || eager;
  const titleId = useId();
  const payload = useMemo(() => categoryPayload(category), [category]);

  const request = useQuery(
    ['venues', payload, context, visible],
    (signal) =>
      visible
        ? fetchVenuePage(client, payload, context, 1, signal).then((page) => page.results)
        : new Promise<Venue[]>(() => {}),
    {
      // Home already shows (its frame, the other rows): a row's cards arrive in slices, not one long task.
      transition: true,
      // Kept by the cache with the answer, under the town and language it was asked in.
      persist: persistedVenues(categoryCacheKey(i18n.language, context, category.id)),
    },
  );
  const venues = request.data;

  useEffect(() => {
    if (request.status === 'success' && request.data) onLoaded?.(request.data);
  }, [request.status, request.data, onLoaded]);

  const title =
    category.kind === 'brand'
      ? t('home.categories.brand.title', { brand: category.brandName ?? '' })
      : t(`home.categories.${category.kind}.title`);
  const empty = request.status === 'success' && request.data?.length === 0;
  const shown = venues && venues.length > 0 ? venues : null;
  const row = useRef<HTMLUListElement>(null);
  const order = shown?.map((venue) => venue.id).join(',');
  // A row in a new order (the position came: nearest first) is a new list, which starts at its first card.
  // Kept, Chromium snapped it back to the card it was snapped to, wherever the new order put it (the sixth,
  // for one); and writing scrollLeft to undo that laid the whole page out inside the commit (59-98 ms of a
  // throttled Home load, bench/first-screen-waterfall.ts). A card that had the focus keeps it; if its venue is
  // no longer in the row, the row's first card takes it rather than the page.
  const carriedFocus = useRef<string | null>(null);
  carriedFocus.current = focusedVenueIn(row.current);
  useLayoutEffect(() => {
    const venue = carriedFocus.current;
    const list = row.current;
    if (venue === null || order === undefined || !list || focusedVenueIn(list) !== null) return;
    const link = (selector: string) => list.querySelector<HTMLElement>(`${selector} .dkd-venue-link`);
    (link(`[data-venue="${venue}"]`) ?? link('li'))?.focus();
  }, [order]);
  if (empty && !emptyText) return null;

  return (
    <section
      ref={ref}
      className="dkd-section"
      aria-labelledby={titleId}
      data-category={category.id}
      {...(signedInOnly ? { [SIGNED_IN_ONLY_ATTRIBUTE]: '' } : {})}
    >
      <div className="dkd-section-head">
        <h2 id={titleId}>{title}</h2>
        {/* There from the first paint, not when the venues come: where the title and the link do not fit
            on one line (Kazakh at 412 px) the link's arrival pushed the row below it down. */}
        {empty ? null : (
          <Link
            href={categoryHref(category)}
            className="dkd-link"
            aria-label={`${t('common.actions.showAll')}: ${title}`}
          >
            {t('common.actions.showAll')}
          </Link>
        )}
      </div>
      {shown ? (
        <ul key={order} ref={row} className="dkd-carousel" aria-busy={request.status === 'loading'}>
          {shown.map((venue, index) => (
            <li key={venue.id} data-distance={venueDistance(venue, here) ?? undefined}>
              <VenueCard
                venue={venue}
                now={now}
                here={here}
                ordering={null}
                layout="tile"
                priority={eager && index < TILES_IN_VIEW}
              />
            </li>
          ))}
        </ul>
      ) : request.status === 'loading' ? (
        // Cards-sized placeholders hold the row's height, so the venues arriving push nothing below down.
        <div className="dkd-carousel-frame">
          <ul className="dkd-carousel" aria-hidden="true">
            {PLACEHOLDER_CARDS.map((key) => (
              <li key={key}>
                <span className="dkd-venue" data-placeholder="true" />
              </li>
            ))}
          </ul>
          <LoadState status="loading" />
        </div>
      ) : null}
      {request.status === 'loading' ? null : (
        <LoadState
          status={request.status}
          empty={empty}
          {...(emptyText ? { emptyText } : {})}
          onRetry={request.reload}
        />
      )}
    </section>
  );
}

/** The venue id of the card holding the focus inside `row`, or null. */
function focusedVenueIn(row: HTMLElement | null): string | null {
  const focused = row ? (row.getRootNode() as Document | ShadowRoot).activeElement : null;
  return focused && row?.contains(focused)
    ? (focused.closest('[data-venue]')?.getAttribute('data-venue') ?? null)
    : null;
}

function isVenueList(value: unknown): value is Venue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Venue).id === 'number' &&
        typeof (item as Venue).title === 'string' &&
        typeof (item as Venue).hours === 'object',
    )
  );
}

/**
 * A Home list's answer kept in local storage (a row asks for ten venues), so a reopened Home shows venues at once on
 * a slow network while the fresh list loads, and still shows them when it cannot load (the query cache keeps
 * it a day at most, ADR 0028).
 */
export const persistedVenues = (key: string): Persist<Venue[]> => ({
  key: `dk-venues:${key}`,
  read: (stored) => (isVenueList(stored) ? stored : undefined),
});
