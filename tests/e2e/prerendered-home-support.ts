// What the prerendered-Home journeys run in their holder page, about the app's page in its frame.

/**
 * Runs in the holder: opens the app's page at `path` in its frame. The page it replaces is marked first: a
 * frame opened again at the same path keeps showing the old page until the new one commits, and WebKit was
 * read in between (the old page's Kazakh frame where the stored pick said English).
 */
export function openInFrame(path: string): boolean {
  const frame = document.querySelector('iframe');
  if (!frame) return false;
  frame.contentDocument?.documentElement.setAttribute('data-replaced', '');
  frame.src = path;
  return true;
}

export interface Shown {
  /** The `.dk-root` elements in the app's shadow root, the one shown's language and its "All venues". */
  roots: number;
  hosts: number;
  screens: number;
  language: string | null;
  htmlLanguage: string;
  allVenues: string | null;
  height: number;
}

/** Runs in the holder: what the app's page at `path` shows, once its shadow root is parsed; else null. */
export function shownAt(path: string): Shown | null {
  const doc = document.querySelector('iframe')?.contentDocument;
  // Parsed to its end: the inline script after the frames has run (the app's scripts are held or done).
  if (!doc || doc.readyState === 'loading' || doc.documentElement.hasAttribute('data-replaced')) return null;
  if (`${doc.location.pathname}${doc.location.search}` !== path) return null;
  const root = doc.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) return null;
  const shown = root.querySelector<HTMLElement>('.dk-root');
  return {
    roots: root.querySelectorAll('.dk-root').length,
    hosts: doc.querySelectorAll('dastarkhan-app').length,
    screens: root.querySelectorAll('[data-screen]').length,
    language: shown?.getAttribute('lang') ?? null,
    htmlLanguage: doc.documentElement.lang,
    allVenues: root.querySelector('.dkd-toolbar a')?.textContent ?? null,
    height: shown?.getBoundingClientRect().height ?? 0,
  };
}

/** Runs in the holder: whether the frame's Home shows venues. */
export function venuesShown(): boolean {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  return Boolean(root?.querySelector('[data-venue]'));
}
