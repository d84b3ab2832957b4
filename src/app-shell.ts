import { validateHostConfig } from './config/host-config.ts';
import { mount } from './mount.tsx';

/**
 * The page a native webview loads by URL. It owns the whole page, so it routes with the browser history
 * under the folder it is served from. A native shell may set `window.__DASTARKHAN_CONFIG__` before load.
 */
const root = document.getElementById('dastarkhan');
if (!root) throw new Error('app shell: #dastarkhan element missing');
const injected = (window as { __DASTARKHAN_CONFIG__?: unknown }).__DASTARKHAN_CONFIG__;
const base = document.documentElement.dataset.base ?? '/';
mount(root, {
  ...validateHostConfig(injected),
  routing: 'browser',
  basePath: base.replace(/\/$/, ''),
});
