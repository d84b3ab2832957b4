import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellFirstScreen, entrySizes } from '../../bench/bundle-sizes.ts';

// The byte budgets `npm run bench` prints against are enforced here too, on the bundles `npm test` just
// built: a change that grows the first screen past bench/budget.json fails the tests, not only a bench line.
const dist = resolve(import.meta.dirname, '../../dist');
const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../bench/budget.json'), 'utf8')) as {
  firstScreenGzip: number;
  firstScreenTextsGzip: number;
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

  it.each(['kk', 'ru', 'en', 'ka'])(
    "keeps the %s texts of Home's first screen within their budget",
    (language) => {
      // The catalogue chunk a start on Home loads before its first render (ADR 0027), told by its source.
      const chunks = JSON.parse(readFileSync(join(dist, 'app', 'manifest.json'), 'utf8')) as {
        fileName: string;
        sources: string[];
      }[];
      const first = chunks.find((chunk) => chunk.sources.includes(`src/i18n/locales/${language}/first.ts`));
      expect(first, `no chunk of Home's ${language} texts in dist/app/manifest.json`).toBeDefined();
      const gzipBytes = gzipSync(readFileSync(join(dist, 'app', first!.fileName)), { level: 9 }).length;
      expect(gzipBytes).toBeLessThanOrEqual(budget.firstScreenTextsGzip);
    },
  );

  it.each(Object.entries(budget.entries))('keeps %s (static import closure) within %i', (name, limit) => {
    const row = entrySizes(dist).find((entry) => entry.name === name);
    expect(row, `no ${name} in ${join('dist', 'manifest.json')}`).toBeDefined();
    expect(row!.gzipBytes).toBeLessThanOrEqual(limit);
  });
});
