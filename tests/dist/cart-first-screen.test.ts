import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0017: the Cart's dialogs and address sheet are closed when it first paints; their code is loaded after
// that paint (or when one must open), not with CartScreen's chunk. One that comes back fails here.
interface Chunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports?: string[];
  sources: string[];
}

const app = new Map(
  (
    JSON.parse(
      readFileSync(join(resolve(import.meta.dirname, '../../dist/app'), 'manifest.json'), 'utf8'),
    ) as Chunk[]
  ).map((chunk) => [chunk.fileName, chunk]),
);

function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of app.get(file)?.imports ?? []) visit(next);
  };
  for (const start of starts) visit(start);
  return seen;
}

const sourcesOf = (files: Set<string>) => new Set([...files].flatMap((file) => app.get(file)?.sources ?? []));
const chunkOf = (source: string) => [...app.values()].find((chunk) => chunk.sources.includes(source));
const cartScreen = [...app.values()].find((chunk) => chunk.name === 'CartScreen');
const firstScreen = closure([
  ...[...app.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  cartScreen?.fileName ?? '',
]);

const ON_DEMAND = [
  'src/features/checkout/screens/cart/CheckoutDialogs.tsx',
  'src/features/checkout/components/AddressListSheet.tsx',
  'src/features/checkout/components/SendingOrder.tsx',
];
const THEIR_IMPORTS = [
  'src/features/checkout/components/StopListDialog.tsx',
  'src/features/checkout/components/PriceChangeDialog.tsx',
  'src/ui/AgeRestrictionModal.tsx',
  'src/ui/Modal.tsx',
  'src/ui/BottomSheet.tsx',
  'src/ui/use-dialog.ts',
];

describe('the Cart’s first screen', () => {
  it('is found in the manifest', () => {
    expect(sourcesOf(firstScreen).has('src/features/checkout/screens/cart/CartView.tsx')).toBe(true);
  });

  it('leaves its dialogs and the address sheet, and what only they use, to later', () => {
    const sources = sourcesOf(firstScreen);
    expect([...ON_DEMAND, ...THEIR_IMPORTS].filter((module) => sources.has(module))).toEqual([]);
  });

  it('can load each of them from CartScreen’s chunk', () => {
    for (const module of ON_DEMAND) {
      expect(cartScreen?.dynamicImports).toContain(chunkOf(module)?.fileName);
    }
  });
});
