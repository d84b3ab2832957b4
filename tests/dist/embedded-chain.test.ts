import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0027, lever 6: the round trips of code a partner's page waits for before Home's chunks are all in,
// counted on the library's build. A chunk is asked for in the round trip after the one that brought the
// chunk naming it (a static import is found once its importer has arrived and been parsed), or in the same
// one as a screen's chunk when the import() of that screen asks for it beside it.
const dist = resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
  fileName: string;
  name: string;
  imports: string[];
}[];
const byFile = new Map(manifest.map((chunk) => [chunk.fileName, chunk]));
const codeOf = (fileName: string) => readFileSync(join(dist, fileName), 'utf8');

/** The chunks asked for by the import() of `screen` (its own chunk and those beside it), as dist paths. */
function askedWith(screen: string): string[] {
  for (const { fileName } of manifest) {
    const code = codeOf(fileName);
    const site = code.indexOf(`import("./${screen.replace('chunks/', '')}")`);
    if (site === -1) continue;
    const start = code.lastIndexOf('Promise.all([', site);
    const beside =
      start !== -1 && start > code.lastIndexOf(';', site) ? code.slice(start, code.indexOf(']', site)) : '';
    const dir = fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/') + 1) : '';
    return [screen, ...[...beside.matchAll(/import\("\.\/([^"]+)"\)/g)].map((match) => dir + match[1])];
  }
  throw new Error(`no import() of ${screen} in the library`);
}

/** The round trip in which each chunk arrives, from `first` (asked for in round trip `trip`) on. */
function tripsFrom(first: string[], trip: number, known: Map<string, number>): Map<string, number> {
  let wave = first.filter((file) => !known.has(file));
  while (wave.length > 0) {
    for (const file of wave) known.set(file, trip);
    trip += 1;
    wave = [...new Set(wave.flatMap((file) => byFile.get(file)?.imports ?? []))].filter(
      (file) => !known.has(file),
    );
  }
  return known;
}

describe('the embedded mount’s chain to Home', () => {
  it('is three round trips of code: the entry, its chunks, then Home’s chunks all at once', () => {
    // 1: the partner's page asks for dastarkhan.js; 2: what it imports; 3: mount() imports Home.
    const known = tripsFrom(['dastarkhan.js'], 1, new Map());
    const home = manifest.find((chunk) => chunk.name === 'HomeScreen');
    expect(home, 'HomeScreen in the manifest').toBeDefined();
    const trips = tripsFrom(askedWith(home?.fileName ?? ''), Math.max(...known.values()) + 1, known);
    const homeClosure = [home?.fileName ?? '', ...(home?.imports ?? [])];
    expect(Math.max(...homeClosure.map((file) => trips.get(file) ?? 0))).toBe(3);
  });
});
