import { validateHostConfig } from './config/host-config.ts';
import { mountApp } from './mount.tsx';

/**
 * The page a native webview loads by URL. It owns the whole page, so it routes with the browser history
 * under the folder it is served from. A native shell may set `window.__DASTARKHAN_CONFIG__` before load.
 */
function start() {
  const root = document.getElementById('dastarkhan');
  if (!root) throw new Error('app shell: #dastarkhan element missing');
  const injected = (window as { __DASTARKHAN_CONFIG__?: unknown }).__DASTARKHAN_CONFIG__;
  const base = document.documentElement.dataset.base ?? '/';
  const config = validateHostConfig(injected);
  // No first requests from the mount: the page's inline script sent them (ADR 0032, 0034).
  const app = mountApp(root, { ...config, routing: 'browser', basePath: base.replace(/\/$/, '') }, null);
  // Our own page only: mount() in a partner's page never registers a worker (ADR 0007). After the first
  // screen has painted (ADR 0017), and so is its code: it draws nothing of Home (issue 30). A worker whose
  // code did not arrive is registered by the next visit, as one whose first screen never came.
  void app.ready
    .then(() => import('./runtime/offline-worker.ts'))
    .then(({ registerOfflineWorker }) =>
      registerOfflineWorker(window, {
        firstScreen: app.ready,
        base: base.replace(/\/$/, ''),
        ...(config.apiBase === undefined ? {} : { apiBase: config.apiBase }),
      }),
    )
    .catch(() => {});
}

// A module script, the page's last: it runs once the page is read, with #dastarkhan and the frame the inline
// script picked (ADR 0012). Nothing runs the app's chunk earlier: the page's other scripts only name it.
start();
