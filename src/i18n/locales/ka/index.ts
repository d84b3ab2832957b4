import { type Catalogue, type CatalogueShape, joinTexts } from '../../catalogue.ts';
import first from './first.ts';
import rest from './rest.ts';

/** The Georgian catalogue (the contract's (docs/contract/product.md#languages) extended list; loaded only when chosen). */
export default joinTexts(first, rest) satisfies CatalogueShape<Catalogue>;
