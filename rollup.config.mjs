import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { serviceWorker } from './scripts/service-worker-build.mjs';

const production = process.env.NODE_ENV !== 'development';
/** Where the app shell is served from; a native team hosting it elsewhere rebuilds with APP_BASE=/their/path/. */
const appBase = process.env.APP_BASE ?? '/app/';

function basePlugins({ target = 'es2020' } = {}) {
  return [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs({ strictRequires: 'auto' }),
    esbuild({
      target,
      jsx: 'automatic',
      minify: production,
      legalComments: 'none',
      charset: 'utf8',
      tsconfig: 'tsconfig.json',
    }),
    cssInline(),
    wasmAsset(),
    workerUrl(),
    noCdnFallback(),
    lazyHistoryPatch(),
    nativeSyncExternalStore(),
  ];
}

/**
 * wouter takes useSyncExternalStore from the `use-sync-external-store` shim, kept for React 17; on React 18+
 * the shim only hands back React's own, but its fallback code still ships on every first screen (ADR 0005).
 * Fails the build if wouter's module no longer matches.
 */
function nativeSyncExternalStore() {
  const shim = 'export { useSyncExternalStore } from "use-sync-external-store/shim/index.js";';
  return {
    name: 'native-sync-external-store',
    transform(code, id) {
      if (!id.endsWith('/wouter/src/use-sync-external-store.js')) return null;
      if (code.trim() !== shim)
        this.error('wouter changed: update nativeSyncExternalStore in rollup.config.mjs');
      return { code: "export { useSyncExternalStore } from 'react';\n", map: null };
    },
  };
}

/**
 * wouter patches history.pushState/replaceState when its module is imported, even by a mount that routes
 * in memory inside a partner's page. Move the patch to the first subscription of the browser-location hook,
 * which only the app shell (our own page) uses. Fails the build if wouter's source no longer matches.
 */
function lazyHistoryPatch() {
  const guard = 'if (typeof history !== "undefined" && typeof window[patchKey] === "undefined") {';
  const subscribe = 'if (listeners.push(callback) === 1)';
  return {
    name: 'lazy-history-patch',
    transform(code, id) {
      if (!id.includes('/wouter/src/use-browser-location.js')) return null;
      if (!code.includes(guard) || !code.includes(subscribe)) {
        this.error('wouter changed: update lazyHistoryPatch in rollup.config.mjs');
      }
      const patched = code
        .replace(subscribe, `patchHistory();\n  ${subscribe}`)
        .replace(guard, `function patchHistory() {\n${guard}`);
      return { code: `${patched}\n}\n`, map: null };
    },
  };
}

/**
 * zxing-wasm's default locateFile points at a public CDN. We always pass our own, but if that ever broke,
 * a guest offline or under a strict CSP would hang on a foreign host: make the default fail locally instead.
 */
function noCdnFallback() {
  return {
    name: 'no-cdn-fallback',
    transform(code, id) {
      if (!id.includes('/zxing-wasm/') || !code.includes('fastly.jsdelivr.net')) return null;
      return {
        code: code.replace(
          /https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^/]+\//g,
          '/zxing-wasm-not-self-hosted/',
        ),
        map: null,
      };
    },
  };
}

