// Builds dist/: the rollup bundles and the .d.ts types, side by side. With --if-stale (npm start, bench)
// it does nothing when dist/ is newer than every source, so a second start is instant.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { chunkClosure, readManifest } from './chunk-closure.ts';

const STAMP = 'dist/.build-stamp';
const SOURCES = [
  'src',
  'bridge',
  'host-simulator/web',
  'rollup.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    info.mtimeMs,
  );
}

if (process.argv.includes('--if-stale') && existsSync(STAMP)) {
  const built = statSync(STAMP).mtimeMs;
  if (SOURCES.every((source) => newestMtime(source) <= built)) process.exit(0);
}

/**
 * Our sources import with .ts/.tsx extensions (Node runs them directly); tsc keeps those in .d.ts files,
 * where a consumer's TypeScript could not follow them. Point them at .js, which maps to the .d.ts beside.
 */
function rewriteDeclarationImports(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) rewriteDeclarationImports(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
}

/**
 * `<file>.br` beside each script, at brotli's best quality: 14% fewer bytes than gzip on our largest
 * chunk (ADR 0005), but seconds of CPU, so made once here, as a CDN's pre-compressed assets are; the
 * simulator's static server sends it to browsers that accept br.
 */
async function writeBrotliCopies(dir) {
  const compress = promisify(brotliCompress);
  const scripts = [];
  const collect = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'types') collect(path);
      } else if (name.endsWith('.js') && statSync(path).size > 1024) scripts.push(path);
    }
  };
  collect(dir);
  await Promise.all(
    scripts.map(async (path) => {
      const source = readFileSync(path);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      writeFileSync(`${path}.br`, await compress(source, { params }));
    }),
  );
}

/**
 * Home's first frame in each language, prerendered into the app shell's page inside a declarative shadow
 * root, with the inline script that keeps the page's language's copy (ADR 0012), and the inline script in its
 * <head> that sends the first screen's API requests (ADR 0032). Their exact texts go to
 * dist/app/inline-scripts.json: a server allows them in its CSP by hash (docs/integration-web.md).
 * Every other route gets the same page without the frames (other-routes.html): the frames are Home's only, and
 * on a Menu or a Cart they were ~10 KB gzip on the first screen's path for the script to remove. A Home
 * whose address names its language gets a page with that copy alone (home-<language>.html).
 */
async function writeHomeFrames() {
  const page = 'dist/app/index.html';
  const html = readFileSync(page, 'utf8');
  const base = /data-base="([^"]*)"/.exec(html)?.[1];
  const { prerenderHomeFrames } = await import('./prerender-home.mjs');
  const { LANGUAGES } = await import('../src/config/host-config.ts');
  const townNames = {};
  for (const language of LANGUAGES) {
    const { default: places } = await import(`../src/i18n/locales/${language}/places.ts`);
    townNames[language] = { ...places.towns, ...places.otherTowns };
  }
  // Prerendered as a signed-in guest sees Home: the inline script removes what only such a guest sees.
  const prerendered = await prerenderHomeFrames({
    dist: 'dist',
    base,
    languages: LANGUAGES,
    storage: { accessToken: 'prerender' },
    townNames,
  });
  const { styles, frames } = hoistFeatureSheets(prerendered);
  const script = readFileSync('dist/.prerender/app-shell-frame.js', 'utf8').trim();
  const homeRequests = readFileSync('dist/.prerender/app-shell-early-home.js', 'utf8').trim();
  const requests = readFileSync('dist/.prerender/app-shell-early.js', 'utf8').trim();
  rmSync('dist/.prerender', { recursive: true, force: true });
  if (/<\/(script|style|template)/i.test(script + homeRequests + requests + styles))
    throw new Error('prerender: text would end its element');
  // Every copy hidden until the inline script marks the one to show: without it (blocked, failed) none shows.
  const hideCopies = '[data-prerendered]:not([data-shown]){display:none}';
  const hostOf = (copies) =>
    `<dastarkhan-app data-prerendered><template shadowrootmode="open"><style>${styles}${hideCopies}</style>` +
    `${copies.join('')}</template></dastarkhan-app><script>${script}</script>`;
  for (const mark of ['<!--home-frame-->', '<!--first-requests-->'])
    if (!html.includes(mark)) throw new Error(`prerender: no ${mark} in the app shell`);
  // The inline scripts that send the first screen's requests (Home's, or the other routes'), with the chunks to
  // name after them by route (JSON in a single-quoted attribute: the chunks' names have no quote).
  // Replaced by functions: a string replacement would read the minified code's `$'` and `$&` as patterns.
  const chunks = [...readManifest('dist/app').values()];
  const requestsScript = (text, named) => `<script data-chunks='${JSON.stringify(named)}'>${text}</script>`;
  const homePage = (copies, language) =>
    html
      .replace('<!--first-requests-->', () =>
        requestsScript(homeRequests, {
          routes: { '/': homeChunks(chunks, base, language) },
          // The page of all languages names each one's first texts: its script picks the guest's.
          ...(language ? {} : { texts: catalogueChunks(chunks, base, LANGUAGES, ['first']) }),
          host: bridgeChunks(chunks, base),
        }),
      )
      .replace('<!--home-frame-->', () => hostOf(copies));
  writeFileSync(page, homePage(Object.values(frames), null));
  // A Home whose address names its language (`?language=`, which wins over every other source) needs only
  // that language's copy: a third of the page's bytes (ADR 0027). The server picks it (app-shell-pages.ts).
  for (const language of LANGUAGES)
    writeFileSync(`dist/app/home-${language}.html`, homePage([frames[language]], language));
  writeFileSync(
    'dist/app/other-routes.html',
    html
      .replace('<!--first-requests-->', () =>
        requestsScript(requests, {
          routes: screenChunks(chunks, base),
          texts: catalogueChunks(chunks, base, LANGUAGES, ['first', 'rest']),
          host: bridgeChunks(chunks, base),
        }),
      )
      .replace('<!--home-frame-->', ''),
  );
  const inlineScripts = [homeRequests, script, requests];
  writeFileSync('dist/app/inline-scripts.json', `${JSON.stringify({ inlineScripts }, null, 2)}\n`);
}

