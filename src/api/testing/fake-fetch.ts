/** One request as the fake server saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  /** Whether the signal was already aborted when fetch was called (a reused, dead signal). */
  signalAbortedAtStart: boolean;
  at: number;
}

export type FakeReply =
  | { status?: number; body?: unknown; text?: string; headers?: Record<string, string> }
  | { networkError: string }
  | { hang: true };

export type FakeHandler = (request: SeenRequest, index: number) => FakeReply | Promise<FakeReply>;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A fetch stand-in for unit tests: records every call, answers from a handler, honours AbortSignal the way
 * browsers do (rejecting with the signal's reason), and can drop the connection or never answer.
 */
export function createFakeFetch(handler: FakeHandler) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const signal = init.signal ?? undefined;
    const request: SeenRequest = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signalAbortedAtStart: signal?.aborted ?? false,
      at: performance.now(),
    };
    seen.push(request);
    if (signal?.aborted) throw abortError(signal);
    const reply = await handler(request, seen.length - 1);
    if (signal?.aborted) throw abortError(signal);
    if ('hang' in reply) {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
      });
    }
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/vnd.api+json', ...reply.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}
