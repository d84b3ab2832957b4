import { proxy, ref } from 'valtio/vanilla';
import type { ApiMonitor } from '../api/client.ts';

/** docs/contract/screens.md#debug-bar Debugbar "Network" tab: one row per HTTP attempt. */
export interface RequestLogEntry {
  id: number;
  method: string;
  url: string;
  query: unknown;
  /** Request headers, the Authorization value masked by the client. */
  headers: Record<string, string>;
  body: unknown;
  status: number | null;
  response: unknown;
  /** Epoch ms. */
  startedAt: number;
  durationMs: number | null;
  pending: boolean;
  attempt: number;
  /** The error code when the attempt failed. */
  error: string | null;
}

const REQUEST_LOG_LIMIT = 200;

export interface RequestLog {
  readonly state: { entries: RequestLogEntry[] };
  /** Give it to createApiClient({ monitor }). */
  readonly monitor: ApiMonitor;
  clear(): void;
}

// Bodies can be large menus: ref() keeps them as they are, without a deep valtio proxy.
const kept = (value: unknown): unknown => (typeof value === 'object' && value !== null ? ref(value) : value);

export function createRequestLog(options: { limit?: number } = {}): RequestLog {
  const limit = options.limit ?? REQUEST_LOG_LIMIT;
  const state = proxy<{ entries: RequestLogEntry[] }>({ entries: [] });
  let nextId = 1;

  return {
    state,
    monitor: {
      started(exchange) {
        const id = nextId++;
        state.entries.push({
          id,
          method: exchange.method,
          url: exchange.url,
          query: kept(exchange.query),
          headers: ref(exchange.headers),
          body: kept(exchange.body),
          status: null,
          response: undefined,
          startedAt: exchange.startedAt,
          durationMs: null,
          pending: true,
          attempt: exchange.attempt,
          error: null,
        });
        if (state.entries.length > limit) state.entries.splice(0, state.entries.length - limit);
        return (outcome) => {
          // A cleared or trimmed entry is gone; its late answer has nothing to update.
          const entry = state.entries.find((item) => item.id === id);
          if (!entry) return;
          entry.status = outcome.status ?? null;
          entry.response = kept(outcome.response);
          entry.durationMs = outcome.durationMs;
          entry.pending = false;
          entry.error = outcome.error ?? null;
        };
      },
    },
    clear() {
      state.entries.splice(0);
    },
  };
}
