import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../../bridge/conformance/report.ts';
import { type SimulatorServer, startSimulatorServer } from './simulator-server.ts';

let dir: string;
let server: SimulatorServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dastarkhan-kit-'));
  await mkdir(join(dir, 'dist', 'conformance'), { recursive: true });
  await writeFile(join(dir, 'dist', 'conformance', 'index.html'), '<!doctype html><title>kit</title>');
  await writeFile(join(dir, 'dist', 'conformance', 'kit-abc.js'), 'export {};');
  server = await startSimulatorServer({ port: 0, distDir: join(dir, 'dist'), dataDir: join(dir, 'data') });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const report: ConformanceReport = {
  kit: 'dastarkhan-conformance',
  protocol: 1,
  runtime: 'ios',
  startedAt: '2026-11-25T14:00:00.000Z',
  finishedAt: '2026-11-25T14:00:05.000Z',
  host: { name: 'Partner iOS', version: '7.1', platform: 'ios' },
  methods: { haptic: 1 },
  summary: { pass: 1, fail: 0, skip: 0 },
  checks: [{ id: 'handshake.welcome', title: 'x', outcome: 'pass', detail: 'ok', ms: 3, messages: [] }],
};

const post = (body: string) =>
  fetch(`${server.url}/conformance/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the conformance kit in the simulator', () => {
  it('serves the kit page with a policy that lets it post its report where its query says', async () => {
    const page = await fetch(
      `${server.url}/conformance/?report_to=${encodeURIComponent('https://ci.partner.example/r?x=1')}`,
    );
    expect(await page.text()).toContain('<title>kit</title>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/connect-src 'self' https:\/\/ci\.partner\.example(;|$)/);
    expect(policy).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\*/);
    const plain = await fetch(`${server.url}/conformance/?report_to=javascript:alert(1)`);
    expect(plain.headers.get('content-security-policy')).toMatch(/connect-src 'self';/);
    expect((await fetch(`${server.url}/conformance/kit-abc.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/conformance/nothing.js`)).status).toBe(404);
  });

  it('stores a posted report, lists it newest first and gives it back by id', async () => {
    const stored = await post(JSON.stringify(report));
    expect(stored.status).toBe(201);
    const { id, url } = (await stored.json()) as { id: string; url: string };
    expect(url).toBe(`/conformance/?report=${id}`);
    const second = (await (await post(JSON.stringify({ ...report, runtime: 'android' }))).json()) as {
      id: string;
    };
    const list = (await (await fetch(`${server.url}/conformance/reports`)).json()) as { id: string }[];
    expect(list.map((item) => item.id).slice(0, 2)).toEqual([second.id, id]);
    expect(await (await fetch(`${server.url}/conformance/reports/${id}`)).json()).toEqual(report);
    expect((await fetch(`${server.url}/conformance/reports/none`)).status).toBe(404);
  });

  it('refuses what is not a report', async () => {
    expect((await post('{"kit":"other","checks":[]}')).status).toBe(422);
    expect((await post('not json')).status).toBe(400);
    expect((await post('x'.repeat(3 * 1024 * 1024))).status).toBe(413);
  });
});
