import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <link rel="modulepreload" href="floor.js" />
    <style>
      body { margin: 0; font: 15px system-ui, sans-serif; }
      main { padding: 12px 16px; }
      .card { display: flex; gap: 12px; padding: 12px 0; border-bottom: 1px solid #ddd; }
      .logo { flex: none; width: 56px; height: 56px; border-radius: 12px; background: #0a6e4f; }
      .card h3 { margin: 0 0 4px; font-size: 16px; }
      .line { display: block; color: #555; font-size: 13px; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="floor.js"></script>
  </body>
</html>
`;

/**
 * Builds the floor page (floor/floor-app.tsx: React 19 alone, one bundle, production, minified, like our
 * own build) into `dir` as index.html + floor.js (and its brotli copy). Returns the bundle's size.
 */
export async function buildFloorPage(dir: string): Promise<{ bytes: number }> {
  const bundle = await rollup({
    input: join(import.meta.dirname, 'floor', 'floor-app.tsx'),
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      esbuild({ target: 'es2020', jsx: 'automatic', minify: true, legalComments: 'none' }),
    ],
  });
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
  await bundle.close();
  const [chunk] = output;
  await writeFile(join(dir, 'floor.js'), chunk.code);
  // Served as our own chunks are (scripts/build.mjs): brotli to browsers that accept it.
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  await writeFile(join(dir, 'floor.js.br'), await promisify(brotliCompress)(chunk.code, { params }));
  await writeFile(join(dir, 'index.html'), HTML);
  return { bytes: chunk.code.length };
}
