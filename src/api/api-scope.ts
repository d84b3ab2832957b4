import { createContext, useContext } from 'react';
import type { ApiClient } from './client.ts';
import type { OrderSubmitter } from './order-submission.ts';
import type { QueryCache } from './query-cache.ts';

/** The API side of one mount (docs/adr/0003-import-rules-enforced.md#narrow-contexts): its client, answers and order submission. */
export interface ApiScope {
  readonly client: ApiClient;
  /** The mount's answers, shared by its screens (ADR 0028). */
  readonly queries: QueryCache;
  readonly orders: OrderSubmitter;
}

export const ApiContext = createContext<ApiScope | null>(null);

function useApiScope(): ApiScope {
  const scope = useContext(ApiContext);
  if (!scope) throw new Error('API hook outside a mounted Dastarkhan app');
  return scope;
}

export const useApiClient = (): ApiClient => useApiScope().client;
export const useQueryCache = (): QueryCache => useApiScope().queries;
export const useOrderSubmitter = (): OrderSubmitter => useApiScope().orders;
