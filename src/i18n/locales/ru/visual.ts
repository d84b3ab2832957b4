import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/visual.ts';

export default {
  cartLink_one: 'Корзина, {{count}} позиция',
  cartLink_few: 'Корзина, {{count}} позиции',
  cartLink_many: 'Корзина, {{count}} позиций',
  cartLink_other: 'Корзина, {{count}} позиции',
  cartLinkEmpty: 'Корзина пуста',
  settings: 'Настройки',
} satisfies CatalogueShape<typeof en>;
