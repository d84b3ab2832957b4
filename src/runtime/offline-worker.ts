import { apiBaseUrl } from '../api/api-base.ts';
import { afterFirstPaint } from '../lib/when-idle.ts';

/** Tells the worker which of the page's loaded files to keep (src/service-worker/worker.ts). */
interface KeepAssets {
  type: 'keep-assets';
  urls: string[];
}

/** Where the worker lives and what it may keep of the API: a path on this origin, or nothing. */
export function offlineWorkerUrl(base: string, apiBase: string | undefined, pageHref: string): string {
  const page = new URL(pageHref);
  const api = new URL(apiBaseUrl(apiBase, pageHref));
  const url = new URL(`${base}/sw.js`, page.origin);
  // An API on another origin is not the worker's to keep: its answers follow that origin's rules.
  if (api.origin === page.origin) url.searchParams.set('api', api.pathname);
  return url.pathname + url.search;
}

/**
 * The app shell's offline worker (ADR 0007): registered by the shell only, the page we own. A partner's page
 * that mounts us (`mount()`) owns its origin and its workers, so mount() never registers one. Registered
 * once `firstScreen` (the mount's `ready`) has come and painted, and not before the page's load event, so
 * it takes nothing from the first screen (ADR 0017: the load event came before the Cart's first render,
 * and a first visit's install then fetched the precache beside the Cart's chunks); then it is handed the
 * files the page already loaded (its language catalogue, the chunks of the screen it opened on), which come
 * out of the HTTP cache, not the network. A first screen that never comes (an error page) registers none:
 * a worker registered before stays, and the next visit registers it.
 */
export function registerOfflineWorker(
  win: Window,
  options: { base: string; apiBase?: string; firstScreen: Promise<unknown> },
): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const start = () => {
    const url = offlineWorkerUrl(options.base, options.apiBase, win.location.href);
    container
      .register(url, { scope: `${options.base}/`, updateViaCache: 'none' })
      .then(() => container.ready)
      .then((registration) => {
        const message: KeepAssets = {
          type: 'keep-assets',
          urls: win.performance.getEntriesByType('resource').map((entry) => entry.name),
        };
        registration.active?.postMessage(message);
      })
      .catch(() => {
        // No worker (private mode, a webview without them, storage full): the app works as before, online.
      });
  };
  const afterLoad = () => {
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
  };
  options.firstScreen.then(
    () => afterFirstPaint(afterLoad, win),
    () => {},
  );
}
