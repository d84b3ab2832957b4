import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import kkHome from '../src/i18n/locales/kk/home.ts';
import type { BuiltChunk } from './by-package.ts';

/** A GET the floor sends, exactly as the screen it stands for sends it (URL and the headers that matter). */
export interface FloorRequest {
  url: string;
  headers: Record<string, string>;
}

const STYLE = `
      body { margin: 0; font: 15px system-ui, sans-serif; }
      main { padding: 12px 16px; }
      .row { display: block; min-height: 120px; }
      .bar { display: block; width: 60%; height: 20px; margin: 12px 0; background: #eee; border-radius: 4px; }
      .tile { display: block; height: 56px; margin: 8px 0; background: #f2f2f2; border-radius: 12px; }
      .dkd-venue, .dishes li { display: flex; gap: 12px; padding: 12px 0; border-bottom: 1px solid #ddd; }
      .dishes { list-style: none; margin: 0; padding: 0; }
      .logo { flex: none; width: 56px; height: 56px; border-radius: 12px; background: #0a6e4f; }
      h3 { margin: 0 0 4px; font-size: 16px; }
      .line { display: block; color: #555; font-size: 13px; }`;

/** floor-app.tsx's Skeleton, rendered: what F4's HTML holds before any script ran. */
const SKELETON = ['promo', 'near', 'popular']
  .map(
    () =>
      '<section class="row" aria-busy="true"><span class="bar"></span><span class="tile"></span><span class="tile"></span></section>',
  )
  .join('');

/** F4's `<head>` script: the GETs go out while the page's module is still on its way (as Home's inline script does). */
const EARLY = `window.__floorEarly = window.__floor.requests.map(({ url, headers }) =>
        fetch(url, { headers }).then((response) => response.json()));`;

/**
 * A floor's page. F2: the module asks for the requests when it starts. F4: a skeleton prerendered into the
 * HTML, and the requests started by an inline script in `<head>`. Both under /bench-pages/floors/<floor>/.
 */
export function floorHtml(floor: 'f2' | 'f4', page: 'home' | 'menu', requests: FloorRequest[]): string {
  const early = floor === 'f4';
  return `<!doctype html>
<html lang="kk">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor ${floor} ${page}</title>
    <link rel="modulepreload" href="../floor.js" />
    <script>
      window.__floor = ${JSON.stringify({ requests })};
      ${early ? EARLY : ''}
    </script>
    <style>${STYLE}
    </style>
  </head>
  <body>
    <div id="root">${early ? `<main><h1>${kkHome.title}</h1>${SKELETON}</main>` : ''}</div>
    <script type="module" src="../floor.js"></script>
  </body>
</html>
`;
}

/**
 * Builds the floors' script (floor/floor-app.tsx: one bundle, production, minified, like our own build) into
 * `dir` as floor.js and its brotli copy, served as our own chunks are (scripts/build.mjs). Returns the chunk
 * with its modules, for the bench's bytes by package.
 */
export async function buildFloorScript(dir: string): Promise<BuiltChunk> {
  const bundle = await rollup({
    input: join(import.meta.dirname, 'floor', 'floor-app.tsx'),
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      esbuild({ target: 'es2020', jsx: 'automatic', minify: true, legalComments: 'none', charset: 'utf8' }),
    ],
  });
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
  await bundle.close();
  const [chunk] = output;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'floor.js'), chunk.code);
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  await writeFile(join(dir, 'floor.js.br'), await promisify(brotliCompress)(chunk.code, { params }));
  return {
    fileName: 'floor.js',
    code: chunk.code,
    modules: Object.entries(chunk.modules).map(([id, info]) => ({ id, code: info.code ?? '' })),
  };
}
