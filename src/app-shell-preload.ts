import { preloadFirstScreen } from './app/first-screen.ts';
import { pathUnderBase } from './app/route-path.ts';

/**
 * The app shell's first script (ADR 0005), small and `async`: it runs as soon as it arrives and starts the
 * first screen's route chunk and language catalogue while the app's own chunk is still downloading. The
 * app (app-shell.ts) stays an ordinary module script, so the page's load event still means the app has
 * started, as native hosts and our journeys expect.
 */
const injected = (window as { __DASTARKHAN_CONFIG__?: Record<string, unknown> }).__DASTARKHAN_CONFIG__;
const basePath = (document.documentElement.dataset.base ?? '/').replace(/\/$/, '');
const { pathname, search, href } = window.location;
let local: Storage | null = null;
try {
  local = window.localStorage;
} catch {
  // Storage refused (private mode, sandboxed frame): the app starts from its defaults, and so does this.
}
preloadFirstScreen({
  path: pathUnderBase(pathname, basePath),
  query: search,
  href,
  injected,
  local,
});
