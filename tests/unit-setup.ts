import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first test of a file also loads its route's lazy chunk,
// which on this 2-core machine under a full `npm test` took longer than that: screens that were on their way
// failed as missing. A wait still ends at the first match; only a real absence now costs 5 s.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom's fetch (21.0.4) looks at the signal, then awaits its cache and CORS steps, and listens for an
// abort only once it sends: an abort in between is missed, and the call waits for an answer that may never
// come ("aborts a slow request at once" hung under load). Browsers end such a call at once; so does this
// wrapper, which files of the node environment (their fetch is Node's) do not get.
const FETCH_ABORTS = Symbol.for('dastarkhan.fetchAborts');
const pageFetch = globalThis.fetch as typeof fetch & { [FETCH_ABORTS]?: true };
if (typeof document !== 'undefined' && !pageFetch[FETCH_ABORTS]) {
  const abortable = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    if (!signal) return pageFetch(input, init);
    return new Promise((resolve, reject) => {
      const stop = () =>
        reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      pageFetch(input, init)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', stop));
    });
  };
  globalThis.fetch = Object.assign(abortable, { [FETCH_ABORTS]: true as const });
}

// The unit project runs files one after another in a worker without a fresh page between them (vitest's
// `isolate: false`, ADR 0015): what a test changes of the page's globals goes back before the next one.
afterEach(() => {
  vi.useRealTimers();
});

// And what a file left on the page goes before the next file: its DOM, its storage, its URL, its stubs; and a
// screen's code still on its way comes in first (first-screen.ts screensSettled).
afterAll(async () => {
  if (typeof document !== 'undefined') await (await import('../src/app/first-screen.ts')).screensSettled();
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Files that ask for the node environment have no page.
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
