import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/nav.ts';

export default {
  label: 'Негізгі навигация',
  home: 'Басты бет',
  map: 'Карта',
  orders: 'Тапсырыстар',
  cart: 'Себет',
  profile: 'Профиль',
} satisfies CatalogueShape<typeof en>;
