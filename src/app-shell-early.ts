import { pageStart, sendFirstRequests, startLanguage } from './app/first-requests.ts';
import { isHomePath } from './app/route-path.ts';
import { HOME_ROUTE } from './features/discovery/first-requests.ts';

/**
 * Home's page's inline script, first in its <head> (ADR 0032). Classic and synchronous, so it runs after a
 * native shell's injected config and before anything else of the page's; the page's CSP allows it by its
 * hash (dist/app/inline-scripts.json).
 * 1. Home's first API requests, and its first covers once a list is in, sent as the page arrives, a round
 *    trip before the preload script (a file) could send them. The app's API client adopts them
 *    (api/early-requests.ts keeps one list per page, whichever copy of that module sent them).
 * 2. Then the chunks Home's first render waits for (its `data-chunks`, written by scripts/build.mjs), as
 *    `<link rel=modulepreload>`s: in the page's markup the browser asked for them before this script ran,
 *    and on HTTP/1.1's six connections the lists then waited behind them for ~0.6 s.
 */
const script = document.currentScript;
const start = pageStart();
if (isHomePath(start.path)) sendFirstRequests(HOME_ROUTE, start, startLanguage(start));
for (const href of script?.dataset.chunks?.split(' ') ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