/**
 * The chunks of Home's first screen, beside the app's entry: Home's screen and what it shares with other
 * screens, and the language's texts where the page knows the language, which the first render waits for. Found
 * by the app's code only once it has arrived and run, they came one round trip after the page's entries
 * (ADR 0030); the page's inline script names them, once it has sent Home's API requests (ADR 0032).
 */
function homeChunks(chunks, base, language) {
  const named = (test) => chunks.find(test)?.fileName ?? [];
  const starts = [
    named((chunk) => chunk.name === 'HomeScreen'),
    language ? named((chunk) => chunk.sources.includes(`src/i18n/locales/${language}/first.ts`)) : [],
  ].flat();
  // The page's entries are in the page already.
  const files = chunkClosure(chunks, starts, (chunk) => chunk.isEntry);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * The bridge client's chunk, which no first render waits for: the inline script names it after the screen's
 * where a host may be there to shake hands with, so that the handshake starts with them (ADR 0027), and after
 * them, so that they have the first connections; a plain browser's comes after the content (ADR 0033).
 */
function bridgeChunks(chunks, base) {
  const files = chunkClosure(
    chunks,
    chunks.filter((chunk) => chunk.name === 'bridge-code').map((chunk) => chunk.fileName),
    (chunk) => chunk.isEntry,
  );
  return [...files].map((file) => `${base}${file}`);
}

/**
 * The other first screens' chunks (rollup.config.mjs FIRST_SCREENS), by route: the screen's chunk with what it
 * imports, and our stylesheet, which only Home's page brings. The routes are app/first-request-routes.ts's; a
 * dist test holds the two together.
 */
function screenChunks(chunks, base) {
  const fileOf = (test, what) => {
    const chunk = chunks.find(test);
    if (!chunk) throw new Error(`prerender: no chunk for ${what}`);
    return chunk.fileName;
  };
  const styles = fileOf((chunk) => chunk.sources.includes('src/ui/styles.css?inline'), 'styles.css');
  const screen = (name) => {
    const files = chunkClosure(
      chunks,
      [fileOf((chunk) => chunk.name === name, name), styles],
      (chunk) => chunk.isEntry,
    );
    return [...files].map((file) => `${base}${file}`);
  };
  return { '/filials/:filialId': screen('MenuScreen'), '/cart': screen('CartScreen') };
}

/**
 * Each language's texts (i18n/load-catalogue.ts): Home renders with its first part, every other first screen
 * with both. A page for all languages names them all, and its inline script picks the guest's (ADR 0032).
 */
function catalogueChunks(chunks, base, languages, parts) {
  const entries = languages.map((language) => {
    const files = parts.map((part) => {
      const chunk = chunks.find((candidate) =>
        candidate.sources.includes(`src/i18n/locales/${language}/${part}.ts`),
      );
      if (!chunk) throw new Error(`prerender: no ${part} texts for ${language}`);
      return `${base}${chunk.fileName}`;
    });
    return [language, files];
  });
  return Object.fromEntries(entries);
}

/**
 * The features' sheets Home's frame rendered (`<style data-sheet>`, FeatureStyle) moved into the page's own
 * sheet, once: the app then leaves them out of Home's code and out of its first render (`pageSheet`,
 * ADR 0027), and the four copies no longer carry one each.
 */
function hoistFeatureSheets({ styles, frames }) {
  const sheets = new Map();
  const sheet = /<style data-sheet="([^"]+)">([^<]*)<\/style>/g;
  const bare = Object.fromEntries(
    Object.entries(frames).map(([language, frame]) => [
      language,
      frame.replace(sheet, (_, name, text) => {
        if (sheets.has(name) && sheets.get(name) !== text) throw new Error(`prerender: two ${name} sheets`);
        sheets.set(name, text);
        return '';
      }),
    ]),
  );
  if (!sheets.has('discovery')) throw new Error('prerender: Home rendered no discovery sheet');
  return { styles: styles + [...sheets.values()].join(''), frames: bare };
}

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
    child.on('error', fail);
  });
}

const started = performance.now();
// Hashed chunk names change with every edit: start empty, or old chunks pile up and get served and measured.
rmSync('dist', { recursive: true, force: true });
try {
  await Promise.all([run('rollup', ['-c', '--silent']), run('tsc', ['-p', 'tsconfig.build.json'])]);
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
rewriteDeclarationImports('dist/types');
await writeHomeFrames();
await writeBrotliCopies('dist');
// The protocol for hosts in any language (docs/protocol.md), served by the simulator at /dist/protocol.schema.json.
const { protocolJsonSchema } = await import('../bridge/protocol-json-schema.ts');
writeFileSync('dist/protocol.schema.json', `${JSON.stringify(protocolJsonSchema(), null, 2)}\n`);
writeFileSync(STAMP, new Date().toISOString());
console.log(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
