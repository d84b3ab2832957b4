import type { LocationQuery } from './location-query.ts';

/** docs/contract/constants.md#list-sizes: the repeat-order shortcut shows at most two venues. */
export const RECENT_LIMIT = 2;
/** Venues a Home category shows before "Show all". */
const HOME_CATEGORY_LIMIT = 10;

export type CategoryKind = 'promo' | 'near' | 'popular' | 'recent' | 'brand' | 'sf';

/**
 * docs/contract/screens.md#default-filial-categories: a filial category has a name, a title, an optional image, a position, a payload (what the venue
 * list asks for) and its filials. Names and titles are text keys (brands: the brand's own name).
 */
export interface FilialCategory {
  id: string;
  kind: CategoryKind;
  position: number;
  /** Set for brand categories: shown as it is, never translated. */
  brandName?: string;
  image?: string;
  payload: LocationQuery;
}

const FIXED: Record<Exclude<CategoryKind, 'brand'>, LocationQuery> = {
  promo: { list: 'promo', onlyPromo: true },
  near: { list: 'near', sort: 'distance' },
  popular: { list: 'popular', sort: 'rating' },
  recent: { list: 'recent', limit: RECENT_LIMIT },
  sf: { list: 'sf' },
};

/** The categories Home loads at once, not when scrolled near: the ones its first screen shows. */
export const EAGER_KINDS: ReadonlySet<CategoryKind> = new Set(['promo', 'near', 'popular']);

/** What a Home category's row asks the venue list for: its payload, at most HOME_CATEGORY_LIMIT venues. */
export function categoryPayload(category: FilialCategory): LocationQuery {
  return { limit: HOME_CATEGORY_LIMIT, ...category.payload };
}

function fixed(kind: Exclude<CategoryKind, 'brand'>, position: number): FilialCategory {
  return { id: kind, kind, position, payload: FIXED[kind] };
}

function brand(name: string, position: number): FilialCategory {
  return { id: `brand:${name}`, kind: 'brand', position, brandName: name, payload: { search: name } };
}

/**
 * docs/contract/screens.md#home-shortcuts "Home category shortcuts (by position)": 1 promo, 2 recent orders (limit 2), 3 nearby, 4 popular
 * by rating, 5 to 7 three brand shortcuts searching by brand name. Fewer brands give fewer shortcuts.
 */
export function homeShortcuts(brandNames: readonly string[]): FilialCategory[] {
  return [
    fixed('promo', 1),
    fixed('recent', 2),
    fixed('near', 3),
    fixed('popular', 4),
    ...brandNames.slice(0, 3).map((name, index) => brand(name, 5 + index)),
  ];
}

/**
 * docs/contract/screens.md#default-filial-categories "Default filial categories in order": promo, near, popular, recent, two brand categories,
 * semi-finished.
 */
export function defaultFilialCategories(brandNames: readonly string[]): FilialCategory[] {
  const kinds = [
    fixed('promo', 1),
    fixed('near', 2),
    fixed('popular', 3),
    fixed('recent', 4),
    ...brandNames.slice(0, 2).map((name, index) => brand(name, 5 + index)),
  ];
  return [...kinds, fixed('sf', kinds.length + 1)];
}

/** The brands for the shortcuts: the distinct brand names of the best-rated venues, best first. */
export function brandsForShortcuts(venues: readonly { brandName: string }[]): string[] {
  const names: string[] = [];
  for (const venue of venues) {
    if (venue.brandName && !names.includes(venue.brandName)) names.push(venue.brandName);
  }
  return names;
}

/** The Filials route that shows a whole category: `/filials?category=promo`, `/filials?category=brand&search=…`. */
export function categoryHref(category: FilialCategory): string {
  const params = new URLSearchParams({ category: category.kind });
  if (category.brandName) params.set('search', category.brandName);
  return `/filials?${params}`;
}

/** The category a Filials URL names, or null for the plain list. */
export function categoryFromSearch(search: string): FilialCategory | null {
  const params = new URLSearchParams(search);
  const kind = params.get('category');
  if (kind === 'brand') {
    const name = params.get('search')?.trim();
    return name ? brand(name, 0) : null;
  }
  if (kind === 'promo' || kind === 'near' || kind === 'popular' || kind === 'recent' || kind === 'sf') {
    return fixed(kind, 0);
  }
  return null;
}
