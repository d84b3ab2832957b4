import type { Quad, ServiceKey } from './dish-types.ts';
import { TBILISI_ID } from './towns.ts';

/**
 * How a venue's hours are laid out. The relative kinds are placed around the seeding time so that a
 * fresh sandbox always shows a venue closing soon, one closed and one on its break (reset to refresh).
 */
export type ScheduleKind =
  | 'standard'
  | 'weekend-late'
  | 'round-the-clock'
  | 'round-the-clock-2359'
  | 'late-night'
  | 'to-midnight'
  | 'day-market'
  | 'closing-soon'
  | 'closed-now'
  | 'on-break';

type RushState = 'normal' | 'busy' | 'overloaded';
type DeliveryState = 'open' | 'closed' | 'weather_issues' | 'night_shift';

export interface VenueSeed {
  id: number;
  brandId: number;
  townId: number;
  brandName?: string;
  title?: Quad;
  kind: 'restaurant' | 'cafe' | 'fridge' | 'food-hall';
  street: string;
  house: string;
  schedule: ScheduleKind;
  breakTime?: [string, string];
  rush?: RushState;
  delivery?: DeliveryState;
  services: readonly ServiceKey[];
  tables?: number;
  checkPulling?: boolean;
  servicePercentage?: number;
  maxBonusPercent?: number;
  cash?: boolean;
  onlineDisabled?: boolean;
  vendor?: { cost: number; min: number; max: number };
  lockOffline?: boolean;
  hasTablet?: boolean;
  closeInAdvance?: number;
  rating: number;
}

const ALL = ['takeaway', 'express', 'delivery'] as const;

