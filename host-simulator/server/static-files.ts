import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from './content-types.ts';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped: Buffer | null;
  /** The build's brotli copy (`<file>.br`, scripts/build.mjs), served to browsers that accept br. */
  brotli: Buffer | null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm)|image\/svg)/;
/** Rollup names chunks with a content hash: those can be cached for a year, everything else revalidates. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|wasm)$/;

export interface StaticFilesOptions {
  /** Extra headers of an HTML page by its path below the root (its Content-Security-Policy). */
  pageHeaders?: (relativePath: string) => Record<string, string>;
}

/**
 * Serves files below one folder, refusing paths that climb out of it. Bodies are kept in memory with
 * their gzip so that a page load on a throttled connection measures our bytes, not the server's CPU.
 */
export function createStaticFiles(root: string, options: StaticFilesOptions = {}) {
  const base = resolve(root);
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(path);
    const gzipped = COMPRESSIBLE.test(contentTypeOf(path)) && body.length > 512 ? gzipSync(body) : null;
    // Brotli at its best quality takes seconds for our largest chunk: made once at build time, as a CDN's
    // pre-compressed assets are, never per request. A copy older than its file is stale and not used.
    const brInfo = await stat(`${path}.br`).catch(() => null);
    const brotli = brInfo?.isFile() && brInfo.mtimeMs >= info.mtimeMs ? await readFile(`${path}.br`) : null;
    const entry = { mtimeMs: info.mtimeMs, body, gzipped, brotli };
    cache.set(path, entry);
    return entry;
  }

  function locate(relativePath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return null;
    }
    const path = resolve(base, `.${sep}${decoded}`);
    return path === base || path.startsWith(base + sep) ? path : null;
  }

  /** The text of a file below the root, or null. */
  async function readText(relativePath: string): Promise<string | null> {
    const path = locate(relativePath);
    const file = path ? await load(path) : null;
    return file ? file.body.toString('utf8') : null;
  }

  /** Answers with the file at `relativePath` below the root; false when there is none. */
  async function serve(req: IncomingMessage, res: ServerResponse, relativePath: string): Promise<boolean> {
    const located = locate(relativePath);
    // A folder answers with its index.html, as any static host would (e.g. /examples/web-iframe/).
    const path =
      located && (relativePath === '' || relativePath.endsWith('/')) ? join(located, 'index.html') : located;
    const file = path ? await load(path) : null;
    if (!path || !file) return false;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      file.brotli && /\bbr\b/.test(accepted)
        ? 'br'
        : file.gzipped && /\bgzip\b/.test(accepted)
          ? 'gzip'
          : null;
    const body = (encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzipped : null) ?? file.body;
    const page = path.endsWith('.html')
      ? (options.pageHeaders?.(relative(base, path).split(sep).join('/')) ?? {})
      : {};
    res.writeHead(200, {
      ...page,
      'content-type': contentTypeOf(path),
      'content-length': body.length,
      'cache-control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve, readText };
}
