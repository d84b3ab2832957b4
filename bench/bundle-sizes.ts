import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

export interface SizeRow {
  name: string;
  files: number;
  minBytes: number;
  gzipBytes: number;
}

function readManifest(dir: string): Map<string, ManifestChunk> {
  const chunks = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestChunk[];
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** A chunk and everything it imports statically: what the browser must fetch before it can run it. */
function staticClosure(
  manifest: Map<string, ManifestChunk>,
  start: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of manifest.get(start)?.imports ?? []) staticClosure(manifest, next, into);
  return into;
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
    measure(distDir, entry, staticClosure(manifest, entry)),
  );
  rows.push(measure(distDir, 'dastarkhan.iife.js', ['dastarkhan.iife.js']));
  return rows;
}

/**
 * What the app shell needs before Home is on screen: the shell entry's closure, the app it imports at once
 * (the `mount` chunk, which the page modulepreloads: ADR 0004) and the Home route chunk's closure (each route
 * is a lazy chunk, and Home is the first one shown).
 */
export function appShellFirstScreen(distDir: string): SizeRow {
  const appDir = join(distDir, 'app');
  const manifest = readManifest(appDir);
  const entry = [...manifest.values()].find((chunk) => chunk.isEntry);
  const app = [...manifest.values()].find((chunk) => chunk.name === 'mount');
  const home = [...manifest.values()].find((chunk) => chunk.name === 'HomeScreen');
  if (!entry || !app || !home) throw new Error('app manifest has no entry, mount or HomeScreen chunk');
  const files = staticClosure(
    manifest,
    home.fileName,
    staticClosure(manifest, app.fileName, staticClosure(manifest, entry.fileName)),
  );
  return measure(appDir, 'app shell first screen (shell + Home)', files);
}

/** Every lazy chunk of the library build, largest first: what stays off the first paint. */
export function lazyChunks(distDir: string): SizeRow[] {
  const manifest = readManifest(distDir);
  const eager = new Set(
    ['dastarkhan.js', 'bridge.js', 'host.js'].flatMap((entry) => [...staticClosure(manifest, entry)]),
  );
  return [...manifest.keys()]
    .filter((file) => !eager.has(file))
    .map((file) => measure(distDir, file, [file]))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
