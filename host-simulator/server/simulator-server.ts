import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appShellPageOf, isAppShellPage } from './app-shell-pages.ts';
import { createConformanceRoutes } from './conformance-routes.ts';
import { appShellPolicy, examplesPolicy, simulatorPagePolicy } from './content-security.ts';
import { API_PREFIX, SANDBOX_PREFIX } from './paths.ts';
import { createSandbox } from './sandbox/index.ts';
import { createStaticFiles } from './static-files.ts';
import { createTileServer, TILES_PREFIX } from './tiles/tile-server.ts';

export interface SimulatorServerOptions {
  port: number;
  host?: string;
  /** The build output (`npm run build`): bundles, app shell and simulator page. */
  distDir: string;
  /** The sandbox's SQLite database and uploads. */
  dataDir: string;
  /** Served under /examples/ so the plain-HTML host example runs against this server. */
  examplesDir?: string;
  /** More folders to serve, by URL prefix (e.g. test fixture pages: { '/test-fixtures/': dir }). */
  extraStatic?: Record<string, string>;
  /**
   * Partner origins allowed to frame the app shell and the examples besides this server's own (CSP
   * frame-ancestors); the exact origins among them are also the app shell's bridge hosts (its config's
   * `hostOrigins`). Default: the space- or comma-separated APP_FRAME_ANCESTORS environment variable.
   */
  frameAncestors?: readonly string[];
  /** The wall clock the sandbox runs on (SandboxOptions.now); the bench pins it to an hour venues are open. */
  now?: () => number;
}

export interface SimulatorServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use (another simulator still running?). ` +
        `Stop it, or choose another port: PORT=${port + 1} npm start`,
    );
    this.name = 'PortInUseError';
  }
}

/** Query parameter of the app shell URL that asks for a simulated native runtime. */
const RUNTIME_PARAM = 'sim_runtime';
const SHIMMED_RUNTIMES = new Set(['ios', 'android', 'react-native']);

/** Query parameter that turns the Debugbar on in the simulator's app shell. */
const DEBUG_PARAM = 'sim_debug';

/**
 * Inside the simulator the app shell reports to the sandbox's telemetry sinks (listed on the simulator
 * page): Sentry in 'stage' with a DSN on this origin, Amplitude to the sandbox's HTTP API.
 */
function simulatorConfig(url: URL): Record<string, unknown> {
  return {
    environment: 'stage',
    sentryDsn: `${url.protocol}//public@${url.host}/sandbox/telemetry/sentry/1`,
    amplitudeApiKey: 'sandbox-simulator',
    amplitudeServerUrl: `${url.origin}/sandbox/telemetry/amplitude/2/httpapi`,
    debug: url.searchParams.get(DEBUG_PARAM) === '1',
  };
}

/** The config goes in the way a native shell passes it, as window.__DASTARKHAN_CONFIG__ before the app loads. */
function configScript(config: Record<string, unknown>): string {
  // '<' escaped so nothing in a value can close the script element.
  return `window.__DASTARKHAN_CONFIG__=${JSON.stringify(config).replaceAll('<', '\\u003c')};`;
}

/**
 * The partner pages allowed to frame the app shell are the hosts its bridge talks to (docs/integration-web.md):
 * one list for both. Exact origins only; a CSP pattern (`https://*.partner.example`) cannot name a host.
 */
function exactOrigins(sources: readonly string[]): string[] {
  return sources.filter(
    (source) => !source.includes('*') && URL.canParse(source) && new URL(source).origin === source,
  );
}

