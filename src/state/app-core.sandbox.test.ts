import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SimulatorServer, startSimulatorServer } from '../../host-simulator/server/simulator-server.ts';
import { fetchBonusBalance } from '../api/balance-endpoints.ts';
import { createApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { normalizeMany } from '../api/json-api.ts';
import { fetchUser, updateUser } from '../api/user-endpoints.ts';
import { type AppCore, createAppCore } from './app-core.ts';
import type { HostAuthResult } from './auth.ts';
import { createMemoryStorage } from './storage.ts';

/** One in-memory storage, opened the same on every access (as window.localStorage is). */
function fresh(): () => Storage {
  const storage = createMemoryStorage();
  return () => storage;
}

/**
 * The app core against the real sandbox API (host-simulator/server), faults injected through its control
 * endpoints: retries, the 401 replay, an order whose answer is lost, aborts, an HTML page for JSON.
 */
let server: SimulatorServer;
const dirs: string[] = [];
const cores: AppCore[] = [];
/** The app shell's callback on the simulator's origin: the login page sends codes to registered URIs only. */
const redirectUri = () => `${server.url}/app/auth`;

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
async function newUser(): Promise<Grant> {
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

async function freshCode(userId: number): Promise<string> {
  const grant = await control('POST', 'grants', {
    user_id: userId,
    client_id: 'dastarkhan',
    redirect_uri: redirectUri(),
  });
  return (grant.body as Grant).code;
}

const fault = async (rule: Record<string, unknown>) => {
  const answer = await control('POST', 'faults', rule);
  expect(answer.status).toBe(201);
};

function core(
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

async function signedIn(options: Parameters<typeof core>[0] = {}) {
  const grant = await newUser();
  const app = core(options);
  await app.auth.loginWithCode(grant.code);
  return { app, grant };
}

async function orderableProduct(app: AppCore): Promise<{ id: number; price: number }> {
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

async function ordersOf(userId: number): Promise<unknown[]> {
  const answer = await control('GET', `orders?user_id=${userId}`);
  return (answer.body as { data: unknown[] }).data;
}

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
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('against the sandbox', () => {
  it('logs in with a code, reads the user and the bonus balance', async () => {
    const { app, grant } = await signedIn();
    expect(app.auth.state.userId).toBe(String(grant.user_id));
    const user = await fetchUser(app.client);
    expect(user).toMatchObject({ id: String(grant.user_id), name: 'Test Guest' });
    await expect(fetchBonusBalance(app.client)).resolves.toBeTypeOf('number');
    const updated = await updateUser(app.client, { name: 'Aigerim', birthday: '1990-05-02' });
    expect(updated).toMatchObject({ name: 'Aigerim', birthday: '1990-05-02' });
  });

  it('logs in by redirect through the sandbox login page and comes back to the route with its query', async () => {
    const grant = await newUser();
    const redirect = vi.fn<(url: string) => void>();
    const app = createAppCore({
      getLanguage: () => 'kk',
      hostConfig: { apiBase: `${server.url}/proxy/` },
      localStorage: fresh(),
      sessionStorage: fresh(),
      redirectUri: redirectUri(),
      loginUrl: `${server.url}/sandbox/login`,
      redirect,
    });
    cores.push(app);
    app.auth.redirectToLogin('/orders?page=2&service=takeaway');
    const loginPage = new URL(redirect.mock.calls[0]?.[0] ?? '');
    expect(loginPage.searchParams.get('language')).toBe('kk');

    // What the user's browser does on the login page: submit the form with the chosen user.
    const form = new URLSearchParams(loginPage.searchParams);
    form.set('user_id', String(grant.user_id));
    const location = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        loginPage.origin + loginPage.pathname,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        (res) => {
          res.resume();
          resolve(String(res.headers.location ?? ''));
        },
      );
      req.on('error', reject);
      req.end(form.toString());
    });
    const callback = new URL(location);
    expect(callback.origin + callback.pathname).toBe(redirectUri());

    await expect(app.auth.completeRedirectLogin(callback.search)).resolves.toBe(
      '/orders?page=2&service=takeaway',
    );
    expect(app.auth.state.userId).toBe(String(grant.user_id));
  });

  it('logs in by track id, and skips the same track id', async () => {
    const grant = await newUser();
    const app = core();
    await expect(app.auth.loginWithTrackId(grant.track_id)).resolves.toBe(true);
    await expect(app.auth.loginWithTrackId(grant.track_id)).resolves.toBe(false);
    await expect(fetchUser(app.client)).resolves.toMatchObject({ id: String(grant.user_id) });
  });

  it('rejects a used code with a validation error reported as a warning', async () => {
    const grant = await newUser();
    await core().auth.loginWithCode(grant.code);
    const reports: string[] = [];
    const other = createAppCore({
      getLanguage: () => 'en',
      hostConfig: { apiBase: `${server.url}/proxy/` },
      localStorage: fresh(),
      sessionStorage: fresh(),
      redirectUri: redirectUri(),
      reportError: (report) => reports.push(`${report.level}:${report.code}`),
    });
    cores.push(other);
    await expect(other.auth.loginWithCode(grant.code)).rejects.toSatisfy((error) =>
      isApiError(error, 'validation'),
    );
    expect(reports).toEqual(['warning:validation']);
  });

  it('retries 503 answers with growing delays and gets through', async () => {
    const { app } = await signedIn({ retryDelayMs: 60 });
    await fault({ kind: 'error', status: 503, route: 'api/v3/user', method: 'GET', count: 2 });
    const since = app.state.requestLog.state.entries.length;
    await expect(fetchUser(app.client)).resolves.toMatchObject({ name: 'Test Guest' });
    const attempts = app.state.requestLog.state.entries
      .slice(since)
      .filter((entry) => entry.url.endsWith('/api/v3/user'));
    expect(attempts.map((entry) => entry.status)).toEqual([503, 503, 200]);
    const [first, second, third] = attempts;
    const gap = (a: typeof first, b: typeof first) =>
      (b?.startedAt ?? 0) - ((a?.startedAt ?? 0) + (a?.durationMs ?? 0));
    expect(gap(first, second)).toBeGreaterThanOrEqual(55);
    expect(gap(second, third)).toBeGreaterThanOrEqual(115);
  });

  it('gives up after 3 retries and reports once', async () => {
    const reports: string[] = [];
    const grant = await newUser();
    const app = createAppCore({
      getLanguage: () => 'ru',
      hostConfig: { apiBase: `${server.url}/proxy/` },
      localStorage: fresh(),
      sessionStorage: fresh(),
      redirectUri: redirectUri(),
      retryDelayMs: 5,
      reportError: (report) => reports.push(`${report.code}:${report.message}`),
    });
    cores.push(app);
    await app.auth.loginWithCode(grant.code);
    await fault({ kind: 'error', status: 502, route: 'api/v3/user' });
    const since = app.state.requestLog.state.entries.length;
    await expect(fetchUser(app.client)).rejects.toSatisfy((error) => isApiError(error, 'server'));
    expect(
      app.state.requestLog.state.entries.slice(since).filter((entry) => entry.url.endsWith('/api/v3/user')),
    ).toHaveLength(4);
    expect(reports).toEqual(['server:Bad gateway']);
  });

  it('re-authorizes through the host on a 401 and replays the request once', async () => {
    const grant = await newUser();
    const host = vi.fn(
      async (): Promise<HostAuthResult> => ({ status: 'success', code: await freshCode(grant.user_id) }),
    );
    const app = core({ host });
    await app.auth.loginWithCode(grant.code);
    await fault({ kind: 'unauthorized', route: 'api/v3/user', count: 1 });
    await expect(fetchUser(app.client)).resolves.toMatchObject({ id: String(grant.user_id) });
    expect(host).toHaveBeenCalledOnce();
    const statuses = app.state.requestLog.state.entries.map(
      (entry) => `${entry.status} ${new URL(entry.url).pathname}`,
    );
    // Each login asks for the user once (the deleted-account check) before the request is replayed.
    expect(statuses).toEqual([
      '200 /proxy/api/v2/oauth2/tokens',
      '200 /proxy/api/v3/user',
      '401 /proxy/api/v3/user',
      '200 /proxy/api/v2/oauth2/tokens',
      '200 /proxy/api/v3/user',
      '200 /proxy/api/v3/user',
    ]);
  });

  it('places one order when the answer to the first send is lost, and refuses the key with another body', async () => {
    const { app, grant } = await signedIn();
    const product = await orderableProduct(app);
    const body = {
      filial_id: 12,
      items: [{ product_id: product.id, count: 1, price: product.price }],
      payment_type: 'online',
    };
    await fault({
      kind: 'drop',
      when: 'after',
      route: 'takeaway/v1/takeaway/order',
      method: 'POST',
      count: 1,
    });

    const order = (await app.orders.submit('takeaway', body)) as { data: { id: string } };
    expect(order.data.id).toMatch(/^\d+$/);
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
    const sends = app.state.requestLog.state.entries.filter((entry) => entry.url.endsWith('/takeaway/order'));
    expect(sends.map((entry) => entry.error ?? entry.status)).toEqual(['network', 201]);
    expect(new Set(sends.map((entry) => entry.headers['x-idempotency-key'])).size).toBe(1);
    expect(app.orders.pending()).toBeNull();

    const key = sends[0]?.headers['x-idempotency-key'] ?? '';
    await expect(
      app.client.post(
        'takeaway/v1/takeaway/order',
        { ...body, payment_type: 'cash' },
        { idempotencyKey: key },
      ),
    ).rejects.toSatisfy((error) => isApiError(error, 'validation'));
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
  });

  it('resends a pending order after a "reload" with the same key: still one order', async () => {
    const grant = await newUser();
    const local = createMemoryStorage();
    const first = core({ local, retryDelayMs: 1 });
    await first.auth.loginWithCode(grant.code);
    const product = await orderableProduct(first);
    const body = {
      filial_id: 12,
      items: [{ product_id: product.id, count: 2, price: product.price }],
      payment_type: 'online',
    };
    // Every send is processed and every answer lost: the page gives up with the outcome unknown.
    await fault({ kind: 'drop', when: 'after', route: 'takeaway/v1/takeaway/order', count: 4 });
    await expect(first.orders.submit('takeaway', body)).rejects.toSatisfy((error) =>
      isApiError(error, 'network'),
    );
    expect(first.orders.pending()).not.toBeNull();
    first.dispose();

    const reloaded = core({ local });
    expect(reloaded.auth.isSignedIn()).toBe(true);
    const order = (await reloaded.orders.resume()) as { data: { id: string } };
    expect(order.data.id).toMatch(/^\d+$/);
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
    expect(reloaded.orders.pending()).toBeNull();
  });

  it('aborts a slow request at once', async () => {
    const { app } = await signedIn();
    await fault({ kind: 'latency', latency_ms: 3000, route: 'api/v3/user' });
    const controller = new AbortController();
    const started = performance.now();
    const pending = fetchUser(app.client, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('times out a trickling body on every attempt', async () => {
    const { app } = await signedIn({ timeoutMs: 150, retryDelayMs: 1 });
    await fault({ kind: 'slow-body', route: 'api/v3/user', chunk_bytes: 8, interval_ms: 100 });
    const since = app.state.requestLog.state.entries.length;
    await expect(fetchUser(app.client)).rejects.toSatisfy((error) => isApiError(error, 'timeout'));
    expect(
      app.state.requestLog.state.entries.slice(since).filter((entry) => entry.url.endsWith('/api/v3/user')),
    ).toHaveLength(4);
  });

  it('turns a 200 answer carrying error_code 404 into a not-found error, without retrying', async () => {
    const { app } = await signedIn();
    const error = await app.client
      .get('telegram-user-notifications/v1/chat')
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 'not-found')).toBe(true);
    expect(error).toMatchObject({ status: 200, errorCode: 404 });
    // SPEC §7: the chat link is built from the start token this answer carries.
    expect((error as { body: { data: { start_token: string } } }).body.data.start_token).toBeTruthy();
    const calls = app.state.requestLog.state.entries.filter((entry) => entry.url.includes('telegram'));
    expect(calls).toHaveLength(1);
  });

  it('treats an HTML page where JSON was expected as malformed', async () => {
    const client = createApiClient({
      baseUrl: `${server.url}/sandbox/`,
      getLanguage: () => 'en',
      getAccessToken: () => null,
      retryDelayMs: 1,
    });
    await expect(
      client.get('login', { query: { client_id: 'dastarkhan', redirect_uri: redirectUri() } }),
    ).rejects.toSatisfy((error) => isApiError(error, 'malformed'));
    client.dispose();
  });

  it('sends the headers the sandbox checks (it refuses requests without them)', async () => {
    const app = core();
    const answer = await app.client.get('menu/v3/popular/products', { query: { filial_id: 12, limit: 20 } });
    expect(answer).toHaveProperty('data');
  });
});
