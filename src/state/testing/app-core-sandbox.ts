import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  type SimulatorServer,
  startSimulatorServer,
} from '../../../host-simulator/server/simulator-server.ts';
import { normalizeMany } from '../../api/json-api.ts';
import { type AppCore, createAppCore } from '../app-core.ts';
import type { HostAuthResult } from '../login-state.ts';
import { createMemoryStorage } from '../../lib/storage.ts';

/** One in-memory storage, opened the same on every access (as window.localStorage is). */
export function fresh(): () => Storage {
  const storage = createMemoryStorage();
  return () => storage;
}

/**
 * The app core against the real sandbox API (host-simulator/server), faults injected through its control
 * endpoints: retries, the 401 replay, an order whose answer is lost, aborts, an HTML page for JSON.
 */
export let server: SimulatorServer;

const dirs: string[] = [];

export const cores: AppCore[] = [];

/** The app shell's callback on the simulator's origin: the login page sends codes to registered URIs only. */
export const redirectUri = () => `${server.url}/app/auth`;

/** Control calls go over node:http, outside the app's fetch, so they never show in its request log. */
function control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${server.url}/sandbox/control/${path}`,
      { method, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Grant {
  user_id: number;
  code: string;
  track_id: string;
  access_token: string;
}

let phoneCounter = 0;

/** A user of its own per test (the seeded ones are +7701000000x), so order counts are not shared. */
export async function newUser(): Promise<Grant> {
  phoneCounter += 1;
  const phone = `+7709${String(phoneCounter).padStart(7, '0')}`;
  const grant = await control('POST', 'grants', {
    phone,
    name: 'Test Guest',
    client_id: 'dastarkhan',
    redirect_uri: redirectUri(),
  });
  expect(grant.status).toBe(201);
  return grant.body as Grant;
}

export async function freshCode(userId: number): Promise<string> {
  const grant = await control('POST', 'grants', {
    user_id: userId,
    client_id: 'dastarkhan',
    redirect_uri: redirectUri(),
  });
  return (grant.body as Grant).code;
}

export const fault = async (rule: Record<string, unknown>) => {
  const answer = await control('POST', 'faults', rule);
  expect(answer.status).toBe(201);
};

export function core(
  options: {
    local?: Storage;
    host?: () => Promise<HostAuthResult>;
    retryDelayMs?: number;
    timeoutMs?: number;
  } = {},
) {
  const local = options.local ?? createMemoryStorage();
  const app = createAppCore({
    getLanguage: () => 'en',
    hostConfig: { apiBase: `${server.url}/proxy/` },
    localStorage: () => local,
    sessionStorage: fresh(),
    redirectUri: redirectUri(),
    retryDelayMs: options.retryDelayMs ?? 20,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.host
      ? { getHostAuth: () => ({ start: options.host as () => Promise<HostAuthResult> }) }
      : {}),
    reload: () => {},
    redirect: () => {},
    logError: () => {},
  });
  cores.push(app);
  return app;
}

export async function signedIn(options: Parameters<typeof core>[0] = {}) {
  const grant = await newUser();
  const app = core(options);
  await app.auth.loginWithCode(grant.code);
  return { app, grant };
}

export async function orderableProduct(app: AppCore): Promise<{ id: number; price: number }> {
  const menu = await app.client.get('menu/v2/category/products', {
    query: { filial_id: 12, service_type: 'takeaway' },
  });
  const included = normalizeMany({ data: (menu as { included: unknown[] }).included });
  const product = included.find(
    (item) =>
      item.is_unavailable === false &&
      item.has_additive_categories === false &&
      item.is_age_restricted === false &&
      typeof item.price === 'number',
  );
  if (!product) throw new Error('no orderable product at venue 12');
  return { id: Number(product.id), price: product.price as number };
}

export async function ordersOf(userId: number): Promise<unknown[]> {
  const answer = await control('GET', `orders?user_id=${userId}`);
  return (answer.body as { data: unknown[] }).data;
}

/** Starts the file's sandbox before its tests; after each, disposes the cores it made and clears its faults. Call once at the top of a test file. */
export function setUpCoreSandbox(): void {
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-core-data-'));
    const distDir = mkdtempSync(join(tmpdir(), 'dastarkhan-core-dist-'));
    dirs.push(dataDir, distDir);
    server = await startSimulatorServer({ port: 0, dataDir, distDir });
  }, 120_000);

  afterEach(async () => {
    for (const app of cores.splice(0)) app.dispose();
    await control('DELETE', 'faults');
  });

  afterAll(async () => {
    await server?.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
