import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One chunk of a build as rollup.config.mjs's `manifest()` writes it to manifest.json (a rollup output chunk
 * has the same fields): the chunks it imports statically and, for our own code, the modules it holds.
 */
export interface ManifestChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Our own modules in the chunk, paths from the project root; packages are left out. */
  sources: string[];
}

/** A build's manifest.json (`dir` is dist/ or dist/app/), by file name. */
export function readManifest(dir: string): Map<string, ManifestChunk> {
  const chunks = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestChunk[];
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/**
 * The chunks `starts` names and every chunk they import statically: what the browser fetches before it can
 * run them. The build's page preloads (scripts/build.mjs), the offline worker's precache
 * (service-worker-build.mjs), the bench's sizes and the dist tests all walk it this way. A chunk `skip`
 * accepts is left out, and so are its imports (the page's entries, which a page has already).
 */
export function chunkClosure<Chunk extends { fileName: string; imports: readonly string[] }>(
  chunks: Iterable<Chunk>,
  starts: Iterable<string>,
  skip: (chunk: Chunk) => boolean = () => false,
): Set<string> {
  const byFile = new Map([...chunks].map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  // Depth first, in the order the chunks import each other: a page names its preloads in this order.
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (seen.has(file) || (chunk && skip(chunk))) return;
    seen.add(file);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  for (const file of starts) visit(file);
  return seen;
}
