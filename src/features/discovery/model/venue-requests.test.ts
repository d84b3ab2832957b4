import { describe, expect, it } from 'vitest';
import {
  brandsForShortcuts,
  categoryFromSearch,
  categoryHref,
  defaultFilialCategories,
  homeShortcuts,
  RECENT_LIMIT,
  type LocationContext,
  locationsRequest,
  serviceQuery,
} from './venue-requests.ts';
import { toQueryString } from '../../../api/query-string.ts';

const BRANDS = ['Dala Coffee', 'Burger Batyr', 'Tandyr House', 'Khinkali House'];

describe('Home shortcuts (docs/contract/screens.md#home-shortcuts, by position)', () => {
  it('puts promo, recent, near, popular, then three brands at positions 1 to 7', () => {
    const shortcuts = homeShortcuts(BRANDS);
    expect(shortcuts.map((s) => [s.position, s.kind, s.brandName ?? null])).toEqual([
      [1, 'promo', null],
      [2, 'recent', null],
      [3, 'near', null],
      [4, 'popular', null],
      [5, 'brand', 'Dala Coffee'],
      [6, 'brand', 'Burger Batyr'],
      [7, 'brand', 'Tandyr House'],
    ]);
  });

  it('carries each shortcut’s payload: only-promo, recent limit 2, popular by rating, brand by name', () => {
    const [promo, recent, near, popular, brand] = homeShortcuts(BRANDS);
    expect(promo?.payload).toEqual({ list: 'promo', onlyPromo: true });
    expect(recent?.payload).toEqual({ list: 'recent', limit: RECENT_LIMIT });
    expect(RECENT_LIMIT).toBe(2);
    expect(near?.payload).toMatchObject({ list: 'near' });
    expect(popular?.payload).toMatchObject({ list: 'popular', sort: 'rating' });
    expect(brand?.payload).toEqual({ search: 'Dala Coffee' });
  });

  it('has fewer brand shortcuts when fewer brands are known', () => {
    expect(homeShortcuts(['Only One']).map((s) => s.kind)).toEqual([
      'promo',
      'recent',
      'near',
      'popular',
      'brand',
    ]);
    expect(homeShortcuts([])).toHaveLength(4);
  });
});

describe('default filial categories (docs/contract/screens.md#default-filial-categories, in order)', () => {
  it('are promo, near, popular, recent, two brands, semi-finished', () => {
    expect(defaultFilialCategories(BRANDS).map((c) => c.brandName ?? c.kind)).toEqual([
      'promo',
      'near',
      'popular',
      'recent',
      'Dala Coffee',
      'Burger Batyr',
      'sf',
    ]);
    expect(defaultFilialCategories(BRANDS).map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(defaultFilialCategories([]).at(-1)).toMatchObject({ kind: 'sf', position: 5 });
  });
});

describe('brands and links', () => {
  it('takes distinct brand names in the order of the venues', () => {
    expect(
      brandsForShortcuts([{ brandName: 'B' }, { brandName: 'A' }, { brandName: 'B' }, { brandName: '' }]),
    ).toEqual(['B', 'A']);
  });

  it('round-trips a category through the Filials URL', () => {
    for (const category of homeShortcuts(BRANDS)) {
      const href = categoryHref(category);
      expect(href.startsWith('/filials?')).toBe(true);
      const back = categoryFromSearch(href.slice('/filials?'.length));
      expect(back?.payload).toEqual(category.payload);
    }
    expect(categoryFromSearch('category=brand&search=%20')).toBeNull();
    expect(categoryFromSearch('category=__proto__')).toBeNull();
    expect(categoryFromSearch('')).toBeNull();
  });
});

const context: LocationContext = { service: 'takeaway', townId: 1, userId: null, coordinates: null };

describe('the service mapping of docs/contract/calls.md#service-mapping', () => {
  it('sends 8 for delivery, 4 for the rest, and category 128 for express', () => {
    expect(toQueryString(serviceQuery('delivery'))).toBe('filter[service]=8');
    expect(toQueryString(serviceQuery('takeaway'))).toBe('filter[service]=4');
    expect(toQueryString(serviceQuery('express'))).toBe('filter[service]=4&category_id=128');
  });
});

describe('one page of venues', () => {
  it('asks page 1 of 20 in the town, with the weekly schedule', () => {
    const request = locationsRequest({}, context, 1);
    expect(request.path).toBe('takeaway/v2/locations');
    expect(toQueryString(request.query)).toBe('filter[service]=4&page=1&limit=20&include=extra&town_id=1');
    expect(request.headers).toEqual({});
  });

  it('uses the named list, the promo filter and the sort of a category payload', () => {
    const request = locationsRequest(
      { list: 'promo', onlyPromo: true, sort: 'rating' },
      { ...context, service: 'delivery' },
      3,
    );
    expect(request.path).toBe('takeaway/v2/locations/promo');
    expect(request.query).toMatchObject({
      filter: { service: 8, 'only-promo': true },
      page: 3,
      sort: 'rating',
    });
  });

  it('sends the position as headers and the user id, and no service filter when the service is open', () => {
    const request = locationsRequest(
      { list: 'recent', limit: 2 },
      { service: null, townId: 2, userId: '17', coordinates: { latitude: 43.25, longitude: 76.9 } },
      1,
    );
    expect(request.headers).toEqual({ 'X-Latitude': '43.25', 'X-Longitude': '76.9' });
    expect(toQueryString(request.query)).toBe('page=1&limit=2&user_id=17&include=extra&town_id=2');
  });

  it('searches trimmed text, and leaves the town out when a map box is given', () => {
    const searched = locationsRequest({ search: '  khinkali ' }, context, 1);
    expect(searched.query.search).toBe('khinkali');
    expect(locationsRequest({ search: '   ' }, context, 1).query.search).toBeUndefined();
    const boxed = locationsRequest({ bbox: [76.8, 43.2, 77, 43.3], limit: 100 }, context, 1);
    expect(boxed.query).toMatchObject({
      bbox: '76.80000,43.20000,77.00000,43.30000',
      limit: 100,
      town_id: undefined,
    });
  });
});