function frameAncestorsFromEnv(): string[] {
  return (process.env.APP_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * An empty page of the app's origin (docs/simulator.md): storage cleared there stays cleared. Under /app/ any
 * path is the app shell, and the app it mounts writes back what it had read (the service, the install
 * prompt's count) once the page cleared it: journeys that started "with nothing remembered" met the service
 * of the journey before.
 */
const BLANK_PAGE = '/blank';

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/**
 * The host simulator's one HTTP server: the simulator page at /, the app shell at /app/ (any deeper
 * path falls back to the shell, which routes with the browser history), the bundles at /dist/, and
 * the sandbox API and pages under their prefixes.
 */
export async function startSimulatorServer(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const frameAncestors = options.frameAncestors ?? frameAncestorsFromEnv();
  const hostOrigins = exactOrigins(frameAncestors);
  const dist = createStaticFiles(options.distDir, {
    pageHeaders: (path) => ({
      'content-security-policy': path.startsWith('app/')
        ? appShellPolicy({ frameAncestors })
        : simulatorPagePolicy(),
    }),
  });
  const examplesHeaders = { 'content-security-policy': examplesPolicy({ frameAncestors }) };
  const examples = options.examplesDir
    ? createStaticFiles(options.examplesDir, { pageHeaders: () => examplesHeaders })
    : null;
  const sandbox = createSandbox({ dataDir: options.dataDir, ...(options.now ? { now: options.now } : {}) });
  const tiles = createTileServer();
  const conformance = createConformanceRoutes(dist, frameAncestors);
  const extra = Object.entries(options.extraStatic ?? {}).map(
    ([prefix, dir]) => [prefix, createStaticFiles(dir)] as const,
  );

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    const path = url.pathname;
    // On every answer, unless one sets its own: nothing is read as another type than it says, and another
    // origin (a map tile server, a telemetry service) learns this origin from a page, never its path and query
    // (the login callback's code, an order's route). The sandbox's own pages send no Referer at all.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    if (path === `${API_PREFIX}health`) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path.startsWith(TILES_PREFIX)) {
      if (!tiles.serve(req, res, url)) notFound(res);
      return;
    }
    if (path.startsWith(API_PREFIX) || path.startsWith(SANDBOX_PREFIX)) {
      if (!(await sandbox.handle(req, res, url))) notFound(res);
      return;
    }
    if (await conformance.handle(req, res, url)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (path === '/') {
      if (!(await dist.serve(req, res, 'simulator/index.html'))) notFound(res);
      return;
    }
    if (path.startsWith('/dist/')) {
      if (!(await dist.serve(req, res, path.slice('/dist/'.length)))) notFound(res);
      return;
    }
    if (path.startsWith('/examples/') && examples) {
      if (!(await examples.serve(req, res, path.slice('/examples/'.length)))) notFound(res);
      return;
    }
    if (path === '/app' || path.startsWith('/app/')) {
      const rest = path.slice('/app/'.length);
      // The page itself, under any route, gets its CSP with the hashes of this build's inline scripts.
      if (rest && !isAppShellPage(rest) && (await dist.serve(req, res, `app/${rest}`))) return;
      await serveAppShell(req, res, url);
      return;
    }
    for (const [prefix, files] of extra) {
      if (path.startsWith(prefix)) {
        if (!(await files.serve(req, res, path.slice(prefix.length)))) notFound(res);
        return;
      }
    }
    if (path === BLANK_PAGE) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        // The icon WebKit asks for by itself (/favicon.ico, an empty answer): blocked, it is a console error.
        'content-security-policy': "default-src 'none'; img-src 'self'",
        'cache-control': 'no-store',
      });
      res.end('<!doctype html><html lang="en"><title>Blank page of the simulator</title></html>');
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    notFound(res);
  }

  /**
   * The app shell for any route below /app/: Home's page with its prerendered frames for Home (one when the
   * query names the language), the page without them for the other routes (appShellPageOf). In the simulator's native runtimes the page first
   * gets the fake native objects (window.webkit..., the Android interface, window.ReactNativeWebView) that
   * relay to the simulator page, installed by a classic script that runs before the app's module script.
   */
  async function serveAppShell(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const runtime = url.searchParams.get(RUNTIME_PARAM);
    let html = await dist.readText(appShellPageOf(url.pathname, url.search));
    if (html === null) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The app shell is not built: run npm run build');
      return;
    }
    if (runtime && SHIMMED_RUNTIMES.has(runtime)) {
      html = html.replace('<head>', '<head><script src="/dist/simulator/runtime-shim.js"></script>');
    }
    const config =
      runtime || hostOrigins.length > 0
        ? configScript({
            ...(runtime ? simulatorConfig(url) : {}),
            ...(hostOrigins.length > 0 ? { hostOrigins } : {}),
          })
        : null;
    if (config) html = html.replace('<head>', `<head><script>${config}</script>`);
    // The build's inline scripts (the prerendered frame's pick, ADR 0012) and the config this server wrote
    // are allowed by their hashes; no other inline script runs.
    const built = await builtInlineScripts();
    const body = Buffer.from(html, 'utf8');
    // Compressed as a CDN would: the prerendered frames (four languages) repeat most of their bytes.
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-security-policy': appShellPolicy({
        frameAncestors,
        inlineScripts: [...built, ...(config ? [config] : [])],
      }),
    });
    res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(body) : body);
  }

  /** dist/app/inline-scripts.json (scripts/build.mjs): the exact texts of the page's inline scripts. */
  async function builtInlineScripts(): Promise<string[]> {
    const text = await dist.readText('app/inline-scripts.json');
    if (text === null) return [];
    const { inlineScripts } = JSON.parse(text) as { inlineScripts?: unknown };
    return Array.isArray(inlineScripts) ? inlineScripts.filter((item) => typeof item === 'string') : [];
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('simulator: request failed', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // The sandbox already opened its database and timers: close them, or a failed start keeps running.
      sandbox.close();
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(host, options.port) : error);
    });
    server.listen(options.port, host, () => done());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        sandbox.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export const DEFAULT_DIRS = {
  distDir: resolve(import.meta.dirname, '../../dist'),
  dataDir: resolve(import.meta.dirname, '../../.data'),
  examplesDir: resolve(import.meta.dirname, '../../examples'),
};
