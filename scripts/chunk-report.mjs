// What the app shell's first screen is made of, module by module (ADR 0013): rollup's rendered length of
// each module (already minified by esbuild's transform) and a gzip estimate (the chunk's gzip bytes shared
// out in proportion to each module's own gzip size), then the totals by package. An estimate: it runs low
// for a module unlike its neighbours (src/ui/styles.css: 1.3 KB estimated, 2.2 KB saved once removed), so
// check a candidate's real saving by building without it. `npm exec -- node scripts/chunk-report.mjs [--all]`: the first screen's chunks
// (the preload and app entries and Home's closure), or every chunk of the app shell with --all.
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import configs from '../rollup.config.mjs';

const all = process.argv.includes('--all');
const config = configs.find((entry) => typeof entry.input === 'object' && 'preload' in entry.input);
const bundle = await rollup({ ...config, onwarn() {} });
const { output } = await bundle.generate(config.output);
await bundle.close();

const chunks = new Map(
  output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
);
const firstScreen = new Set();
const visit = (fileName) => {
  if (firstScreen.has(fileName)) return;
  firstScreen.add(fileName);
  for (const next of chunks.get(fileName).imports) visit(next);
};
for (const chunk of chunks.values()) if (chunk.isEntry || chunk.name === 'HomeScreen') visit(chunk.fileName);

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const label = (id) => {
  const path = relative(process.cwd(), id.replace(/^\0/, ''));
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/);
  return pkg ? `${pkg[1]}: ${pkg[2]}` : path;
};
let total = 0;
const byOwner = new Map();
for (const chunk of chunks.values()) {
  if (!all && !firstScreen.has(chunk.fileName)) continue;
  const chunkGzip = gzip(chunk.code);
  total += chunkGzip;
  const modules = Object.entries(chunk.modules)
    .filter(([, info]) => info.renderedLength > 0)
    .map(([id, info]) => ({ id, rendered: info.renderedLength, gzip: gzip(info.code ?? '') }));
  const sum = modules.reduce((acc, row) => acc + row.gzip, 0) || 1;
  console.log(
    `\n${chunk.fileName}: ${chunk.code.length} B min, ${chunkGzip} B gzip, ${modules.length} modules`,
  );
  for (const row of modules.sort((a, b) => b.rendered - a.rendered)) {
    const share = Math.round((row.gzip / sum) * chunkGzip);
    const owner = row.id.includes('node_modules') ? label(row.id).split(':')[0] : 'our code';
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + share);
    console.log(`${String(row.rendered).padStart(8)} ${String(share).padStart(7)}  ${label(row.id)}`);
  }
}
console.log(`\n${all ? 'all chunks' : 'first screen'}: ${total} B gzip, by package (estimates):`);
for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]))
  console.log(`${String(bytes).padStart(8)}  ${owner}`);
