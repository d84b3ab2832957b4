import { describe, expect, it } from 'vitest';
import { NAVIGATION_APPS, navigationLink } from './order-status.ts';

const courier = { latitude: 43.25511691434414, longitude: 76.9135 };

describe('navigation app links', () => {
  it('offers the regional app first, two other maps apps and Google Maps (docs/contract/entities.md#navigation-apps)', () => {
    expect(NAVIGATION_APPS).toEqual(['2gis', 'yandex', 'apple', 'google']);
  });

  it('puts the point in each app’s own order of longitude and latitude', () => {
    expect(navigationLink('2gis', courier, 'kz')).toBe('https://2gis.kz/geo/76.913500%2C43.255117');
    expect(navigationLink('yandex', courier, 'kz')).toBe(
      'https://yandex.kz/maps/?pt=76.913500%2C43.255117&z=16&l=map',
    );
    expect(navigationLink('apple', courier, 'kz')).toBe(
      'https://maps.apple.com/?ll=43.255117%2C76.913500&z=16',
    );
    expect(navigationLink('google', courier, 'kz')).toBe(
      'https://www.google.com/maps/search/?api=1&query=43.255117%2C76.913500',
    );
  });

  it('uses the country’s own sites in Georgia', () => {
    expect(navigationLink('2gis', courier, 'ge')).toMatch(/^https:\/\/2gis\.ge\//);
    expect(navigationLink('yandex', courier, 'ge')).toMatch(/^https:\/\/yandex\.com\//);
  });
});