/** `import css from './x.css?inline'`: the minified stylesheet as a string, for our shadow root (vite does the same in tests). */
function cssInline() {
  return {
    name: 'css-inline',
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const source = await readFile(id.slice(0, -'?inline'.length), 'utf8');
      const { code } = await transform(source, { loader: 'css', minify: production });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

/** `import url from 'x.wasm'`: the file is emitted beside the bundle and the import yields its URL (TOOLCHAIN.md). */
function wasmAsset() {
  return {
    name: 'wasm-asset',
    async load(id) {
      if (!id.endsWith('.wasm')) return null;
      const ref = this.emitFile({
        type: 'asset',
        name: id.split('/').pop(),
        source: await readFile(id),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * `import url from './x.ts?worker-url'`: bundles the module as a self-contained ESM worker in a
 * nested rollup run and yields its URL, so the worker shares no chunk with the page.
 */
function workerUrl() {
  return {
    name: 'worker-url',
    async resolveId(source, importer) {
      if (!source.endsWith('?worker-url')) return null;
      const resolved = await this.resolve(source.slice(0, -'?worker-url'.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}?worker-url` : null;
    },
    async load(id) {
      if (!id.endsWith('?worker-url')) return null;
      const entry = id.slice(0, -'?worker-url'.length);
      const bundle = await rollup({ input: entry, plugins: basePlugins() });
      const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
      await bundle.close();
      const name = entry
        .split('/')
        .pop()
        .replace(/\.tsx?$/, '');
      for (const item of output) {
        if (item.type === 'asset') this.emitFile({ type: 'asset', name: item.fileName, source: item.source });
      }
      const ref = this.emitFile({ type: 'asset', name: `${name}.js`, source: output[0].code });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * Writes manifest.json beside the output: each chunk with its static and dynamic imports, so the bench can
 * add up what a page must load before it shows anything (static closure) without parsing minified code.
 */
function manifest() {
  let manifestChunks = [];
  return {
    name: 'manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map(({ fileName, name, isEntry, imports, dynamicImports, modules }) => ({
          fileName,
          name,
          isEntry,
          imports,
          dynamicImports,
          // Our own modules in the chunk (paths from the project root), so tests/dist can tell which code a
          // first screen carries (ADR 0013); packages are left out.
          sources: Object.keys(modules)
            .filter(
              (id) => modules[id].renderedLength > 0 && !id.includes('node_modules') && !id.startsWith('\0'),
            )
            .map((id) => relative(process.cwd(), id).replaceAll('\\', '/'))
            .sort(),
        }));
      manifestChunks = chunks;
    },
    // Two builds write to dist/ (the app's and the bridge's): the second adds its chunks to the first's list.
    // scripts/build.mjs empties dist/ first, so an earlier build's list is this run's.
    async writeBundle({ dir }) {
      const file = join(dir, 'manifest.json');
      const earlier = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : [];
      const names = new Set(manifestChunks.map((chunk) => chunk.fileName));
      const all = [...earlier.filter((chunk) => !names.has(chunk.fileName)), ...manifestChunks];
      await writeFile(file, JSON.stringify(all, null, 2));
    },
  };
}

const HOST_ENTRY = resolve('bridge/host/index.ts');

const chunkNames = {
  chunkFileNames: 'chunks/[name]-[hash].js',
  assetFileNames: 'assets/[name]-[hash][extname]',
};

export default [
  // The library's mini-app for bundlers. Its entry holds the code it imports, and its screens' shared code is
  // grouped as the app shell's is (libraryChunks, ADR 0030).
  {
    input: { dastarkhan: 'src/index.ts' },
    // Lazy chunks import from the entry: held to its public exports, rollup moves its code into a chunk
    // behind a re-export, one more round trip before mount() runs. The extra exports are minified names.
    preserveEntrySignatures: 'allow-extension',
    plugins: [...basePlugins(), manifest(), importChunkImports(['dastarkhan'])],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      ...chunkNames,
      manualChunks: libraryChunks('src/index.ts'),
    },
  },
  // The bridge's two sides, for host teams and other mini-apps: a build of their own, sharing no chunk with
  // the app's, whose bridge client is then one chunk (libraryChunks) instead of three.
  {
    input: { bridge: 'bridge/index.ts', host: 'bridge/host/index.ts' },
    plugins: [...basePlugins(), manifest(), importChunkImports(['bridge', 'host'])],
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', ...chunkNames },
  },
  // dastarkhan/react-native: the component runs on the partner's own React, React Native and WebView, and on
  // host.js beside it (one host in the package, not a second copy), so all of these stay imports.
  {
    input: { 'react-native': 'bridge/react-native/index.ts' },
    external: (id) => /^react(-native(-webview)?)?(\/|$)/.test(id) || id === HOST_ENTRY,
    plugins: basePlugins(),
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', paths: { [HOST_ENTRY]: './host.js' } },
  },
  // The <script>-tag global: a small loader that imports the ESM build beside it, so a partner page
  // gets the same per-route chunks instead of one file with everything inlined.
  {
    input: 'src/iife-loader.ts',
    plugins: basePlugins(),
    output: { file: 'dist/dastarkhan.iife.js', format: 'iife', name: 'Dastarkhan', exports: 'named' },
  },
  // The app shell a native webview loads by URL: the page owns its history and lives under appBase.
  {
    input: { shell: 'src/app-shell.ts' },
    plugins: [
      ...basePlugins(),
      appShellHtml(),
      manifest(),
      preloadChunkImports(['shell']),
      serviceWorker({
        entry: 'src/service-worker/worker.ts',
        firstChunks: ['shell', 'HomeScreen'],
        plugins: basePlugins,
      }),
    ],
    output: {
      dir: 'dist/app',
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      ...prefixed(chunkNames, 'assets/'),
      manualChunks: appShellChunks('src/app-shell.ts'),
    },
  },
  // The app shell's inline script that keeps the prerendered Home frame of the page's language (ADR 0012):
  // scripts/build.mjs writes its text into index.html, and its hash into inline-scripts.json for the CSP.
  {
    input: 'src/app-shell-frame.ts',
    plugins: basePlugins(),
    output: { file: 'dist/.prerender/app-shell-frame.js', format: 'iife' },
  },
  // The pages' inline scripts in their <head> that send the first screen's API requests (ADR 0032): the same,
  // one for Home's pages and one for the other routes' page.
  {
    input: 'src/app-shell-early-home.ts',
    plugins: basePlugins(),
    output: { file: 'dist/.prerender/app-shell-early-home.js', format: 'iife' },
  },
  {
    input: 'src/app-shell-early.ts',
    plugins: basePlugins(),
    output: { file: 'dist/.prerender/app-shell-early.js', format: 'iife' },
  },
  // The host simulator page and the fake native objects it injects into the app shell.
  {
    input: { simulator: 'host-simulator/web/simulator.tsx' },
    plugins: [...basePlugins(), simulatorHtml()],
    output: { dir: 'dist/simulator', format: 'es', entryFileNames: '[name]-[hash].js', ...chunkNames },
  },
  {
    input: 'host-simulator/web/runtime-shim.ts',
    plugins: basePlugins(),
    output: { file: 'dist/simulator/runtime-shim.js', format: 'iife' },
  },
  // The host conformance kit's page and its stranger frame, served at /conformance/ (docs/conformance-kit.md).
  // Its own entry: none of it is in bridge.js.
  {
    input: { kit: 'host-simulator/web/conformance/kit-page.ts' },
    plugins: [...basePlugins(), kitHtml()],
    output: { dir: 'dist/conformance', format: 'es', entryFileNames: '[name]-[hash].js', ...chunkNames },
  },
  {
    input: 'host-simulator/web/conformance/stranger.ts',
    plugins: [
      ...basePlugins(),
      htmlPage('stranger.html', 'host-simulator/web/conformance/stranger.html', () => ({})),
    ],
    output: { file: 'dist/conformance/stranger.js', format: 'iife' },
  },
];

/**
 * The screens a guest may open first: Home (the app's start), a venue's Menu (a table's QR code), the Cart (a
 * reload at checkout). Their shared code is grouped by first screen (appShellChunks), in this order.
 */
const FIRST_SCREENS = [
  ['home', 'src/features/discovery/screens/HomeScreen.tsx'],
  ['cart', 'src/features/cart/screens/CartScreen.tsx'],
  ['menu', 'src/features/menu/screens/MenuScreen.tsx'],
];
const BRIDGE_CODE = 'src/runtime/bridge-code.ts';
/** The stylesheets a mount (the app's) and Home (the discovery feature's) ask for beside Home's code. */
const FIRST_SHEETS = ['src/ui/styles.css?inline', 'src/features/discovery/discovery.css?inline'];

/** A module and every module it imports statically. */
function staticClosure(start, getModuleInfo) {
  const seen = new Set();
  const stack = [resolve(start)];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The code the lazy screens share among themselves, grouped by the first screens that use it: what Home's
 * screen uses in `home-shared`, the rest in one chunk per set of first screens that use it (`cart-menu-shared`,
 * …). Left to rollup, each set of importers is a chunk of its own: Home's screen came with 16 of them (a few
 * hundred bytes each, one of 67 bytes), which HTTP/1.1's six connections queued behind each other at a round
 * trip apiece, ~2 s of a throttled first load (ADR 0027). A later screen may now load a few KB of Home's shared
 * code it does not use; it is usually in the cache by then. Modules the entries carry (`inEntries`) and the
 * bridge client's (asked for beside every first screen) stay where rollup puts them, and so do packages (leaflet
 * and the telemetry SDKs are lazy by design) but for the icons, a few hundred bytes each.
 */
function sharedScreenChunks(inEntries) {
  const groupable = (id) => !id.includes('node_modules') || /node_modules\/lucide\//.test(id);
  return (getModuleIds, getModuleInfo) => {
    const lazyEntries = [...getModuleIds()].filter((id) => getModuleInfo(id)?.dynamicImporters.length);
    const users = new Map();
    for (const entry of lazyEntries)
      for (const id of staticClosure(entry, getModuleInfo)) users.set(id, (users.get(id) ?? 0) + 1);
    const screens = FIRST_SCREENS.map(([name, module]) => [name, staticClosure(module, getModuleInfo)]);
    const bridge = staticClosure(BRIDGE_CODE, getModuleInfo);
    const groups = new Map();
    for (const [id, count] of users) {
      if (count < 2 || inEntries(id) || bridge.has(id) || !groupable(id)) continue;
      const firstUsers = screens.filter(([, modules]) => modules.has(id)).map(([name]) => name);
      if (firstUsers.length === 0) continue;
      groups.set(id, `${firstUsers.includes('home') ? 'home' : firstUsers.join('-')}-shared`);
    }
    return groups;
  };
}

/**
 * Everything the app imports statically in the app entry's chunk: left to rollup, the code the route chunks
 * share with the app splits into some twenty small chunks, each one more request on the first screen's critical
 * path. What the screens share: sharedScreenChunks.
 */
function appShellChunks(appModule) {
  let app = null;
  let bridge = null;
  let shared = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!app) {
      app = staticClosure(appModule, getModuleInfo);
      bridge = staticClosure(BRIDGE_CODE, getModuleInfo);
      shared = sharedScreenChunks((module) => app.has(module))(getModuleIds, getModuleInfo);
    }
    if (app.has(id)) return 'shell';
    // One chunk, as the library's: the bridge's error module, which the web transport and the checkout import
    // too, was a chunk of its own (226 B), one more request of every first screen's first wave (issue 30).
    if (bridge.has(id)) return 'bridge-code';
    return shared.get(id);
  };
}

/**
 * A screen's chunk imports a dozen small shared chunks, which the browser finds only once the screen's chunk
 * has arrived and been parsed: one more round trip (and, over HTTP/1.1's six connections, a queue) on the
 * way to every screen (ADR 0005). Each `import()` of the app shell starts them itself, as `<link
 * rel=modulepreload>`s beside the import, as Vite's preload helper does. The `always` chunks (the page's own
 * entries) are in the page already. Only the app shell: it owns its page's <head>, a partner's page is not ours.
 */
function preloadChunkImports(always) {
  // Declared once in each chunk that calls it; its third argument, the import(), is evaluated first, so the
  // screen's chunk is asked for before its imports.
  const helper =
    'function __dkPreload(l,b,p){for(const u of l){const e=document.createElement("link");' +
    'e.rel="modulepreload";e.href=new URL(u,b).href;document.head.append(e)}return p}\n';
  return {
    name: 'preload-chunk-imports',
    renderDynamicImport({ getTargetChunkImports }) {
      const imports = (getTargetChunkImports() ?? [])
        .filter((target) => target.type === 'internal' && !always.includes(target.chunk.name))
        // Already a string literal of the chunk's path relative to the importing chunk.
        .map((target) => target.resolvedImportPath);
      if (imports.length === 0) return null;
      return { left: `__dkPreload([${imports.join(',')}],import.meta.url,import(`, right: '))' };
    },
    renderChunk(code) {
      return code.includes('__dkPreload(') ? { code: helper + code, map: null } : null;
    },
  };
}

/**
 * The library's side of preloadChunkImports (ADR 0027, lever 6): a partner's page is not ours to add
 * `<link>`s to, and a partner's bundler that bundles dist/ again renames every chunk (a link list of our
 * file names would ask for files that are not there). Each `import()` of a screen asks for the chunks it
 * imports with `import()`s of their own, beside it: the browser fetches them at once instead of after the
 * screen's chunk has arrived, and a bundler rewrites them as it rewrites any import(). The `always` chunks
 * (the entries) are loaded already.
 */
function importChunkImports(always) {
  return {
    name: 'import-chunk-imports',
    renderDynamicImport({ chunk, getTargetChunkImports }) {
      // The importing chunk itself is loaded already (an import() of a loaded chunk sends no request).
      const loaded = [...always, chunk.name];
      const imports = (getTargetChunkImports() ?? [])
        .filter((target) => target.type === 'internal' && !loaded.includes(target.chunk.name))
        .map((target) => `import(${target.resolvedImportPath})`);
      if (imports.length === 0) return null;
      // The screen's own import() first, so its chunk is asked for first; the promise is the screen's module.
      return { left: 'Promise.all([import(', right: `),${imports.join(',')}]).then((m)=>m[0])` };
    },
  };
}

/**
 * The library's chunks (ADR 0030). What the entry imports statically is in the entry; the bridge client
 * (bridge-code.ts and the bridge's modules it imports) is one chunk; Home's own modules and the stylesheets a
 * mount and Home ask for join the code Home shares with the other screens (`home-shared`, which every first
 * screen's chunks import), and the rest of the screens' shared code is grouped as the app shell's
 * (sharedScreenChunks). A partner's page then waits for the entry, then for one wave of six requests: Home's
 * code, its texts, the bridge client and Home's three lists, which HTTP/1.1's six connections take at once.
 */
function libraryChunks(appModule) {
  let names = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!names) {
      const app = staticClosure(appModule, getModuleInfo);
      names = new Map([...app].map((module) => [module, 'dastarkhan']));
      for (const module of staticClosure(BRIDGE_CODE, getModuleInfo))
        if (!app.has(module)) names.set(module, 'bridge-code');
      for (const [module, name] of sharedScreenChunks((module) => app.has(module))(
        getModuleIds,
        getModuleInfo,
      ))
        names.set(module, name);
      for (const module of staticClosure(FIRST_SCREENS[0][1], getModuleInfo))
        if (!names.has(module) && !module.includes('node_modules')) names.set(module, 'home-shared');
      for (const sheet of FIRST_SHEETS) names.set(resolve(sheet), 'home-shared');
    }
    return names.get(id);
  };
}

function prefixed(names, prefix) {
  return Object.fromEntries(
    Object.entries(names).map(([key, value]) => [key, prefix + value.replace(/^\w+\//, '')]),
  );
}

/**
 * The app shell's page: its inline script sends the first screen's requests and names its chunks (ADR 0032,
 * scripts/build.mjs), and the app entry is an ordinary module script (ADR 0034).
 */
function appShellHtml() {
  return htmlPage('index.html', 'src/app-shell.html', (bundle) => {
    const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.name === 'shell');
    return { '%ENTRY%': `${appBase}${entry.fileName}`, '%BASE%': appBase };
  });
}

function simulatorHtml() {
  return htmlPage('index.html', 'host-simulator/web/index.html', (bundle) => {
    const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
    return { '%ENTRY%': `/dist/simulator/${entry.fileName}` };
  });
}

function kitHtml() {
  return htmlPage('index.html', 'host-simulator/web/conformance/index.html', (bundle) => {
    const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
    return { '%ENTRY%': `/dist/conformance/${entry.fileName}` };
  });
}

function htmlPage(fileName, template, substitutions) {
  return {
    name: 'html-page',
    async generateBundle(_options, bundle) {
      let html = await readFile(template, 'utf8');
      for (const [key, value] of Object.entries(substitutions(bundle))) html = html.replaceAll(key, value);
      this.emitFile({ type: 'asset', fileName, source: html });
    },
  };
}
