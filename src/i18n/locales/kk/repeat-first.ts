import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat-first.ts';

export default {
  action: 'Қайталау',
  actionLabel: '№ {{number}} тапсырысты қайталау',
  home: {
    title: 'Соңғы тапсырысты қайталау',
    items_one: '{{count}} позиция',
    items_other: '{{count}} позиция',
  },
} satisfies CatalogueShape<typeof en>;
