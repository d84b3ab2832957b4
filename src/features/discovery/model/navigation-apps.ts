import type { Coordinates } from '../../../state/device.ts';

export interface NavigationApp {
  id: '2gis' | 'yandex' | 'apple' | 'google';
  /** The app's own name: a brand, the same in every language. */
  name: string;
  url(target: Coordinates, label: string): string;
}

const fixed = (value: number) => value.toFixed(6);

/**
 * docs/contract/entities.md#navigation-apps "Navigation apps offered: a regional maps app, two other maps apps, Google Maps": 2GIS (the maps
 * app of Kazakhstan), Yandex Maps, Apple Maps and Google Maps, each by its public web link, which the phone
 * hands to the installed app.
 */
export const NAVIGATION_APPS: readonly NavigationApp[] = [
  {
    id: '2gis',
    name: '2GIS',
    url: ({ latitude, longitude }) => `https://2gis.kz/geo/${fixed(longitude)}%2C${fixed(latitude)}`,
  },
  {
    id: 'yandex',
    name: 'Yandex Maps',
    url: ({ latitude, longitude }) =>
      `https://yandex.kz/maps/?pt=${fixed(longitude)}%2C${fixed(latitude)}&z=17&l=map`,
  },
  {
    id: 'apple',
    name: 'Apple Maps',
    url: ({ latitude, longitude }, label) =>
      `https://maps.apple.com/?ll=${fixed(latitude)}%2C${fixed(longitude)}&q=${encodeURIComponent(label)}`,
  },
  {
    id: 'google',
    name: 'Google Maps',
    url: ({ latitude, longitude }) =>
      `https://www.google.com/maps/search/?api=1&query=${fixed(latitude)}%2C${fixed(longitude)}`,
  },
];
