import { readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0030: what a partner's page waits for before Home's first render, counted on the library's build. A
// chunk is asked for in the round trip after the one that brought the chunk naming it (a static import is
// found once its importer has arrived and been parsed), or in the same one as a screen's chunk when the
// import() of that screen asks for it beside it (rollup.config.mjs importChunkImports).
const dist = resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
  fileName: string;
  name: string;
  imports: string[];
  sources: string[];
}[];
const byFile = new Map(manifest.map((chunk) => [chunk.fileName, chunk]));
const codeOf = (fileName: string) => readFileSync(join(dist, fileName), 'utf8');

/** The chunk holding one of our modules. */
function chunkOf(source: string): string {
  const chunk = manifest.find((candidate) => candidate.sources.includes(source));
  if (!chunk) throw new Error(`no chunk holds ${source}`);
  return chunk.fileName;
}

/**
 * The chunks the entry's import() of `target` asks for: the target's, and those beside it when the import()
 * is the first of a `Promise.all([...])` (another screen's list may name the target beside its own chunk).
 */
function askedWith(target: string): string[] {
  const code = codeOf('dastarkhan.js');
  const own = `import("./${target}")`;
  const listed = code.indexOf(`Promise.all([${own}`);
  if (listed === -1) {
    if (!code.includes(own)) throw new Error(`dastarkhan.js has no import() of ${target}`);
    return [target];
  }
  const list = code.slice(listed, code.indexOf(']', listed));
  return [...list.matchAll(/import\("\.\/([^"]+)"\)/g)].map((match) => match[1] as string);
}

/** `files` and every chunk they import statically, but the entry (loaded before anything is asked). */
function withImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === 'dastarkhan.js') return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  files.forEach(visit);
  return seen;
}

describe('the embedded mount’s way to Home', () => {
  const home = chunkOf('src/features/discovery/screens/HomeScreen.tsx');
  const bridgeClient = chunkOf('src/runtime/bridge-code.ts');
  const texts = chunkOf('src/i18n/locales/kk/first.ts');

  it('runs mount() once the entry is in: it imports no chunk of its own', () => {
    expect(byFile.get('dastarkhan.js')?.imports).toEqual([]);
  });

  it('asks for two files of code beside Home’s three lists: HTTP/1.1’s six connections take them at once', () => {
    // The first render waits for Home's code and stylesheets and its texts (mount.tsx). The bridge client's code
    // is a chunk of its own, which a partner's page with no host asks for after the content (ADR 0033).
    const wave = withImports([
      ...askedWith(home),
      texts,
      chunkOf('src/ui/styles.css?inline'),
      chunkOf('src/features/discovery/discovery.css?inline'),
    ]);
    expect([...wave].sort()).toEqual([home, texts].sort());
    expect(posix.basename(home)).toMatch(/^home-shared-/);
    expect(dirname(bridgeClient)).toBe('chunks');
    expect(wave).not.toContain(bridgeClient);
  });
});
