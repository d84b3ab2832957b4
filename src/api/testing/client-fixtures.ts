import type { Language } from '../../config/host-config.ts';
import { type ApiClientOptions, type ApiErrorReport, createApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
import { createFakeFetch, type FakeHandler } from './fake-fetch.ts';

const BASE = 'http://app.test/proxy/';

export function setup(handler: FakeHandler, overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const reports: ApiErrorReport[] = [];
  let language: Language = 'ru';
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: BASE,
    getLanguage: () => language,
    getAccessToken: () => token,
    onError: (report) => reports.push(report),
    fetch: fake.fetch,
    retryDelayMs: 5,
    ...overrides,
  });
  return {
    client,
    seen: fake.seen,
    reports,
    setLanguage: (next: Language) => {
      language = next;
    },
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

export const ok = (body: unknown = { data: null }) => ({ status: 200, body });
