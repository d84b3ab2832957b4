import type { SafeStorage } from '../lib/storage.ts';
import { type ApiScope, useApiScope } from './api-scope.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';
import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { isOrderKind, ORDER_PATHS, type OrderKind } from './order-kinds.ts';
import { randomId } from './random-id.ts';

/** A line as the cart and the kiosk keep it: a product, its count and price, and its additives. */
export interface OrderLine {
  productId: number;
  quantity: number;
  price: number;
  additives: readonly { id: number; quantity: number; price: number }[];
}

/**
 * The `items` of an order body, for every endpoint that takes them (docs/api/orders.md, docs/api/kiosk.md):
 * the prices as the guest saw them, which the server checks against its own.
 */
export function orderItems(lines: readonly OrderLine[]) {
  return lines.map((line) => ({
    product_id: line.productId,
    count: line.quantity,
    price: line.price,
    additives: line.additives.map((additive) => ({
      id: additive.id,
      count: additive.quantity,
      price: additive.price,
    })),
  }));
}

/** A "Place order" intent that has not been confirmed yet. */
export interface PendingOrder {
  kind: OrderKind;
  body: unknown;
  key: string;
  createdAt: number;
}

export interface OrderSubmitter {
  /** The intent waiting for confirmation (e.g. after a reload during sending), or null. */
  pending(): PendingOrder | null;
  /**
   * Sends an order under the intent's idempotency key: the key stored with this body, or a new one when
   * the body (or kind) differs from the pending one. The record is written before the first send and
   * removed once the server confirms or definitely refuses the order.
   */
  submit(kind: OrderKind, body: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
  /** Resends the pending intent with its own key; null when there is none. */
  resume(options?: { signal?: AbortSignal }): Promise<unknown>;
  /** Forgets the pending intent (the user gave up on it). */
  discard(): void;
}

/** JSON with object keys sorted, so that the same order compares equal however it was built. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

function readPending(value: unknown): PendingOrder | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, body, key, createdAt } = value as Record<string, unknown>;
  if (!isOrderKind(kind) || typeof key !== 'string' || key === '' || body === undefined) return undefined;
  return { kind, body, key, createdAt: typeof createdAt === 'number' ? createdAt : 0 };
}

/**
 * Whether the server has definitely not made the order: it refused it with a 4xx (by status or by the
 * body's error_code). 401 waits for a login, 408/429 were not processed, and network errors, timeouts,
 * aborts, 5xx and unreadable answers leave the outcome unknown: the intent stays for a resend.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code !== 'validation' && error.code !== 'not-found' && error.code !== 'http') return false;
  const code = error.status !== undefined && error.status >= 400 ? error.status : error.errorCode;
  return code !== undefined && code >= 400 && code < 500 && ![401, 408, 429].includes(code);
}

export function createOrderSubmitter(options: {
  client: ApiClient;
  storage: SafeStorage;
  createId?: () => string;
  now?: () => number;
}): OrderSubmitter {
  const { client, storage } = options;
  const createId = options.createId ?? randomId;
  const now = options.now ?? Date.now;
  // A second tap while the first send is on its way joins it instead of racing it under the same key.
  let inFlight: { key: string; promise: Promise<unknown> } | null = null;

  const pending = () => storage.getJson(LOCAL_KEYS.pendingOrder, readPending) ?? null;

  function send(intent: PendingOrder, signal: AbortSignal | undefined): Promise<unknown> {
    if (inFlight?.key === intent.key) return inFlight.promise;
    const promise = client
      .post(ORDER_PATHS[intent.kind], intent.body, {
        idempotencyKey: intent.key,
        ...(signal ? { signal } : {}),
      })
      .then(
        (order) => {
          if (pending()?.key === intent.key) storage.remove(LOCAL_KEYS.pendingOrder);
          return order;
        },
        (error: unknown) => {
          if (isDefiniteRefusal(error) && pending()?.key === intent.key)
            storage.remove(LOCAL_KEYS.pendingOrder);
          throw error;
        },
      )
      .finally(() => {
        if (inFlight?.key === intent.key) inFlight = null;
      });
    inFlight = { key: intent.key, promise };
    return promise;
  }

  return {
    pending,
    submit(kind, body, { signal } = {}) {
      const stored = pending();
      const same =
        stored !== null && stored.kind === kind && canonicalJson(stored.body) === canonicalJson(body);
      const intent: PendingOrder = same ? stored : { kind, body, key: createId(), createdAt: now() };
      if (!same) storage.setJson(LOCAL_KEYS.pendingOrder, intent);
      return send(intent, signal);
    },
    async resume({ signal } = {}) {
      const stored = pending();
      return stored ? send(stored, signal) : null;
    },
    discard() {
      storage.remove(LOCAL_KEYS.pendingOrder);
    },
  };
}

const submitters = new WeakMap<ApiScope, OrderSubmitter>();

/**
 * The mount's order submitter, made when the checkout first asks: one per mount (its API scope, the app core),
 * so that a second tap joins a send that a screen left before it ended. Not made with the app core: only the
 * Cart sends orders, and the module was on every first screen (issue 30).
 */
export function orderSubmitterOf(scope: ApiScope): OrderSubmitter {
  let submitter = submitters.get(scope);
  if (!submitter) {
    const { client, storage, createId } = scope;
    submitter = createOrderSubmitter({ client, storage, ...(createId ? { createId } : {}) });
    submitters.set(scope, submitter);
  }
  return submitter;
}

export const useOrderSubmitter = (): OrderSubmitter => orderSubmitterOf(useApiScope());
