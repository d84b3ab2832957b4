/** Our entry's place in the page history, kept in history.state; entries of other pages never have it. */
const ENTRY_KEY = 'dkEntry';

/**
 * Which page-history entries are the app's (browser routing). A webview's history, and an iframe's (shared
 * with the partner's page that frames it), may hold pages from before the app: history.back() from the
 * app's first entry would go to them, so Back asks this first (ADR 0204).
 */
export interface OwnHistory {
  /** True when the entry before this one is the app's own: history.back() stays in the app. */
  canGoBack(): boolean;
}

type EntryState = Record<string, unknown> & { [ENTRY_KEY]?: number };

function entryOf(state: unknown): number | null {
  const entry = (state as EntryState | null)?.[ENTRY_KEY];
  return typeof entry === 'number' && Number.isInteger(entry) && entry >= 0 ? entry : null;
}

/**
 * Numbers the app's entries: the one it starts on keeps its number (a reload of a deeper entry still has
 * the app's entries before it) or gets 0, each push gets the next number, and a move through the history
 * reads the number of the entry it lands on. The pushes and replacements are seen through the `pushState`
 * and `replaceState` events wouter's browser location dispatches for every call (mount.tsx imports it).
 */
export function trackOwnHistory(win: Window, signal: AbortSignal): OwnHistory {
  const { history } = win;
  let entry = entryOf(history.state) ?? 0;
  const stamp = () => {
    if (entryOf(history.state) === entry) return;
    const state = history.state;
    const base = typeof state === 'object' && state !== null ? (state as EntryState) : {};
    history.replaceState({ ...base, [ENTRY_KEY]: entry }, '');
  };
  stamp();
  const listen = (type: string, handle: () => void) => win.addEventListener(type, handle, { signal });
  listen('pushState', () => {
    entry += 1;
    stamp();
  });
  // A replacement (a redirect, a normalised path) keeps the entry's number.
  listen('replaceState', stamp);
  listen('popstate', () => {
    entry = entryOf(history.state) ?? 0;
  });
  return { canGoBack: () => entry > 0 };
}
