import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkClosure } from '../../scripts/chunk-closure.ts';

// ADR 0005: each import() of the app shell asks for the screen's chunk and, right after it, for the chunks
// that chunk imports, instead of the browser finding them only once the screen's chunk has been parsed.
const app = resolve(import.meta.dirname, '../../dist/app');
const manifest = JSON.parse(readFileSync(join(app, 'manifest.json'), 'utf8')) as {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  sources: string[];
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

// rollup.config.mjs sharedScreenChunks, issue 30: on a throttled HTTP/1.1 load each chunk was a round trip in
// a queue of six connections; Home's screen came with sixteen.
describe('Home’s first screen', () => {
  const byFile = new Map(manifest.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string) => chunkClosure(manifest, [file], (chunk) => chunk.isEntry);

  it('is Home’s chunk and one chunk of what it shares with other screens', () => {
    const home = manifest.find((chunk) => chunk.name === 'HomeScreen');
    const names = [...closure(home?.fileName ?? '')].map((file) => byFile.get(file)?.name);
    expect(names.sort()).toEqual(['HomeScreen', 'home-shared']);
  });

  // ADR 0031: asked for by the preload, the polyfill shared the throttled line with the app's chunk, and the
  // position it brings re-sorted the rows sooner: Home's content 1.07-1.09x F2 without it, 1.12-1.16x with.
  it('leaves the plain browser’s bridge polyfill to the bridge, after Home’s first wave', () => {
    const web = manifest.find((chunk) => chunk.sources.includes('bridge/transports/web.ts'));
    expect(web?.isEntry).toBe(false);
    const firstWave = chunkClosure(
      manifest,
      manifest.filter((chunk) => chunk.isEntry || chunk.name === 'HomeScreen').map((chunk) => chunk.fileName),
    );
    const name = web?.fileName.replace('assets/', '') ?? 'web';
    const askers = [...firstWave].filter((file) =>
      readFileSync(join(app, file), 'utf8').includes(`import("./${name}")`),
    );
    expect(askers).toEqual([]);
    // The one asking is the bridge's own code, once it has found no host.
    const bridge = manifest.find((chunk) => chunk.sources.includes('bridge/create-bridge.ts'));
    expect(readFileSync(join(app, bridge?.fileName ?? ''), 'utf8')).toContain(`import("./${name}")`);
    expect(firstWave.has(bridge?.fileName ?? '')).toBe(false);
  });
});
