/**
 * Errors docs/contract/errors.md#error-reporting keeps out of error reports: the network failing under the user (each browser words
 * it differently), requests the app aborted or that timed out, chunks that failed to load (the app
 * reloads the page for those) and the API's 'Record not found'. Patterns match inside longer messages:
 * ofetch and our API client prefix the method and URL.
 */
const IGNORED_MESSAGES: readonly RegExp[] = [
  /Failed to fetch/,
  /(^|[\s:>])Load failed/,
  /NetworkError when attempting to fetch resource/,
  /Network request failed/,
  /\bAbortError\b/,
  /\baborted\b/i,
  /\bERR_CANCELED\b/,
  /^cancell?ed$/i,
  /\brequest (was |has been )?cancell?ed\b/i,
  /\btime[ds]?[ -]?out\b|\btimeout/i,
  /dynamically imported module/i,
  /Importing a module script failed/i,
  /\bChunkLoadError\b|Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
  /Record not found/i,
];

/** Error class names that mean the same, whatever their message says. */
const IGNORED_NAMES: ReadonlySet<string> = new Set([
  'AbortError',
  'TimeoutError',
  'ChunkLoadError',
  'CanceledError',
  'ApiNetworkError',
  'ApiTimeoutError',
  'ApiAbortedError',
]);

interface ExceptionLike {
  type?: string;
  value?: string;
}

export interface ReportedEvent {
  message?: string | { message?: string };
  exception?: { values?: ExceptionLike[] };
}

function isIgnoredText(text: string | undefined): boolean {
  return !!text && IGNORED_MESSAGES.some((pattern) => pattern.test(text));
}

/** The error and its causes (ofetch wraps the browser's TypeError in `cause`). */
function* chain(error: unknown): Generator<{ name?: unknown; message?: unknown; code?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when an event (or the error behind it) is one docs/contract/errors.md#error-reporting says not to report. */
export function isIgnoredError(event: ReportedEvent, originalException?: unknown): boolean {
  const message = typeof event.message === 'string' ? event.message : event.message?.message;
  if (isIgnoredText(message)) return true;
  for (const exception of event.exception?.values ?? []) {
    if (exception.type && IGNORED_NAMES.has(exception.type)) return true;
    if (isIgnoredText(exception.value)) return true;
  }
  if (typeof originalException === 'string') return isIgnoredText(originalException);
  for (const error of chain(originalException)) {
    if (typeof error.name === 'string' && IGNORED_NAMES.has(error.name)) return true;
    if (typeof error.message === 'string' && isIgnoredText(error.message)) return true;
    if (error.code === 'ERR_CANCELED') return true;
  }
  return false;
}
