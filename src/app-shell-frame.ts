import { fitFrame, frameLanguage, keepFrame } from './app/home-frame.ts';
import { pathUnderBase } from './app/route-path.ts';
import { LOCAL_KEYS } from './lib/storage-keys.ts';

/**
 * The app shell's inline script, right after the host element that holds the prerendered Home frames
 * (ADR 0012): synchronous, so it runs before the first paint, and built from the modules the app picks its
 * language and town with, so it picks the copy the app will render and fits it to the guest. The page's CSP allows it by its hash
 * (dist/app/inline-scripts.json).
 */
const script = document.currentScript;
const host = script?.previousElementSibling;
const root = host?.shadowRoot;
if (root) {
  const stored = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage refused (private mode, sandboxed frame): the app starts from its defaults, and so does this.
      return null;
    }
  };
  const basePath = (document.documentElement.dataset.base ?? '/').replace(/\/$/, '');
  const { pathname, search } = window.location;
  const start = {
    path: pathUnderBase(pathname, basePath),
    query: search,
    storedLanguage: stored(LOCAL_KEYS.language),
    storedTown: stored(LOCAL_KEYS.townId),
    signedIn: Boolean(stored(LOCAL_KEYS.accessToken)),
    injected: (window as { __DASTARKHAN_CONFIG__?: FrameStartInjected }).__DASTARKHAN_CONFIG__,
  };
  const language = frameLanguage(start);
  const frame = keepFrame(root, language);
  if (frame && !fitFrame(frame, start)) frame.remove();
  else if (frame && language) document.documentElement.lang = language;
}
script?.remove();

type FrameStartInjected = { language?: unknown; townId?: unknown };
