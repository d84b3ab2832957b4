import type { Catalogue, CatalogueShape } from '../../catalogue.ts';
import first from './first.ts';
import rest from './rest.ts';

/** The Georgian catalogue (the contract's (docs/contract/product.md#languages) extended list; loaded only when chosen). */
export default {
  ...first,
  ...rest,
  errors: { ...first.errors, ...rest.errors },
} satisfies CatalogueShape<Catalogue>;