export const VENUES: readonly VenueSeed[] = [
  // Almaty
  {
    id: 11,
    brandId: 1,
    townId: 1,
    kind: 'cafe',
    street: 'abay',
    house: '52',
    schedule: 'standard',
    services: ALL,
    tables: 8,
    checkPulling: true,
    servicePercentage: 10,
    maxBonusPercent: 50,
    cash: true,
    hasTablet: true,
    rating: 4.8,
  },
  {
    id: 12,
    brandId: 1,
    townId: 1,
    kind: 'cafe',
    street: 'dostyk',
    house: '89',
    schedule: 'round-the-clock',
    rush: 'busy',
    delivery: 'night_shift',
    services: ALL,
    tables: 6,
    maxBonusPercent: 50,
    rating: 4.6,
  },
  {
    id: 13,
    brandId: 1,
    townId: 1,
    kind: 'cafe',
    street: 'panfilov',
    house: '98',
    schedule: 'closing-soon',
    services: ['takeaway', 'express'],
    tables: 5,
    maxBonusPercent: 50,
    closeInAdvance: 10,
    rating: 4.5,
  },
  {
    id: 14,
    brandId: 1,
    townId: 1,
    kind: 'cafe',
    street: 'al-farabi',
    house: '77/8',
    schedule: 'standard',
    breakTime: ['15:00', '16:00'],
    delivery: 'weather_issues',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 30,
    rating: 4.7,
  },
  {
    id: 15,
    brandId: 2,
    townId: 1,
    kind: 'restaurant',
    street: 'tole-bi',
    house: '101',
    schedule: 'late-night',
    rush: 'overloaded',
    services: ALL,
    tables: 10,
    servicePercentage: 0,
    maxBonusPercent: 30,
    cash: true,
    rating: 4.4,
  },
  {
    id: 16,
    brandId: 2,
    townId: 1,
    brandName: 'Burger Batyr Express',
    kind: 'restaurant',
    street: 'zhibek-zholy',
    house: '64',
    schedule: 'round-the-clock-2359',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 30,
    rating: 4.2,
  },
  {
    id: 17,
    brandId: 2,
    townId: 1,
    kind: 'restaurant',
    street: 'rozybakiev',
    house: '247',
    schedule: 'closed-now',
    delivery: 'closed',
    services: ALL,
    tables: 8,
    maxBonusPercent: 30,
    rating: 4.3,
  },
  {
    id: 18,
    brandId: 3,
    townId: 1,
    kind: 'restaurant',
    street: 'satpaev',
    house: '30',
    schedule: 'weekend-late',
    breakTime: ['16:00', '16:30'],
    services: [...ALL, 'vendor_delivery'],
    tables: 12,
    checkPulling: true,
    servicePercentage: 12,
    maxBonusPercent: 100,
    cash: true,
    vendor: { cost: 700, min: 5000, max: 60000 },
    rating: 4.9,
  },
  {
    id: 19,
    brandId: 3,
    townId: 1,
    kind: 'restaurant',
    street: 'raiymbek',
    house: '150',
    schedule: 'on-break',
    services: ['takeaway', 'vendor_delivery'],
    maxBonusPercent: 100,
    vendor: { cost: 900, min: 4000, max: 0 },
    rating: 4.5,
  },
  {
    id: 20,
    brandId: 3,
    townId: 1,
    kind: 'restaurant',
    street: 'kabanbay',
    house: '83',
    schedule: 'standard',
    services: ['takeaway', 'express'],
    tables: 10,
    servicePercentage: 10,
    maxBonusPercent: 100,
    onlineDisabled: true,
    cash: true,
    rating: 4.6,
  },
  {
    id: 21,
    brandId: 4,
    townId: 1,
    kind: 'restaurant',
    street: 'samal',
    house: '58',
    schedule: 'to-midnight',
    services: ALL,
    tables: 9,
    servicePercentage: 10,
    maxBonusPercent: 50,
    rating: 4.7,
  },
  {
    id: 22,
    brandId: 5,
    townId: 1,
    kind: 'fridge',
    title: [
      'Fresh Market · Нұрлы Тау БО',
      'Fresh Market · БЦ Нурлы Тау',
      'Fresh Market · Nurly Tau BC',
      'Fresh Market · ნურლი თაუ',
    ],
    street: 'al-farabi',
    house: '15',
    schedule: 'round-the-clock',
    services: ['micromarket'],
    maxBonusPercent: 100,
    rating: 4.8,
  },
  {
    id: 23,
    brandId: 5,
    townId: 1,
    kind: 'fridge',
    title: [
      'Fresh Market · Есентай',
      'Fresh Market · Есентай',
      'Fresh Market · Esentai',
      'Fresh Market · ესენთაი',
    ],
    street: 'timiryazev',
    house: '42',
    schedule: 'round-the-clock',
    services: ['micromarket'],
    lockOffline: true,
    maxBonusPercent: 100,
    rating: 4.1,
  },
  {
    id: 24,
    brandId: 6,
    townId: 1,
    kind: 'food-hall',
    street: 'zhibek-zholy',
    house: '53',
    schedule: 'day-market',
    services: ALL,
    tables: 20,
    servicePercentage: 5,
    maxBonusPercent: 20,
    cash: true,
    rating: 4.5,
  },
  // Astana
  {
    id: 31,
    brandId: 1,
    townId: 2,
    kind: 'cafe',
    street: 'mangilik-el',
    house: '55',
    schedule: 'standard',
    services: ALL,
    tables: 6,
    maxBonusPercent: 50,
    rating: 4.6,
  },
  {
    id: 32,
    brandId: 1,
    townId: 2,
    kind: 'cafe',
    street: 'dostyk-astana',
    house: '9',
    schedule: 'round-the-clock',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 50,
    rating: 4.4,
  },
  {
    id: 33,
    brandId: 2,
    townId: 2,
    kind: 'restaurant',
    street: 'turan',
    house: '37',
    schedule: 'late-night',
    services: ALL,
    tables: 8,
    maxBonusPercent: 30,
    rating: 4.3,
  },
  {
    id: 34,
    brandId: 2,
    townId: 2,
    brandName: 'Burger Batyr Express',
    kind: 'restaurant',
    street: 'kenesary',
    house: '40',
    schedule: 'standard',
    rush: 'busy',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 30,
    rating: 4.1,
  },
  {
    id: 35,
    brandId: 3,
    townId: 2,
    kind: 'restaurant',
    street: 'respubliki',
    house: '24',
    schedule: 'weekend-late',
    delivery: 'weather_issues',
    services: ALL,
    tables: 10,
    servicePercentage: 10,
    maxBonusPercent: 100,
    rating: 4.7,
  },
  {
    id: 36,
    brandId: 3,
    townId: 2,
    kind: 'restaurant',
    street: 'kabanbay-astana',
    house: '62',
    schedule: 'standard',
    services: ['takeaway', 'express'],
    tables: 8,
    maxBonusPercent: 100,
    rating: 4.5,
  },
  {
    id: 37,
    brandId: 5,
    townId: 2,
    kind: 'fridge',
    title: [
      'Fresh Market · Абай 63',
      'Fresh Market · Абая 63',
      'Fresh Market · Abay 63',
      'Fresh Market · აბაი 63',
    ],
    street: 'abay-astana',
    house: '63',
    schedule: 'round-the-clock',
    services: ['micromarket'],
    maxBonusPercent: 100,
    rating: 4.6,
  },
  {
    id: 38,
    brandId: 5,
    townId: 2,
    kind: 'fridge',
    title: [
      'Fresh Market · Тұран 18',
      'Fresh Market · Туран 18',
      'Fresh Market · Turan 18',
      'Fresh Market · ტურანი 18',
    ],
    street: 'turan',
    house: '18',
    schedule: 'round-the-clock',
    services: ['micromarket'],
    maxBonusPercent: 100,
    rating: 4.4,
  },
  // Tbilisi (GEL)
  {
    id: 41,
    brandId: 1,
    townId: TBILISI_ID,
    kind: 'cafe',
    street: 'rustaveli',
    house: '24',
    schedule: 'standard',
    services: ALL,
    tables: 6,
    maxBonusPercent: 50,
    // A kiosk that takes no cash (issue 11 item 1): the tablet flow's cash refusal is seen here.
    hasTablet: true,
    rating: 4.7,
  },
  {
    id: 42,
    brandId: 1,
    townId: TBILISI_ID,
    kind: 'cafe',
    street: 'chavchavadze',
    house: '33',
    schedule: 'round-the-clock',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 50,
    rating: 4.5,
  },
  {
    id: 43,
    brandId: 4,
    townId: TBILISI_ID,
    kind: 'restaurant',
    street: 'aghmashenebeli',
    house: '130',
    schedule: 'to-midnight',
    services: ALL,
    tables: 14,
    checkPulling: true,
    servicePercentage: 10,
    maxBonusPercent: 50,
    cash: true,
    rating: 4.9,
  },
  {
    id: 44,
    brandId: 4,
    townId: TBILISI_ID,
    kind: 'restaurant',
    street: 'pekini',
    house: '12',
    schedule: 'closing-soon',
    services: ['takeaway', 'express'],
    tables: 8,
    maxBonusPercent: 50,
    rating: 4.6,
  },
  {
    id: 45,
    brandId: 4,
    townId: TBILISI_ID,
    kind: 'restaurant',
    street: 'vazha-pshavela',
    house: '71',
    schedule: 'closed-now',
    services: ['takeaway', 'delivery'],
    maxBonusPercent: 50,
    rating: 4.4,
  },
];

/** The venue with the 1,500+ item menu. */
export const LARGE_VENUE_ID = 24;
