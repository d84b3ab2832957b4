import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { orderSubmitterOf } from '../api/order-submission.ts';
import { fetchUser } from '../api/user-endpoints.ts';
import { createAppCore } from './app-core.ts';
import type { HostAuthResult } from './login-state.ts';
import { createMemoryStorage } from '../lib/storage.ts';
import {
  core,
  cores,
  fault,
  fresh,
  freshCode,
  newUser,
  orderableProduct,
  ordersOf,
  redirectUri,
  server,
  signedIn,
  setUpCoreSandbox,
} from './testing/app-core-sandbox.ts';

setUpCoreSandbox();

describe('against the sandbox', () => {
  it('retries 503 answers with growing delays and gets through', async () => {
    const { app } = await signedIn({ retryDelayMs: 60 });
    await fault({ kind: 'error', status: 503, route: 'api/v3/user', method: 'GET', count: 2 });
    const since = app.state.root.requestLog.entries.length;
    await expect(fetchUser(app.client)).resolves.toMatchObject({ name: 'Test Guest' });
    const attempts = app.state.root.requestLog.entries
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
    const since = app.state.root.requestLog.entries.length;
    await expect(fetchUser(app.client)).rejects.toSatisfy((error) => isApiError(error, 'server'));
    expect(
      app.state.root.requestLog.entries.slice(since).filter((entry) => entry.url.endsWith('/api/v3/user')),
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
    const statuses = app.state.root.requestLog.entries.map(
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

    const order = (await orderSubmitterOf(app).submit('takeaway', body)) as { data: { id: string } };
    expect(order.data.id).toMatch(/^\d+$/);
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
    const sends = app.state.root.requestLog.entries.filter((entry) => entry.url.endsWith('/takeaway/order'));
    expect(sends.map((entry) => entry.error ?? entry.status)).toEqual(['network', 201]);
    expect(new Set(sends.map((entry) => entry.headers['x-idempotency-key'])).size).toBe(1);
    expect(orderSubmitterOf(app).pending()).toBeNull();

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

  it('resends an order refused with 503 and Retry-After once the wait is over, with the same key: one order', async () => {
    const { app, grant } = await signedIn();
    const product = await orderableProduct(app);
    const body = {
      filial_id: 12,
      items: [{ product_id: product.id, count: 1, price: product.price }],
      payment_type: 'online',
    };
    // The sandbox's 503 says Retry-After: 1, longer than this client's own 20 ms delay.
    await fault({
      kind: 'error',
      status: 503,
      route: 'takeaway/v1/takeaway/order',
      method: 'POST',
      count: 1,
    });

    const order = (await orderSubmitterOf(app).submit('takeaway', body)) as { data: { id: string } };
    expect(order.data.id).toMatch(/^\d+$/);
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
    const sends = app.state.root.requestLog.entries.filter((entry) => entry.url.endsWith('/takeaway/order'));
    expect(sends.map((entry) => entry.status)).toEqual([503, 201]);
    expect(new Set(sends.map((entry) => entry.headers['x-idempotency-key'])).size).toBe(1);
    const [first, second] = sends;
    expect(
      (second?.startedAt ?? 0) - ((first?.startedAt ?? 0) + (first?.durationMs ?? 0)),
    ).toBeGreaterThanOrEqual(995);
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
    await expect(orderSubmitterOf(first).submit('takeaway', body)).rejects.toSatisfy((error) =>
      isApiError(error, 'network'),
    );
    expect(orderSubmitterOf(first).pending()).not.toBeNull();
    first.dispose();

    const reloaded = core({ local });
    expect(reloaded.auth.isSignedIn()).toBe(true);
    const order = (await orderSubmitterOf(reloaded).resume()) as { data: { id: string } };
    expect(order.data.id).toMatch(/^\d+$/);
    expect(await ordersOf(grant.user_id)).toHaveLength(1);
    expect(orderSubmitterOf(reloaded).pending()).toBeNull();
  });

  it('aborts a slow request at once', async () => {
    const { app } = await signedIn();
    // Held until the rules are cleared after the test: only the abort can end the call.
    await fault({ kind: 'hold', route: 'api/v3/user' });
    const controller = new AbortController();
    const pending = fetchUser(app.client, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
  });

  it('times out a trickling body on every attempt', async () => {
    const { app } = await signedIn({ timeoutMs: 150, retryDelayMs: 1 });
    await fault({ kind: 'slow-body', route: 'api/v3/user', chunk_bytes: 8, interval_ms: 100 });
    const since = app.state.root.requestLog.entries.length;
    await expect(fetchUser(app.client)).rejects.toSatisfy((error) => isApiError(error, 'timeout'));
    expect(
      app.state.root.requestLog.entries.slice(since).filter((entry) => entry.url.endsWith('/api/v3/user')),
    ).toHaveLength(4);
  });

  it('turns a 200 answer carrying error_code 404 into a not-found error, without retrying', async () => {
    const { app } = await signedIn();
    const error = await app.client
      .get('telegram-user-notifications/v1/chat')
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 'not-found')).toBe(true);
    expect(error).toMatchObject({ status: 200, errorCode: 404 });
    // docs/contract/calls.md#answers-the-app-forgives: the chat link is built from the start token this answer carries.
    expect((error as { body: { data: { start_token: string } } }).body.data.start_token).toBeTruthy();
    const calls = app.state.root.requestLog.entries.filter((entry) => entry.url.includes('telegram'));
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
