import { request } from 'node:http';

/**
 * A request as a script on this machine sends it (http/local-only.ts), over node:http: under happy-dom the
 * global fetch is a page's, on http://localhost:3000, whose cross-origin calls the sandbox controls refuse.
 * Answers a Response of the test's own globals, so callers read it as they read fetch's.
 */
export function localFetch(
  url: string | URL,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(new Response(status === 204 || status === 304 ? null : text, { status, headers }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
