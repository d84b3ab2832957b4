import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkClosure, readManifest } from '../../scripts/chunk-closure.ts';

// ADR 0017: the Cart's dialogs and address sheet are closed when it first paints; their code is loaded after
// that paint (or when one must open), not with CartScreen's chunk. One that comes back fails here.
const app = readManifest(resolve(import.meta.dirname, '../../dist/app'));
const closure = (starts: string[]) => chunkClosure(app.values(), starts);

const sourcesOf = (files: Set<string>) => new Set([...files].flatMap((file) => app.get(file)?.sources ?? []));
const chunkOf = (source: string) => [...app.values()].find((chunk) => chunk.sources.includes(source));
const cartScreen = [...app.values()].find((chunk) => chunk.name === 'CartScreen');
const firstScreen = closure([
  ...[...app.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  cartScreen?.fileName ?? '',
]);

const ON_DEMAND = [
  'src/features/cart/screens/cart/CheckoutDialogs.tsx',
  'src/features/cart/components/AddressListSheet.tsx',
  'src/features/cart/components/SendingOrder.tsx',
];
// The stop-list and price-change dialogs are CheckoutDialogs.tsx's own, on demand with it.
const THEIR_IMPORTS = [
  'src/ui/AgeRestrictionModal.tsx',
  'src/ui/Modal.tsx',
  'src/ui/BottomSheet.tsx',
  'src/ui/use-dialog.ts',
];

describe('the Cart’s first screen', () => {
  it('is found in the manifest', () => {
    expect(sourcesOf(firstScreen).has('src/features/cart/screens/cart/CartView.tsx')).toBe(true);
  });

  it('leaves its dialogs and the address sheet, and what only they use, to later', () => {
    const sources = sourcesOf(firstScreen);
    expect([...ON_DEMAND, ...THEIR_IMPORTS].filter((module) => sources.has(module))).toEqual([]);
  });

  it('asks for every chunk of its closure with CartScreen’s chunk, not a level at a time', () => {
    // An on-demand chunk that imported from CartScreen's chunk made rollup stop hoisting the chunks
    // ScreenHeader imports into CartScreen's list: the header then waited for two more round trips.
    const entries = new Set(
      [...app.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    );
    const wanted = [...closure([cartScreen?.fileName ?? ''])]
      .filter((file) => file !== cartScreen?.fileName && !entries.has(file))
      .sort();
    // The route table's import() of the screen, in the app's chunk.
    const shell = [...app.values()].find((chunk) => chunk.name === 'shell');
    const code = readFileSync(
      join(resolve(import.meta.dirname, '../../dist/app'), shell?.fileName ?? ''),
      'utf8',
    );
    const name = (cartScreen?.fileName ?? '').replace('assets/', '');
    const site = code.indexOf(`import("./${name}")`);
    const list = code.slice(code.lastIndexOf('__dkPreload([', site), site);
    const asked = [...list.matchAll(/"\.\/([^"]+)"/g)].map((match) => `assets/${match[1]}`).sort();
    // The screen's own shared chunks, Home's and the one it shares with the Menu (rollup.config.mjs
    // appShellChunks), and those of its packages.
    expect(wanted.length).toBeGreaterThan(2);
    expect(asked).toEqual(wanted);
  });

  it('can load each of them from CartScreen’s chunk, which none of them imports', () => {
    for (const module of ON_DEMAND) {
      const chunk = chunkOf(module);
      expect(cartScreen?.dynamicImports).toContain(chunk?.fileName);
      expect(closure([chunk?.fileName ?? ''])).not.toContain(cartScreen?.fileName);
    }
  });

  it('has the Cart’s page name our stylesheet with the Cart’s chunks, which that page does not bring', () => {
    // Only Home's page holds the stylesheet (its prerendered frame, ADR 0012); mount() asked for it on any other
    // page once the app's chunk had run, a round trip before the Cart's first render (issue 30). The page's
    // inline script names it (tests/dist/app-shell-pages.test.ts); the app's chunk asks for it where it did not.
    const page = readFileSync(
      join(resolve(import.meta.dirname, '../../dist/app'), 'other-routes.html'),
      'utf8',
    );
    const styles = chunkOf('src/ui/styles.css?inline')?.fileName ?? 'no styles chunk';
    const named = JSON.parse(/data-chunks='([^']*)'/.exec(page)?.[1] ?? '{}') as {
      routes?: Record<string, string[]>;
    };
    expect(named.routes?.['/cart']).toContain(`/app/${styles}`);
    const shell = [...app.values()].find((chunk) => chunk.name === 'shell');
    expect(shell?.dynamicImports).toContain(styles);
  });
});
