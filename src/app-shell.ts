import { preloadFirstScreen, storedLanguageOf } from './app/first-screen.ts';
import { validateHostConfig } from './config/host-config.ts';

/**
 * The page a native webview loads by URL. It owns the whole page, so it routes with the browser history
 * under the folder it is served from. A native shell may set `window.__DASTARKHAN_CONFIG__` before load.
 *
 * This entry is small on purpose (ADR 0004): it starts the first screen's route chunk and language
 * catalogue at once, while the page's modulepreload links bring React and the app (mount.tsx), instead of
 * each waiting for the one before it.
 */
const root = document.getElementById('dastarkhan');
if (!root) throw new Error('app shell: #dastarkhan element missing');
const injected = (window as { __DASTARKHAN_CONFIG__?: unknown }).__DASTARKHAN_CONFIG__;
const base = document.documentElement.dataset.base ?? '/';
const basePath = base.replace(/\/$/, '');
const config = { ...validateHostConfig(injected), routing: 'browser' as const, basePath };
const { pathname, search } = window.location;
preloadFirstScreen({
  path: pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : '/',
  query: search,
  hostConfig: config,
  storedLanguage: storedLanguageOf(window),
});
void import('./mount.tsx').then(({ mount }) => mount(root, config));
