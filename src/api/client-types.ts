/** The API client's public shapes: what a call takes, what the hooks receive, what the client offers. */
import type { Language } from '../config/host-config.ts';
import type { ApiError, ApiErrorCode } from './errors.ts';
import type { QueryParams } from './query-string.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  query?: QueryParams;
  /** JSON-serialisable data, or raw bytes (Blob, ArrayBuffer, typed array) sent as they are. */
  body?: unknown;
  /** Extra headers (e.g. X-Latitude); may override Accept and Content-Type, not the headers the client owns. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The key of one user intent (e.g. one "Place order" tap), kept across retries and the 401 replay.
   * Without it each call gets a random key of its own.
   */
  idempotencyKey?: string;
  /** Overrides the retry class (see docs/adr/0300-api-retries.md); e.g. true for read-only POSTs. */
  idempotent?: boolean;
  /** false: a 401 is not handed to re-authorization (the token calls themselves). */
  reauthorize?: boolean;
  /** How a failure is reported; docs/contract/calls.md#token-call-failures reports token-call failures as warnings. */
  reportLevel?: 'error' | 'warning';
  /** Time limit of one attempt, in ms. */
  timeoutMs?: number;
}

/** Checks and converts a success body; a throw becomes an ApiMalformedResponseError (reported, not retried). */
export type BodyParser<T> = (body: unknown) => T;

/** Options of a call whose result is checked: without a parser the result stays `unknown`. */
type ParsedRequestOptions<T> = ApiRequestOptions & { parse: BodyParser<T> };

export interface UnauthorizedContext {
  method: HttpMethod;
  url: string;
  /** True when this request already was replayed once after a re-authorization. */
  replayed: boolean;
  /** The token the refused attempt carried; a newer one in the store means someone re-authorized meanwhile. */
  token: string | undefined;
  signal: AbortSignal;
}

/** What the error-reporting hook receives: no Authorization header, secret body fields redacted. */
export interface ApiErrorReport {
  level: 'error' | 'warning';
  error: ApiError;
  code: ApiErrorCode;
  message: string;
  method: HttpMethod;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, string>;
  status: number | undefined;
}

/** One HTTP attempt as the Debugbar shows it (Authorization value masked). */
export interface ApiExchange {
  method: HttpMethod;
  url: string;
  query: unknown;
  headers: Record<string, string>;
  body: unknown;
  startedAt: number;
  /** 1 for the first send, 2.. for retries and the replay after re-authorization. */
  attempt: number;
}

export interface ApiExchangeOutcome {
  status: number | undefined;
  response: unknown;
  durationMs: number;
  error: ApiErrorCode | undefined;
}

export interface ApiMonitor {
  /** Called as an attempt starts; the returned function is called once it settles. */
  started(exchange: ApiExchange): (outcome: ApiExchangeOutcome) => void;
}

export interface ApiClientOptions {
  /** The API proxy (hostConfig.apiBase), resolved against the page; default: the page's origin + '/proxy/'. */
  baseUrl?: string;
  getLanguage: () => Language;
  getAccessToken: () => string | null | undefined;
  /** Resolves true when a fresh token is in place and the request may be replayed once. */
  onUnauthorized?: (context: UnauthorizedContext) => Promise<boolean>;
  onError?: (report: ApiErrorReport) => void;
  monitor?: ApiMonitor;
  fetch?: typeof globalThis.fetch;
  /** Retries after the first send; docs/contract/constants.md#retry-figures: 3. */
  retries?: number;
  /** The n-th retry waits n times this; docs/contract/constants.md#retry-figures: 1000 ms. */
  retryDelayMs?: number;
  timeoutMs?: number;
  now?: () => number;
  createId?: () => string;
  /**
   * The answer of a GET the page sent before the app ran (early-requests.ts adoptEarly), for the first send
   * of a request with this URL and these headers; null to send it as usual.
   */
  adoptEarly?: (url: string, headers: Headers) => Promise<{ status: number; text: string }> | null;
  /**
   * The same request's successful answer if it is already in (early-requests.ts takeSettledEarly), taken
   * for `peek`; null otherwise.
   */
  takeSettled?: (url: string, headers: Headers) => { status: number; text: string } | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options: ParsedRequestOptions<T>): Promise<T>;
  request(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<unknown>;
  get<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  get(path: string, options?: ApiRequestOptions): Promise<unknown>;
  post<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  post(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  put<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  put(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  patch<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  patch(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  delete<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  delete(path: string, options?: ApiRequestOptions): Promise<unknown>;
  /**
   * A GET's parsed answer without waiting: what the page's first script asked for and already has (ADR
   * 0025), for a screen's first render; undefined when there is none yet, and for an answer that does not
   * parse (the screen's own GET then asks the server, and reports what it gets).
   */
  peek<T>(path: string, options: Pick<ParsedRequestOptions<T>, 'query' | 'headers' | 'parse'>): T | undefined;
  /** Aborts every request in flight and refuses new ones (unmount). */
  dispose(): void;
}
