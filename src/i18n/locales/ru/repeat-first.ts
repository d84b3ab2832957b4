import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat-first.ts';

export default {
  action: 'Повторить',
  actionLabel: 'Повторить заказ № {{number}}',
  home: {
    title: 'Повторить недавний заказ',
    items_one: '{{count}} позиция',
    items_few: '{{count}} позиции',
    items_many: '{{count}} позиций',
    items_other: '{{count}} позиции',
  },
} satisfies CatalogueShape<typeof en>;
