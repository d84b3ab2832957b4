import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/nav.ts';

export default {
  label: 'Основная навигация',
  home: 'Главная',
  map: 'Карта',
  orders: 'Заказы',
  cart: 'Корзина',
  profile: 'Профиль',
} satisfies CatalogueShape<typeof en>;
