import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/visual.ts';

export default {
  cartLink_one: 'კალათა, {{count}} პოზიცია',
  cartLink_other: 'კალათა, {{count}} პოზიცია',
  cartLinkEmpty: 'კალათა ცარიელია',
  settings: 'პარამეტრები',
} satisfies CatalogueShape<typeof en>;
