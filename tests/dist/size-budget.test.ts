import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellFirstScreen, entrySizes } from '../../bench/bundle-sizes.ts';

// The byte budgets `npm run bench` prints against are enforced here too, on the bundles `npm test` just
// built: a change that grows the first screen past bench/budget.json fails the tests, not only a bench line.
const dist = resolve(import.meta.dirname, '../../dist');
const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../bench/budget.json'), 'utf8')) as {
  firstScreenGzip: number;
  entries: Record<string, number>;
};

describe('dist/ against bench/budget.json (gzip bytes)', () => {
  it('keeps the app shell first screen (shell + Home) within its budget', () => {
    const firstScreen = appShellFirstScreen(dist);
    expect(
      firstScreen.gzipBytes,
      `first screen ${firstScreen.gzipBytes} B in ${firstScreen.files} files`,
    ).toBeLessThanOrEqual(budget.firstScreenGzip);
  });

  it.each(Object.entries(budget.entries))('keeps %s (static import closure) within %i', (name, limit) => {
    const row = entrySizes(dist).find((entry) => entry.name === name);
    expect(row, `no ${name} in ${join('dist', 'manifest.json')}`).toBeDefined();
    expect(row!.gzipBytes).toBeLessThanOrEqual(limit);
  });
});
