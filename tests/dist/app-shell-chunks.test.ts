import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0005: each import() of the app shell asks for the screen's chunk and, right after it, for the chunks
// that chunk imports, instead of the browser finding them only once the screen's chunk has been parsed.
const app = resolve(import.meta.dirname, '../../dist/app');
const manifest = JSON.parse(readFileSync(join(app, 'manifest.json'), 'utf8')) as {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
}[];
const entries = new Set(manifest.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
const code = manifest
  .filter((chunk) => chunk.isEntry)
  .map((chunk) => readFileSync(join(app, chunk.fileName), 'utf8'))
  .join('\n');

/** The chunk paths the app shell's entries preload beside `import("./<file>")`. */
function preloadedWith(file: string): string[] | null {
  const name = file.replace('assets/', '');
  const site = new RegExp(
    `__dkPreload\\(\\[([^\\]]*)\\],import\\.meta\\.url,import\\("\\./${name.replace(/[.$]/g, '\\$&')}"\\)`,
  );
  const found = site.exec(code);
  return found ? [...(found[1] ?? '').matchAll(/"\.\/([^"]+)"/g)].map((match) => `assets/${match[1]}`) : null;
}

describe('the app shell’s screen chunks', () => {
  it.each(['HomeScreen', 'MenuScreen', 'CartScreen'])('%s: its imports are asked for with it', (screen) => {
    const chunk = manifest.find((candidate) => candidate.name === screen);
    expect(chunk, `${screen} in the manifest`).toBeDefined();
    const wanted = (chunk?.imports ?? []).filter((file) => !entries.has(file)).sort();
    expect(wanted.length).toBeGreaterThan(0);
    expect(preloadedWith(chunk?.fileName ?? '')?.sort()).toEqual(wanted);
  });
});
