import type { Point } from '../api/order-api.ts';

/**
 * docs/contract/entities.md#navigation-apps: the navigation apps offered: a regional maps app (2GIS), two other maps apps (Yandex Maps, Apple
 * Maps) and Google Maps. Each opens the point as a web link, which the phone hands to the app when it is
 * installed; no app's own scheme is needed.
 */
export const NAVIGATION_APPS = ['2gis', 'yandex', 'apple', 'google'] as const;
export type NavigationApp = (typeof NAVIGATION_APPS)[number];

const fixed = (value: number) => value.toFixed(6);

export function navigationLink(app: NavigationApp, point: Point, country: string): string {
  const lat = fixed(point.latitude);
  const lon = fixed(point.longitude);
  switch (app) {
    case '2gis':
      return `https://2gis.${country === 'ge' ? 'ge' : 'kz'}/geo/${lon}%2C${lat}`;
    case 'yandex':
      return `https://yandex.${country === 'ge' ? 'com' : 'kz'}/maps/?pt=${lon}%2C${lat}&z=16&l=map`;
    case 'apple':
      return `https://maps.apple.com/?ll=${lat}%2C${lon}&z=16`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}`;
  }
}
