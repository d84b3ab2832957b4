import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/nav.ts';

export default {
  label: 'მთავარი ნავიგაცია',
  home: 'მთავარი',
  map: 'რუკა',
  orders: 'შეკვეთები',
  cart: 'კალათა',
  profile: 'პროფილი',
} satisfies CatalogueShape<typeof en>;
