import type { Catalogue, CatalogueShape } from '../../catalogue.ts';
import first from './first.ts';
import rest from './rest.ts';

/** The Russian catalogue (the fallback language, docs/contract/product.md#languages). */
export default {
  ...first,
  ...rest,
  errors: { ...first.errors, ...rest.errors },
} satisfies CatalogueShape<Catalogue>;
