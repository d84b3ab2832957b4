import { describe, expect, it } from 'vitest';
import { HostConfigError, mapTileTemplate, validateHostConfig } from './host-config.ts';

function errorOf(input: unknown): HostConfigError {
  try {
    validateHostConfig(input);
  } catch (error) {
    if (error instanceof HostConfigError) return error;
    throw error;
  }
  throw new Error('expected validateHostConfig to throw');
}

describe('validateHostConfig', () => {
  it('accepts no config and a full valid one', () => {
    expect(validateHostConfig(undefined)).toEqual({});
    const full = {
      apiBase: '/proxy/',
      routing: 'memory',
      initialPath: '/filials/3',
      language: 'ka',
      environment: 'stage',
      country: 'ge',
      townId: 2,
      allowedServices: ['takeaway', 'delivery'],
      towns: [1, 2],
      primaryColor: '#0a6e4f',
      brand: { id: 4, services: ['express'] },
      hostOrigin: 'https://partner.example',
      hostOrigins: ['https://partner.example', 'https://shop.partner.example'],
      clientId: 'partner-app',
      debug: true,
    };
    expect(validateHostConfig(full)).toEqual(full);
  });

  it.each([
    [{ language: 'fr' }, 'language', "one of 'kk', 'ru', 'en', 'ka'"],
    [{ townId: 0 }, 'townId', 'a positive whole number'],
    [{ townId: '1' }, 'townId', 'a positive whole number'],
    [{ allowedServices: [] }, 'allowedServices', 'a non-empty array'],
    [{ allowedServices: ['delivery', 'teleport'] }, 'allowedServices[1]', "one of 'takeaway'"],
    [{ hostOrigin: 'https://partner.example/page' }, 'hostOrigin', 'an exact origin'],
    [{ hostOrigins: ['https://partner.example/food'] }, 'hostOrigins[0]', 'an exact origin'],
    [{ primaryColor: 'red; background:url(x)' }, 'primaryColor', 'a CSS colour'],
    [{ brand: { id: 1 } }, 'brand.services', 'a non-empty array'],
    [{ initialPath: 'filials' }, 'initialPath', "a path starting with '/'"],
    [{ langauge: 'ru' }, 'langauge', 'not a known option'],
  ])('refuses %j naming %s', (input, field, expected) => {
    const error = errorOf(input);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`hostConfig.${field} must be`);
    expect(error.message).toContain(expected);
  });

  it('refuses a config that is not an object', () => {
    expect(errorOf('ru').message).toBe('Dastarkhan mount: hostConfig must be an object, got the string "ru"');
    expect(errorOf(null).message).toContain('got null');
  });

  it('in partial mode still checks each field', () => {
    expect(validateHostConfig({ language: 'en' }, { partial: true })).toEqual({ language: 'en' });
    expect(() => validateHostConfig({ townId: -1 }, { partial: true })).toThrow(HostConfigError);
  });
});

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
