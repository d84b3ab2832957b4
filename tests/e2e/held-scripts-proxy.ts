import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the simulator that can hold back the app shell's scripts (its entry, `HELD`),
 * so a journey sees what the page's HTML shows before any of the app's code has run (ADR 0012), or the
 * rest of the app's page after a given text, so the app's code arrives while the page is still being read
 * (a returning guest's scripts come from the offline worker's cache, the page over a slow network). It also
 * serves /holder.html, a page with the app in a same-origin iframe: WebDriver waits for a page's load
 * before it runs a script in it, and a page whose module scripts are held never loads, so the journey
 * reads the app's page from its holder's frame.
 */
export interface HeldScriptsProxy {
  url: string;
  /** Lets the held scripts through, and every later one. */
  release(): void;
  /** From now on, holds the app's files whose path `pattern` matches (instead of its entry) until release(). */
  hold(pattern: RegExp): void;
  /**
   * From now on, sends the app's pages (/app/ HTML) only up to the first `marker` and holds their rest until
   * releasePage(); the rest of what the proxy serves goes through as usual.
   */
  holdPageAfter(marker: string): void;
  releasePage(): void;
  /** The paths (with their queries) of the answers sent whole so far, in order. */
  served(): readonly string[];
  close(): Promise<void>;
}

// The page's entry, which runs everything else. The chunks Home's page names beside it (modulepreload,
// ADR 0030, 0032) only download and parse until the entry imports them; held too, they took all six of the origin's
// HTTP/1.1 connections, and the next page opened in the frame never got one.
const HELD = /^\/app\/assets\/shell-[^/?]*\.js$/;

export async function startHeldScriptsProxy(target: string): Promise<HeldScriptsProxy> {
  const upstream = new URL(target);
  let holding = true;
  let heldPaths = HELD;
  let held: (() => void)[] = [];
  let pageMarker: string | null = null;
  let heldPages: (() => void)[] = [];
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', upstream).pathname;
    res.on('finish', () => served.push(req.url ?? '/'));
    if (path === '/holder.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><meta charset="utf-8"><style>body{margin:0}iframe{border:0;width:412px;height:915px}</style><iframe></iframe>',
      );
      return;
    }
    if (pageMarker && path.startsWith('/app/') && !path.startsWith('/app/assets/') && req.method === 'GET') {
      const marker = pageMarker;
      const outgoing = request(
        new URL(req.url ?? '/', upstream),
        { headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } },
        async (answer) => {
          const chunks: Buffer[] = [];
          for await (const chunk of answer) chunks.push(chunk as Buffer);
          const page = Buffer.concat(chunks).toString('utf8');
          const cut = page.indexOf(marker);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          if (cut < 0) {
            res.end(page);
            return;
          }
          res.write(page.slice(0, cut));
          heldPages.push(() => res.end(page.slice(cut)));
        },
      );
      outgoing.on('error', () => res.destroy());
      outgoing.end();
      return;
    }
    const forward = () => {
      if (res.destroyed) return;
      const outgoing = request(
        new URL(req.url ?? '/', upstream),
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => res.destroy());
      req.pipe(outgoing);
    };
    if (holding && heldPaths.test(path)) held.push(forward);
    else forward();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release() {
      holding = false;
      for (const forward of held) forward();
      held = [];
    },
    hold(pattern) {
      holding = true;
      heldPaths = pattern;
    },
    holdPageAfter(marker) {
      pageMarker = marker;
    },
    served: () => served,
    releasePage() {
      pageMarker = null;
      for (const finish of heldPages) finish();
      heldPages = [];
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
