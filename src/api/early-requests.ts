import { type QueryParams, withQueryString } from './query-string.ts';
import { randomId } from './random-id.ts';

/**
 * The first screen's GETs, sent by the app shell's first script before the app has even arrived (ADR 0005),
 * and adopted by the API client when the screen asks for the very same thing: same URL, same headers but
 * the two that are new on every request. The page's, not a mount's: a request adopted once is gone, so a
 * second mount, or the same screen asking again, goes to the server as usual.
 */
export interface EarlyGet {
  /** Path under the API base, as the feature's own call names it. */
  path: string;
  query?: QueryParams;
  headers?: Record<string, string>;
  /**
   * The photos the first screen shows from this answer, at the very URLs its `<img>`s will ask for: the
   * app shell asks for them as soon as the answer is in, before the screen's code has even run (ADR 0014).
   */
  photos?: (body: unknown) => readonly string[];
}

/** What the client reads of an answer: the status and the raw text (it parses the body itself), and headers. */
export interface EarlyAnswer {
  status: number;
  text: string;
  headers: Headers;
}

interface Sent {
  headers: Headers;
  answer: Promise<EarlyAnswer>;
  sentAt: number;
  /** The answer once it is in: what a screen's first render may read without waiting (takeSettledEarly). */
  settled?: EarlyAnswer;
}

/** An answer older than this is not the first screen's any more: the client asks afresh. */
export const EARLY_ANSWER_TTL_MS = 10_000;

/** Minted anew per request, so they say nothing about whether two requests are the same one. */
const PER_REQUEST = new Set(['x-fingerprint', 'x-idempotency-key']);

/**
 * The page's early requests, one list however many copies of this module the page runs: the page's inline script
 * (app/early-script.ts, ADR 0032) carries its own copy, sends with it, and the app adopts with its own.
 */
const PAGE_LIST = Symbol.for('dastarkhan.early-requests');
const page = globalThis as { [PAGE_LIST]?: Map<string, Sent> };
page[PAGE_LIST] ??= new Map<string, Sent>();
const sent = page[PAGE_LIST];

/**
 * The headers the client sets on a GET (client.ts buildHeaders; docs/contract/calls.md#request-headers). Its tests adopt an early request,
 * so a header added there and not here fails them rather than silently sending every first request twice.
 */
function clientHeaders(language: string, token: string | null, extra: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/vnd.api+json', 'Content-Type': 'application/json' });
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  headers.set('X-Fingerprint', randomId());
  headers.set('X-Language', language);
  headers.set('Locale', language === 'kk' ? 'kz' : language);
  headers.set('X-Idempotency-key', randomId());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Drops the answers nobody adopted in time (a screen that asked otherwise, or never asked). */
function forgetStale(now: number): void {
  for (const [url, { sentAt }] of sent) if (now - sentAt > EARLY_ANSWER_TTL_MS) sent.delete(url);
}

function sameRequest(a: Headers, b: Headers): boolean {
  const relevant = (headers: Headers) =>
    [...headers.entries()]
      .map(([name, value]) => [name.toLowerCase(), value])
      .filter(([name]) => !PER_REQUEST.has(name as string))
      .map(([name, value]) => `${name}:${value}`)
      .sort()
      .join('\n');
  return relevant(a) === relevant(b);
}

/**
 * Sends `request` now, for the client to adopt, and gives its answer. A request already on its way for that
 * URL is left alone (null); a failed one is forgotten at once, so the client goes to the server itself.
 */
export function sendEarly(
  baseUrl: string,
  request: EarlyGet,
  {
    language,
    token,
    fetch = globalThis.fetch,
  }: { language: string; token: string | null; fetch?: typeof globalThis.fetch },
): Promise<EarlyAnswer> | null {
  forgetStale(Date.now());
  const url = withQueryString(new URL(request.path, baseUrl).href, request.query);
  if (sent.has(url)) return null;
  const headers = clientHeaders(language, token, request.headers ?? {});
  const answer = fetch(url, { headers }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
    headers: response.headers,
  }));
  const entry: Sent = { headers, answer, sentAt: Date.now() };
  sent.set(url, entry);
  answer.then(
    (settled) => {
      entry.settled = settled;
    },
    () => sent.delete(url),
  );
  return answer;
}

/**
 * The answer of an early request for `url` sent with these headers (the two per-request ones aside), taken
 * out of the page's list; null when there is none, when it was sent otherwise (another language, another
 * token, another position) or too long ago.
 */
export function adoptEarly(url: string, headers: Headers, now = Date.now()): Promise<EarlyAnswer> | null {
  forgetStale(now);
  const found = sent.get(url);
  if (!found) return null;
  sent.delete(url);
  return sameRequest(found.headers, headers) ? found.answer : null;
}

/**
 * The successful answer of an early request for `url` with these headers, taken out of the page's list, if
 * it is already in: a screen's first render reads it at once instead of committing a loading state first and
 * its content a task later (ADR 0025). Null while it is on its way, for a failure (left for the client's own
 * request to adopt: it reports and retries it by its rules), or for anything adoptEarly would not give.
 */
export function takeSettledEarly(url: string, headers: Headers, now = Date.now()): EarlyAnswer | null {
  forgetStale(now);
  const found = sent.get(url);
  const answer = found?.settled;
  if (!found || !answer || answer.status < 200 || answer.status >= 300) return null;
  if (!sameRequest(found.headers, headers)) return null;
  sent.delete(url);
  return answer;
}
