import { type ApiClient, createApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
import type { QueryParams } from '../query-string.ts';
import { createFakeFetch, type FakeHandler } from './fake-fetch.ts';

/** One call a screen test scripts an answer for, to be made to the fixtures and to the sandbox alike. */
export interface FixtureCall {
  method: 'GET' | 'POST';
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Keys the fixture leaves out on purpose: nothing the screens read (see shapeDrift). */
  omits?: readonly string[];
}

/**
 * A client for each side of the comparison: the app's own client (same query encoding, headers and
 * idempotency keys as the screens), either on the real sandbox or on a fake fetch answering from fixtures.
 */
export function fixtureClients(options: {
  sandboxUrl: string;
  fixtures: FakeHandler;
  token?: () => string | null;
}): { real: ApiClient; fake: ApiClient; dispose(): void } {
  const common = {
    getLanguage: () => 'en' as const,
    getAccessToken: options.token ?? (() => null),
    retries: 0,
  };
  const real = createApiClient({ ...common, baseUrl: `${options.sandboxUrl}/proxy/` });
  const fake = createApiClient({
    ...common,
    baseUrl: 'http://fixtures.test/proxy/',
    fetch: createFakeFetch(options.fixtures).fetch,
  });
  return {
    real,
    fake,
    dispose() {
      real.dispose();
      fake.dispose();
    },
  };
}

/** The status and body a call gets, an error answer included. */
export async function answerOf(
  api: ApiClient,
  call: FixtureCall,
): Promise<{ status: number; body: unknown }> {
  const options = { ...(call.query ? { query: call.query } : {}), parse: (body: unknown) => body };
  try {
    const body =
      call.method === 'GET'
        ? await api.get(call.path, options)
        : await api.post(call.path, call.body, { ...options, idempotent: true });
    return { status: 200, body };
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined)
      return { status: error.status, body: error.body };
    throw error;
  }
}
