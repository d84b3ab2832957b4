import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/visual.ts';

export default {
  cartLink_one: 'Себет, {{count}} позиция',
  cartLink_other: 'Себет, {{count}} позиция',
  cartLinkEmpty: 'Себет бос',
  settings: 'Баптаулар',
} satisfies CatalogueShape<typeof en>;
