import { createContext, useContext } from 'react';
import type { SafeStorage } from '../lib/storage.ts';
import type { ApiClient } from './client.ts';
import type { QueryCache } from './query-cache.ts';

/**
 * The API side of one mount (docs/adr/0003-import-rules-enforced.md#narrow-contexts): its client, answers, and
 * what the checkout's order submission is made of (order-submission.ts `useOrderSubmitter`).
 */
export interface ApiScope {
  readonly client: ApiClient;
  /** The mount's answers, shared by its screens (ADR 0028). */
  readonly queries: QueryCache;
  /** The mount's local storage, where an order on its way is kept. */
  readonly storage: SafeStorage;
  /** Idempotency keys' maker; default random UUIDs (tests give their own). */
  readonly createId?: (() => string) | undefined;
}

export const ApiContext = createContext<ApiScope | null>(null);

export function useApiScope(): ApiScope {
  const scope = useContext(ApiContext);
  if (!scope) throw new Error('API hook outside a mounted Dastarkhan app');
  return scope;
}

export const useApiClient = (): ApiClient => useApiScope().client;
export const useQueryCache = (): QueryCache => useApiScope().queries;
