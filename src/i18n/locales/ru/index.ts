import { type Catalogue, type CatalogueShape, joinTexts } from '../../catalogue.ts';
import first from './first.ts';
import rest from './rest.ts';

/** The Russian catalogue (the fallback language, docs/contract/product.md#languages). */
export default joinTexts(first, rest) satisfies CatalogueShape<Catalogue>;
