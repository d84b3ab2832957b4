import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, readManifest } from '../scripts/chunk-closure.ts';

export interface SizeRow {
  name: string;
  files: number;
  minBytes: number;
  gzipBytes: number;
}

function measure(dir: string, name: string, files: Iterable<string>): SizeRow {
  let minBytes = 0;
  let gzipBytes = 0;
  let count = 0;
  for (const file of files) {
    const code = readFileSync(join(dir, file));
    minBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    count += 1;
  }
  return { name, files: count, minBytes, gzipBytes };
}

/** Per published entry: the minified and gzip bytes of its static import closure (lazy chunks excluded). */
export function entrySizes(distDir: string): SizeRow[] {
  const manifest = readManifest(distDir);
  const rows = ['dastarkhan.js', 'bridge.js', 'host.js'].map((entry) =>
    measure(distDir, entry, chunkClosure(manifest.values(), [entry])),
  );
  rows.push(measure(distDir, 'dastarkhan.iife.js', ['dastarkhan.iife.js']));
  return rows;
}

/**
 * What the app shell needs before Home is on screen: its entry's closure (the app; its page's inline scripts
 * come on top, ADR 0034) plus the Home route chunk's (each route is a lazy chunk, and Home is the first one shown).
 */
export function appShellFirstScreen(distDir: string): SizeRow {
  const appDir = join(distDir, 'app');
  const manifest = readManifest(appDir);
  const entries = [...manifest.values()].filter((chunk) => chunk.isEntry);
  const home = [...manifest.values()].find((chunk) => chunk.name === 'HomeScreen');
  if (entries.length === 0 || !home) throw new Error('app manifest has no entry or no HomeScreen chunk');
  const files = chunkClosure(
    manifest.values(),
    [...entries, home].map((chunk) => chunk.fileName),
  );
  return measure(appDir, 'app shell first screen (shell + Home)', files);
}

/** Every lazy chunk of the library build, largest first: what stays off the first paint. */
export function lazyChunks(distDir: string): SizeRow[] {
  const manifest = readManifest(distDir);
  const eager = new Set(chunkClosure(manifest.values(), ['dastarkhan.js', 'bridge.js', 'host.js']));
  return [...manifest.keys()]
    .filter((file) => !eager.has(file))
    .map((file) => measure(distDir, file, [file]))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
