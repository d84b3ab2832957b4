import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGrant } from './sandbox/test-support/sandbox-grant.ts';
import {
  DEFAULT_DIRS,
  PortInUseError,
  type SimulatorServer,
  startSimulatorServer,
} from './simulator-server.ts';

let dir: string;
let server: SimulatorServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dastarkhan-simulator-'));
  await mkdir(join(dir, 'dist', 'app'), { recursive: true });
  await writeFile(
    join(dir, 'dist', 'app', 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body>Home frames</body></html>',
  );
  await writeFile(
    join(dir, 'dist', 'app', 'other-routes.html'),
    '<!doctype html><html><head><title>shell</title></head><body>no frames</body></html>',
  );
  await writeFile(
    join(dir, 'dist', 'app', 'home-ru.html'),
    '<!doctype html><html><head><title>shell</title></head><body>Home frame ru</body></html>',
  );
  await mkdir(join(dir, 'dist', 'simulator'), { recursive: true });
  await writeFile(join(dir, 'dist', 'simulator', 'index.html'), '<!doctype html><title>simulator</title>');
  server = await startSimulatorServer({
    port: 0,
    distDir: join(dir, 'dist'),
    dataDir: join(dir, 'data'),
    examplesDir: DEFAULT_DIRS.examplesDir,
    frameAncestors: ['https://partner.example', 'https://*.partner.example'],
  });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('simulator server', () => {
  it('serves the app shell for any route below /app/, and a health route', async () => {
    const deep = await fetch(`${server.url}/app/filials/11?table_id=3`);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(await deep.text()).toContain('<title>shell</title>');
    expect(await (await fetch(`${server.url}/proxy/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
  });

  it("serves an empty page of the app's origin, where no app runs to write its storage back", async () => {
    const blank = await fetch(`${server.url}/blank`);
    expect(blank.status).toBe(200);
    expect(blank.headers.get('content-type')).toContain('text/html');
    expect(blank.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'");
    const html = await blank.text();
    expect(html).not.toMatch(/<script|<link|dastarkhan-app/);
    expect(html).toContain('<title>');
  });

  it('serves Home’s page, with the prerendered frames, for Home only, and the page without them for every other route (ADR 0012)', async () => {
    const bodyOf = async (path: string) =>
      /<body>(.*)<\/body>/.exec(await (await fetch(`${server.url}${path}`)).text())?.[1];
    for (const path of ['/app/', '/app', '/app/?language=xx', '/app/?sim_runtime=ios', '/app//'])
      expect(await bodyOf(path), path).toBe('Home frames');
    // The query names the language: its frame alone (ADR 0027).
    for (const path of ['/app/?language=ru', '/app?sim_runtime=ios&language=RU'])
      expect(await bodyOf(path), path).toBe('Home frame ru');
    for (const path of [
      '/app/filials/24?language=en',
      '/app/cart',
      '/app/cart/',
      '/app/venue/24',
      '/app/index.html',
      '/app/other-routes.html',
      '/app/home-ru.html',
      '/app/nowhere/',
    ])
      expect(await bodyOf(path), path).toBe('no frames');
  });

  it('gives the app shell in the simulator its sandbox telemetry config and native shim, and outside it only its partner origins', async () => {
    const configOf = (html: string) =>
      JSON.parse(/__DASTARKHAN_CONFIG__=(\{.*?\});/.exec(html)?.[1] ?? 'null') as unknown;
    const plain = await (await fetch(`${server.url}/app/`)).text();
    expect(plain).not.toContain('runtime-shim.js');
    expect(configOf(plain)).toEqual({ hostOrigins: ['https://partner.example'] });
    const ios = await (await fetch(`${server.url}/app/?sim_runtime=ios&sim_debug=1`)).text();
    expect(ios).toContain('/dist/simulator/runtime-shim.js');
    expect(configOf(ios)).toEqual({
      environment: 'stage',
      sentryDsn: `http://public@${new URL(server.url).host}/sandbox/telemetry/sentry/1`,
      amplitudeApiKey: 'sandbox-simulator',
      amplitudeServerUrl: `${server.url}/sandbox/telemetry/amplitude/2/httpapi`,
      debug: true,
      hostOrigins: ['https://partner.example'],
    });
    const iframe = await (await fetch(`${server.url}/app/?sim_runtime=iframe`)).text();
    expect(iframe).not.toContain('runtime-shim.js');
    expect(iframe).toContain('"debug":false');
  });

  it('sends a strict Content-Security-Policy with the app shell, the simulator page and the examples', async () => {
    const directives = (response: Response) =>
      new Map(
        (response.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((part) => part[0])
          .map(([name, ...sources]) => [name, sources] as const),
      );
    for (const path of ['/app/', '/app/filials/11', '/app/index.html']) {
      const response = await fetch(`${server.url}${path}`);
      const shell = directives(response);
      // The partner origin named once (frameAncestors, APP_FRAME_ANCESTORS) is also the shell's bridge host.
      const config = /<script>(.*?)<\/script>/.exec(await response.text())?.[1] ?? '';
      expect(config, path).toBe(
        `window.__DASTARKHAN_CONFIG__=${JSON.stringify({ hostOrigins: ['https://partner.example'] })};`,
      );
      const hash = `'sha256-${createHash('sha256').update(config).digest('base64')}'`;
      expect(shell.get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
      expect(shell.get('connect-src')).toEqual(["'self'"]);
      expect(shell.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(shell.get('worker-src')).toEqual(["'self'"]);
      expect(shell.get('object-src')).toEqual(["'none'"]);
      expect(shell.get('frame-ancestors')).toEqual([
        "'self'",
        'https://partner.example',
        'https://*.partner.example',
      ]);
    }
    // The simulator's inline config script is allowed by its hash, and nothing else inline.
    const ios = await fetch(`${server.url}/app/?sim_runtime=ios`);
    const config = /<script>(.*?)<\/script>/.exec(await ios.clone().text())?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(config).digest('base64')}'`;
    expect(directives(ios).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    const simulator = directives(await fetch(`${server.url}/`));
    expect(simulator.get('script-src')).toEqual(["'self'"]);
    expect(simulator.get('frame-src')).toEqual(["'self'"]);
    expect(simulator.get('frame-ancestors')).toEqual(["'self'"]);
    const example = await fetch(`${server.url}/examples/mini-app/`);
    expect(example.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(example).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives(example).get('frame-ancestors')).toContain('https://partner.example');
  });

  it('allows the build’s inline scripts by hash (dist/app/inline-scripts.json, ADR 0012) and gzips the shell', async () => {
    const script = 'document.currentScript.remove();';
    const listed = join(dir, 'dist', 'app', 'inline-scripts.json');
    await writeFile(listed, JSON.stringify({ inlineScripts: [script] }));
    try {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      for (const path of ['/app/', '/app/index.html', '/app/cart']) {
        const shell = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(shell.headers.get('content-security-policy'), path).toContain(
          `script-src 'self' 'wasm-unsafe-eval' ${hash} 'sha256-`,
        );
        expect(shell.headers.get('content-encoding')).toBe('gzip');
        expect(await shell.text()).toContain('<title>shell</title>');
      }
    } finally {
      await rm(listed);
    }
  });

  it('answers nosniff on static files and sandbox answers, uploads included', async () => {
    expect(
      (await fetch(`${server.url}/examples/mini-app/mini-app.js`)).headers.get('x-content-type-options'),
    ).toBe('nosniff');
    const { access_token } = await sandboxGrant(server.url, { userId: 1 });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await fetch(`${server.url}/proxy/api/v3/user/avatar`, {
      method: 'POST',
      headers: {
        accept: 'application/vnd.api+json',
        'x-fingerprint': 'test',
        'x-language': 'en',
        locale: 'en',
        authorization: `Bearer ${access_token}`,
        'content-type': 'image/png',
      },
      body: png,
    });
    expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    const avatar = /\/sandbox\/uploads\/avatars\/[\w.]+/.exec(await upload.text())?.[0];
    const served = await fetch(`${server.url}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // Issue 28 item 11: no page said what it sends as Referer (the login's code and state, the pay page's track),
  // and the health route alone went without nosniff.
  it('sends a Referrer-Policy with every page and API answer, and nosniff with the health route too', async () => {
    const login = `/sandbox/login?client_id=dastarkhan&redirect_uri=${encodeURIComponent(`${server.url}/app/auth`)}`;
    for (const path of [
      '/',
      '/app/',
      '/app/cart',
      '/app/index.html',
      '/examples/mini-app/',
      login,
      '/sandbox/pay?track_id=none&environment=stage',
      '/sandbox/terms',
      '/proxy/health',
      '/proxy/terminals/terminals/11',
      '/sandbox/control',
    ]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.headers.get('referrer-policy') ?? 'none', path).toMatch(
        /^(no-referrer|strict-origin-when-cross-origin)$/,
      );
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await fetch(`${server.url}${login}`)).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('says which port is taken, with the way out', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    await expect(
      startSimulatorServer({ port, distDir: join(dir, 'dist'), dataDir: join(dir, 'data2') }),
    ).rejects.toThrow(PortInUseError);
    await expect(
      startSimulatorServer({ port, distDir: join(dir, 'dist'), dataDir: join(dir, 'data3') }),
    ).rejects.toThrow(`PORT=${port + 1} npm start`);
    await new Promise((done) => blocker.close(done));
  });
});
