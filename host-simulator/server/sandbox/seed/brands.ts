import type { Quad } from './dish-types.ts';

export interface BrandSeed {
  id: number;
  slug: string;
  name: string;
  description: Quad;
  color: string;
  /** Filial categories used by the location list's category_id filter (128 = express is added per venue). */
  categoryIds: readonly number[];
  privateRewardEnabled: boolean;
  menus: readonly { key: string; currency: 'KZT' | 'GEL' }[];
}

/** Filial category ids: 128 express (docs/contract/constants.md#category-and-service-ids) plus cuisine tags of the sandbox. */
export const FILIAL_CATEGORY = {
  express: 128,
  coffee: 201,
  fastFood: 202,
  centralAsian: 203,
  georgian: 204,
  market: 205,
} as const;

export const BRANDS: readonly BrandSeed[] = [
  {
    id: 1,
    slug: 'dala-coffee',
    name: 'Dala Coffee',
    description: [
      'Кофе мен жаңа піскен тоқаштар',
      'Кофе и свежая выпечка',
      'Coffee and fresh pastries',
      'ყავა და ახალი ცომეული',
    ],
    color: '#7b4b2a',
    categoryIds: [FILIAL_CATEGORY.coffee],
    privateRewardEnabled: false,
    menus: [
      { key: 'coffee', currency: 'KZT' },
      { key: 'coffee', currency: 'GEL' },
    ],
  },
  {
    id: 2,
    slug: 'burger-batyr',
    name: 'Burger Batyr',
    description: ['Шырынды бургерлер', 'Сочные бургеры', 'Juicy burgers', 'წვნიანი ბურგერები'],
    color: '#d64525',
    categoryIds: [FILIAL_CATEGORY.fastFood],
    privateRewardEnabled: false,
    menus: [{ key: 'burger', currency: 'KZT' }],
  },
  {
    id: 3,
    slug: 'tandyr-house',
    name: 'Tandyr House',
    description: [
      'Қазақ және өзбек асханасы',
      'Казахская и узбекская кухня',
      'Kazakh and Uzbek cuisine',
      'ყაზახური და უზბეკური სამზარეულო',
    ],
    color: '#b8860b',
    categoryIds: [FILIAL_CATEGORY.centralAsian],
    privateRewardEnabled: true,
    menus: [{ key: 'tandyr', currency: 'KZT' }],
  },
  {
    id: 4,
    slug: 'khinkali-house',
    name: 'Khinkali House',
    description: ['Грузин асханасы', 'Грузинская кухня', 'Georgian cuisine', 'ქართული სამზარეულო'],
    color: '#6a1b9a',
    categoryIds: [FILIAL_CATEGORY.georgian],
    privateRewardEnabled: false,
    menus: [
      { key: 'khinkali', currency: 'KZT' },
      { key: 'khinkali', currency: 'GEL' },
    ],
  },
  {
    id: 5,
    slug: 'fresh-market',
    name: 'Fresh Market',
    description: [
      'Кеңседегі ақылды тоңазытқыштар',
      'Умные холодильники в офисах',
      'Smart fridges in offices',
      'ჭკვიანი მაცივრები ოფისებში',
    ],
    color: '#2e7d32',
    categoryIds: [FILIAL_CATEGORY.market],
    privateRewardEnabled: false,
    menus: [{ key: 'fridge', currency: 'KZT' }],
  },
  {
    id: 6,
    slug: 'green-bazaar',
    name: 'Green Bazaar Food Hall',
    description: [
      'Базардағы жүздеген дүңгіршек',
      'Сотни прилавков рынка',
      'Hundreds of market stalls',
      'ბაზრის ასობით დახლი',
    ],
    color: '#00897b',
    categoryIds: [FILIAL_CATEGORY.market, FILIAL_CATEGORY.centralAsian],
    privateRewardEnabled: false,
    menus: [{ key: 'food-hall', currency: 'KZT' }],
  },
];
