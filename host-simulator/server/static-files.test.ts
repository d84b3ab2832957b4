import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dastarkhan-static-'));
  await mkdir(join(dir, 'site'));
  await writeFile(join(dir, 'site', 'index.html'), '<p>index</p>');
  await writeFile(join(dir, 'site', 'app-1a2b3c4d5e.js'), `export const big = "${'x'.repeat(2000)}";`);
  await writeFile(join(dir, 'site', 'reader.wasm'), Buffer.from([0, 97, 115, 109]));
  const chunk = `export const chunk = "${'y'.repeat(2000)}";`;
  await writeFile(join(dir, 'site', 'chunk-9f8e7d6c5b.js'), chunk);
  await writeFile(join(dir, 'site', 'chunk-9f8e7d6c5b.js.br'), brotliCompressSync(chunk));
  await writeFile(join(dir, 'secret.txt'), 'outside the served folder');
  const files = createStaticFiles(join(dir, 'site'));
  server = createServer((req, res) => {
    files.serve(req, res, (req.url ?? '/').slice(1)).then((served) => {
      if (!served) {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves wasm as application/wasm and a folder as its index.html', async () => {
    const wasm = await fetch(`${base}/reader.wasm`);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    const index = await fetch(`${base}/`);
    expect(await index.text()).toBe('<p>index</p>');
  });

  it('gzips text when asked and caches hashed chunks for a year', async () => {
    const answer = await fetch(`${base}/app-1a2b3c4d5e.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((done) => {
      import('node:http').then(({ get }) =>
        get(`${base}/app-1a2b3c4d5e.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('export const big');
  });

  it("serves the build's brotli copy to a browser that accepts br, gzip to one that does not", async () => {
    const get = (encodings: string, file = 'chunk-9f8e7d6c5b.js') =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((done) => {
        import('node:http').then(({ get }) =>
          get(`${base}/${file}`, { headers: { 'accept-encoding': encodings } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (part: Buffer) => chunks.push(part));
            res.on('end', () =>
              done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          }),
        );
      });
    const chromium = await get('gzip, deflate, br, zstd');
    expect(chromium.encoding).toBe('br');
    expect(brotliDecompressSync(chromium.body).toString()).toContain('export const chunk');
    const older = await get('gzip');
    expect(older.encoding).toBe('gzip');
    expect(gunzipSync(older.body).toString()).toContain('export const chunk');
    // A file without a brotli copy is gzipped as before, whatever the browser accepts.
    expect((await get('gzip, br', 'app-1a2b3c4d5e.js')).encoding).toBe('gzip');
  });

  it('refuses paths that climb out of the folder', async () => {
    for (const path of ['../secret.txt', '..%2fsecret.txt', '%2e%2e/secret.txt']) {
      const answer = await fetch(`${base}/${path}`);
      expect(answer.status, path).toBe(404);
    }
  });
});
