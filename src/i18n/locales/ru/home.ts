import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  title: 'Главная',
  categories: {
    promo: { name: 'Акции', title: 'Заведения с акциями' },
    near: { name: 'Рядом', title: 'Заведения рядом с вами' },
    popular: { name: 'Популярные', title: 'Заведения с высоким рейтингом' },
    recent: { name: 'Повторить', title: 'Ваши недавние заказы' },
    sf: { name: 'Полуфабрикаты', title: 'Полуфабрикаты' },
    brand: { title: '{{brand}}: все заведения' },
  },
  shortcuts: 'Быстрый выбор',
  brands: 'Бренды',
  allVenues: 'Все заведения',
  venues_one: '{{count}} заведение',
  venues_few: '{{count}} заведения',
  venues_many: '{{count}} заведений',
  venues_other: '{{count}} заведения',
  empty: 'Здесь пока нет заведений',
} satisfies CatalogueShape<typeof en>;
