/**
 * The bridge's call round trip over the iframe transport, beside comlink's over the same window channel, in
 * real Chromium. A host page embeds a mini-app page (both from a throwaway server on 127.0.0.1); the mini-app
 * times each call from `call()` to the settled promise. The pages are cross-origin isolated (COOP/COEP) so
 * that performance.now() resolves to 5 µs instead of 100 µs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { remote } from 'webdriverio';
import { chromiumCapabilities } from '../tests/chromium.ts';

const root = resolve(import.meta.dirname, '..');
const CALLS = 1000;
const WARM_UP = 200;
// Calls alternate in blocks, so that a slow stretch of a shared machine hits both channels alike.
const BLOCK = 100;

const HOST_PAGE = `<!doctype html><meta charset="utf-8"><title>bridge bench host</title>
<iframe src="/app.html" title="mini-app"></iframe>
<script type="module">
  import { createHost } from '/dist/host.js';
  import * as Comlink from '/comlink.mjs';
  const iframe = document.querySelector('iframe');
  const nothing = () => null;
  createHost(
    {
      'auth.code': null, 'auth.trackId': null, 'pay.open': null, 'scan.qr': null, 'scan.barcode': null,
      haptic: nothing, 'permission.status': null, 'permission.request': null, 'geo.position': null,
      'geo.enabled': () => ({ enabled: true }), 'cache.clear': null, 'analytics.event': nothing,
      'link.open': null, 'app.close': null,
    },
    { iframe, allowedOrigins: [location.origin], host: { name: 'bench', version: '1', platform: 'web' } },
  );
  // The same work behind comlink: one function returning the same small object.
  Comlink.expose({ enabled: () => ({ enabled: true }) }, Comlink.windowEndpoint(iframe.contentWindow, self, location.origin));
</script>`;

const APP_PAGE = `<!doctype html><meta charset="utf-8"><title>bridge bench mini-app</title>
<script type="module">
  import { createBridge } from '/dist/bridge.js';
  import * as Comlink from '/comlink.mjs';
  const bridge = await createBridge({ window });
  const remote = Comlink.wrap(Comlink.windowEndpoint(parent, self, location.origin));
  async function time(call, count, into) {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await call();
      into.push(performance.now() - start);
    }
  }
  window.runBench = async (calls, warmUp, block) => {
    const viaBridge = [];
    const viaComlink = [];
    await time(() => bridge.call('geo.enabled'), warmUp, []);
    await time(() => remote.enabled(), warmUp, []);
    for (let done = 0; done < calls; done += block) {
      await time(() => bridge.call('geo.enabled'), block, viaBridge);
      await time(() => remote.enabled(), block, viaComlink);
    }
    return { viaBridge, viaComlink, runtime: bridge.runtime, isolated: crossOriginIsolated };
  };
  window.benchReady = bridge.runtime;
</script>`;

function serve(): Promise<Server> {
  const files: Record<string, () => Buffer | string> = {
    '/host.html': () => HOST_PAGE,
    '/app.html': () => APP_PAGE,
    '/comlink.mjs': () => readFileSync(join(root, 'node_modules/comlink/dist/esm/comlink.mjs')),
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const distFile = path.startsWith('/dist/') ? resolve(root, `.${path}`) : null;
    const body =
      files[path]?.() ??
      (distFile?.startsWith(join(root, 'dist')) && existsSync(distFile) ? readFileSync(distFile) : null);
    if (body === null) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function stats(samples: number[]): { medianMs: number; p99Ms: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}

export async function measureBridgeRoundTrip(): Promise<{
  bridge: { medianMs: number; p99Ms: number };
  comlink: { medianMs: number; p99Ms: number };
  calls: number;
}> {
  for (const file of ['dist/bridge.js', 'dist/host.js']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  const server = await serve();
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  try {
    await browser.url(`http://127.0.0.1:${(server.address() as AddressInfo).port}/host.html`);
    const frame = await browser.$('iframe');
    await browser.switchFrame(frame);
    await browser.waitUntil(() => browser.execute(() => (window as { benchReady?: string }).benchReady), {
      timeout: 10_000,
      timeoutMsg: 'the bench mini-app did not finish its handshake',
    });
    const result = await browser.execute(
      (calls, warmUp, block) =>
        (window as unknown as { runBench: (...args: number[]) => Promise<unknown> }).runBench(
          calls,
          warmUp,
          block,
        ),
      CALLS,
      WARM_UP,
      BLOCK,
    );
    const { viaBridge, viaComlink, runtime, isolated } = result as {
      viaBridge: number[];
      viaComlink: number[];
      runtime: string;
      isolated: boolean;
    };
    if (runtime !== 'iframe')
      throw new Error(`the bench mini-app ran as ${runtime}, not over the iframe transport`);
    if (!isolated) console.warn('bridge bench: pages are not cross-origin isolated; times are 100 µs coarse');
    return { bridge: stats(viaBridge), comlink: stats(viaComlink), calls: viaBridge.length };
  } finally {
    await browser.deleteSession();
    await new Promise((done) => server.close(done));
  }
}
