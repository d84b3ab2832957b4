// The app shell's offline worker (ADR 0007): bundled after the app shell's own chunks, because its precache
// list names them, and written as `sw.js` beside the page, a stable URL whose content changes with each build.
import { createHash } from 'node:crypto';
import { rollup } from 'rollup';
import { chunkClosure } from './chunk-closure.ts';

const VIRTUAL = 'dastarkhan:service-worker-build';
const VERSION_MARK = '__DASTARKHAN_BUILD_VERSION__';

/** The chunks named `names` and every chunk they import statically: what their first run needs. */
function staticClosure(bundle, names) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const starts = names.map((name) => {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`service worker: no chunk named ${name}`);
    return chunk.fileName;
  });
  return [...chunkClosure(chunks, starts)].sort();
}

/**
 * @param {object} options
 * @param {string} options.entry the worker's source
 * @param {string[]} options.firstChunks the chunks of the first screen (entries and Home's route chunk)
 * @param {() => import('rollup').Plugin[]} options.plugins the build's plugins, for the worker's bundle
 */
export function serviceWorker({ entry, firstChunks, plugins }) {
  return {
    name: 'service-worker',
    async generateBundle(_options, bundle) {
      // './' is Home's page, which serves every route offline (its inline script removes Home's frames on the
      // other routes, whose own page online is other-routes.html: ADR 0012).
      const precache = ['./', ...staticClosure(bundle, firstChunks)];
      const virtual = {
        name: 'service-worker-build',
        resolveId: (source) => (source === VIRTUAL ? VIRTUAL : null),
        load: (id) =>
          id === VIRTUAL
            ? `export const BUILD_VERSION = ${JSON.stringify(VERSION_MARK)};\nexport const PRECACHE = ${JSON.stringify(precache)};`
            : null,
      };
      const worker = await rollup({ input: entry, plugins: [virtual, ...plugins()] });
      const { output } = await worker.generate({ format: 'iife' });
      await worker.close();
      const code = output[0].code;
      const version = createHash('sha256').update(code).digest('base64url').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code.replace(VERSION_MARK, version) });
      // What this worker holds, for the dist tests and for whoever debugs a device's cache.
      const summary = { version, precache };
      this.emitFile({ type: 'asset', fileName: 'sw.json', source: `${JSON.stringify(summary, null, 2)}\n` });
    },
  };
}
