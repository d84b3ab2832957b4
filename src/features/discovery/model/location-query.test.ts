import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../api/query-string.ts';
import { type LocationContext, locationsRequest, serviceQuery } from './location-query.ts';

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
