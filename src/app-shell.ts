import { validateHostConfig } from './config/host-config.ts';
import { mount } from './mount.tsx';

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
  const app = mount(root, {
    ...config,
    routing: 'browser',
    basePath: base.replace(/\/$/, ''),
  });
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

// This module runs either as the page's last script, after the page is read, or earlier: route chunks import
// from its chunk, and the preload script imports the first screen's while the page is still arriving (a
// returning guest's scripts come from the offline worker's cache at once). Mounting then would find a page
// read halfway: no #dastarkhan yet, or a frame the inline script has not picked (ADR 0012).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
