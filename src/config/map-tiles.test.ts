import { describe, expect, it } from 'vitest';
import { validateHostConfig } from './host-config.ts';
import { mapTileTemplate } from './map-tiles.ts';

describe('map tiles', () => {
  const api = 'https://food.example/proxy/';

  it('default to the sandbox tiles beside the API, in the interface language', () => {
    expect(mapTileTemplate(undefined, api, 'kk')).toBe(
      'https://food.example/sandbox/tiles/{z}/{x}/{y}.svg?lang=kk',
    );
  });

  it('follow the host setting, absolute or relative to the API origin', () => {
    expect(mapTileTemplate('https://tiles.example/{z}/{x}/{y}.png?l={lang}', api, 'ka')).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?l=ka',
    );
    expect(mapTileTemplate('/osm/{z}/{x}/{y}.png', api, 'ru')).toBe(
      'https://food.example/osm/{z}/{x}/{y}.png',
    );
  });

  it('refuse a template without {z}, {x} and {y}, naming the field', () => {
    expect(() => validateHostConfig({ mapTiles: 'https://tiles.example/{z}/{x}.png' })).toThrow(/mapTiles/);
    expect(() => validateHostConfig({ mapTiles: 42 })).toThrow(/mapTiles/);
    expect(validateHostConfig({ mapTiles: '/t/{z}/{x}/{y}.png' })).toMatchObject({
      mapTiles: '/t/{z}/{x}/{y}.png',
    });
  });
});
