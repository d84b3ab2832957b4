import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, type SimulatorServer, startSimulatorServer } from './simulator-server.ts';

let dir: string;
let server: SimulatorServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dastarkhan-simulator-'));
  await mkdir(join(dir, 'dist', 'app'), { recursive: true });
  await writeFile(
    join(dir, 'dist', 'app', 'index.html'),
    '<!doctype html><html><head><title>shell</title></head></html>',
  );
  server = await startSimulatorServer({ port: 0, distDir: join(dir, 'dist'), dataDir: join(dir, 'data') });
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

  it('gives the app shell in the simulator its sandbox telemetry config and native shim, and nothing outside it', async () => {
    const plain = await (await fetch(`${server.url}/app/`)).text();
    expect(plain).not.toContain('__DASTARKHAN_CONFIG__');
    const ios = await (await fetch(`${server.url}/app/?sim_runtime=ios&sim_debug=1`)).text();
    expect(ios).toContain('/dist/simulator/runtime-shim.js');
    const config = JSON.parse(/__DASTARKHAN_CONFIG__=(\{.*?\});/.exec(ios)?.[1] ?? 'null');
    expect(config).toEqual({
      environment: 'stage',
      sentryDsn: `http://public@${new URL(server.url).host}/sandbox/telemetry/sentry/1`,
      amplitudeApiKey: 'sandbox-simulator',
      amplitudeServerUrl: `${server.url}/sandbox/telemetry/amplitude/2/httpapi`,
      debug: true,
    });
    const iframe = await (await fetch(`${server.url}/app/?sim_runtime=iframe`)).text();
    expect(iframe).not.toContain('runtime-shim.js');
    expect(iframe).toContain('"debug":false');
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
