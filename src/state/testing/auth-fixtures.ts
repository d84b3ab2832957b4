import { afterEach, vi } from 'vitest';
import { createFakeFetch, type FakeHandler, type SeenRequest } from '../../api/testing/fake-fetch.ts';
import { type AppCore, createAppCore } from '../app-core.ts';
import type { HostAuthPort, HostAuthResult } from '../login-state.ts';
import { createMemoryStorage } from '../../lib/storage.ts';
import { fakeJwt } from './fake-jwt.ts';

export const TOKEN_A = fakeJwt({ sub: 'user-a' });

export const TOKEN_B = fakeJwt({ sub: 'user-b' });

const cores: AppCore[] = [];

/** Disposes the app cores a test made after each test. Call once at the top of a test file. */
export function setUpAuthCores(): void {
  afterEach(() => {
    for (const core of cores.splice(0)) core.dispose();
  });
}

export const isTokenCall = (request: SeenRequest) => request.url.endsWith('/api/v2/oauth2/tokens');

export const bodyOf = (request: SeenRequest) => JSON.parse(request.body ?? 'null') as Record<string, unknown>;

interface SetupOptions {
  handler?: FakeHandler;
  host?: HostAuthPort | null;
  local?: Storage;
  session?: Storage;
  route?: string;
}

export function setup({
  handler,
  host = null,
  local = createMemoryStorage(),
  session = createMemoryStorage(),
  route = '/',
}: SetupOptions = {}) {
  const fake = createFakeFetch(handler ?? (() => ({ status: 200, body: { access_token: TOKEN_A } })));
  const redirect = vi.fn<(url: string) => void>();
  const reload = vi.fn<() => void>();
  const setAnalyticsUserId = vi.fn<(id: string | null) => void>();
  const logged: unknown[] = [];
  const core = createAppCore({
    logError: (error) => logged.push(error),
    getLanguage: () => 'ru',
    localStorage: () => local,
    sessionStorage: () => session,
    hostConfig: { clientId: 'web-client', apiBase: 'http://app.test/proxy/' },
    fetch: fake.fetch,
    retryDelayMs: 1,
    getHostAuth: () => host,
    redirect,
    reload,
    setAnalyticsUserId,
    currentRoute: () => route,
    loginUrl: 'http://login.test/sign-in',
    redirectUri: 'http://app.test/auth',
  });
  cores.push(core);
  return { core, seen: fake.seen, redirect, reload, setAnalyticsUserId, local, session, logged };
}

export function hostPort(...results: (HostAuthResult | Error)[]) {
  const start = vi.fn(async (_options: { signal?: AbortSignal }): Promise<HostAuthResult> => {
    const next = results.length > 1 ? results.shift() : results[0];
    if (!next) throw new Error('no scripted host answer');
    if (next instanceof Error) throw next;
    return next;
  });
  return { start };
}
