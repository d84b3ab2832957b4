import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  title: 'Басты бет',
  categories: {
    promo: { name: 'Акциялар', title: 'Акциялары бар мекемелер' },
    near: { name: 'Жақын жерде', title: 'Сізге жақын мекемелер' },
    popular: { name: 'Танымал', title: 'Рейтингі жоғары мекемелер' },
    recent: { name: 'Қайталау', title: 'Соңғы тапсырыстарыңыз' },
    sf: { name: 'Жартылай фабрикаттар', title: 'Жартылай фабрикаттар' },
    brand: { title: '{{brand}}: барлық мекемелер' },
  },
  shortcuts: 'Жылдам таңдау',
  brands: 'Брендтер',
  allVenues: 'Барлық мекемелер',
  venues_one: '{{count}} мекеме',
  venues_other: '{{count}} мекеме',
  empty: 'Мұнда әзірге мекемелер жоқ',
} satisfies CatalogueShape<typeof en>;
