// What the app shell's first screen is made of, module by module (ADR 0013): rollup's rendered length of
// each module (before esbuild minifies the chunk: packages count their unminified size) and the gzip bytes
// leaving it out would save (each module minified alone, the chunk's modules gzipped together with and
// without it), then the same for each package and for our code as a whole. Estimates within the chunk's
// own minification (names are shortened across modules there): check a real saving by building without it.
// `npm exec -- node scripts/chunk-report.mjs [--all]`: the first screen's chunks (the app
// entries and Home's closure), or every chunk of the app shell with --all.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import configs from '../rollup.config.mjs';
import { chunkClosure } from './chunk-closure.ts';

const all = process.argv.includes('--all');
const config = configs.find((entry) => typeof entry.input === 'object' && 'shell' in entry.input);
const bundle = await rollup({ ...config, onwarn() {} });
const { output } = await bundle.generate(config.output);
await bundle.close();

const chunks = new Map(
  output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
);
const firstScreen = chunkClosure(
  chunks.values(),
  [...chunks.values()]
    .filter((chunk) => chunk.isEntry || chunk.name === 'HomeScreen')
    .map((chunk) => chunk.fileName),
);

const gzip = (text) => gzipSync(text, { level: 9 }).length;
/** A module's rendered code minified alone (as the chunk is); as it is where esbuild cannot parse it alone. */
const minified = async (code) => {
  try {
    return (await transform(code ?? '', { minify: true, loader: 'js' })).code;
  } catch {
    return code ?? '';
  }
};
const label = (id) => {
  const path = relative(process.cwd(), id.replace(/^\0/, ''));
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/);
  return pkg ? `${pkg[1]}: ${pkg[2]}` : path;
};
const ownerOf = (id) => (id.includes('node_modules') ? label(id).split(':')[0] : 'our code');
/** gzip bytes the chunk's minified modules take, with the modules `left` says to keep. */
const gzipOf = (modules, keep) =>
  gzip(
    modules
      .filter(keep)
      .map((row) => row.code)
      .join('\n'),
  );
let total = 0;
const byOwner = new Map();
for (const chunk of chunks.values()) {
  if (!all && !firstScreen.has(chunk.fileName)) continue;
  const chunkGzip = gzip(chunk.code);
  total += chunkGzip;
  const modules = await Promise.all(
    Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(async ([id, info]) => ({ id, rendered: info.renderedLength, code: await minified(info.code) })),
  );
  const whole = gzipOf(modules, () => true);
  console.log(
    `\n${chunk.fileName}: ${chunk.code.length} B min, ${chunkGzip} B gzip, ${modules.length} modules`,
  );
  for (const row of [...modules].sort((a, b) => b.rendered - a.rendered)) {
    const saved = whole - gzipOf(modules, (other) => other !== row);
    console.log(`${String(row.rendered).padStart(8)} ${String(saved).padStart(7)}  ${label(row.id)}`);
  }
  for (const owner of new Set(modules.map((row) => ownerOf(row.id)))) {
    const saved = whole - gzipOf(modules, (row) => ownerOf(row.id) !== owner);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + saved);
    if (owner === 'our code') console.log(`${String(saved).padStart(16)}  (our code in this chunk)`);
  }
}
console.log(
  `\n${all ? 'all chunks' : 'first screen'}: ${total} B gzip; what leaving each package out would save:`,
);
for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]))
  console.log(`${String(bytes).padStart(8)}  ${owner}`);
