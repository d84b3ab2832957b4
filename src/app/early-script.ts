import { mayHaveHost } from '../runtime/host-presence.ts';
import type { FirstRequestsRoute } from '../ui/feature-route.ts';
import { pageStart, routeMatches, sendFirstRequests, startLanguage } from './first-requests.ts';
import { barePath } from './route-path.ts';

/**
 * An app shell page's inline script, first in its <head> (ADR 0032), for the routes that page serves. Classic
 * and synchronous, so it runs after a native shell's injected config and before anything else of the page's;
 * the page's CSP allows it by its hash (dist/app/inline-scripts.json).
 * 1. The first screen's API requests, and its first photos once an answer names them, sent as the page
 *    arrives, a round trip before a script file could send them. The app's API client adopts them
 *    (api/early-requests.ts keeps one list per page, whichever copy of that module sent them).
 * 2. Then the chunks the first screen waits for (the script's `data-chunks`, written by scripts/build.mjs: the
 *    language's texts, the screen's code, the bridge client's where a host may be), as
 *    `<link rel=modulepreload>`s: as markup, the browser asked for them before this script ran, and on
 *    HTTP/1.1's six connections the requests then waited behind them for ~0.6 s.
 * 3. After the next paint, the language's number formats (`warmNumberFormats`).
 */
export function sendPageRequests(routes: readonly FirstRequestsRoute[]): void {
  const script = document.currentScript;
  const start = pageStart();
  const language = startLanguage(start);
  const bare = barePath(start.path);
  const route = routes.find(({ path }) => routeMatches(path, bare));
  if (route) sendFirstRequests(route, start, language);
  let chunks: PageChunks = {};
  try {
    chunks = JSON.parse(script?.dataset.chunks ?? '{}');
  } catch {
    // A page written otherwise: the app asks for the screen's chunks when it runs, a round trip later.
  }
  // Any route's page names the language's texts, and a screen with first requests its own chunks; any other
  // screen's comes when the app runs (ADR 0034).
  const screen = (route && chunks.routes?.[route.path]) ?? [];
  // The bridge client's code, for a host's handshake; a plain browser's comes after the content (ADR 0033).
  const host = mayHaveHost(window) ? (chunks.host ?? []) : [];
  for (const href of [...(chunks.texts?.[language] ?? []), ...screen, ...host]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  warmNumberFormats(language);
}

/**
 * The page's first Intl number formatter costs ~0.1 s of a throttled phone's CPU: the language's data, which
 * the engine then keeps for the page. Built here while the page waits for the app's chunk, the app's own
 * formatters (i18n/format-number.ts, the options of a price) cost next to nothing. After the next paint, not
 * before: built at once it held the prerendered Home frame's first paint back by ~0.25 s of a throttled load
 * (ADR 0012).
 */
export function warmNumberFormats(language: string): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const options = { useGrouping: 'always', maximumFractionDigits: 2, signDisplay: 'negative' } as const;
      new Intl.NumberFormat(language, options).formatToParts(0);
    }),
  );
}

/**
 * The script's `data-chunks`: by route, the chunks of its screen; by language, its texts where the page has no
 * one language; and the bridge client's, named where a host may be (host-presence.ts).
 */
export interface PageChunks {
  routes?: Record<string, string[]>;
  texts?: Record<string, string[]>;
  host?: string[];
}
