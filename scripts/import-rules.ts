// The import rules of the layout (docs/adr/0003-import-rules-enforced.md#the-layout), checked over the real
// import graph so a forbidden import fails `npm test` instead of waiting for a reviewer. Imports flow one way:
// bridge <- src/'s floors (config <- lib <- ... <- ui <- features <- app <- the root files: mount.tsx, index.ts, ...).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

export interface ImportEdge {
  /** Repository-relative path of the importing file, with forward slashes. */
  from: string;
  /** Repository-relative path of the imported file, or the bare package name. */
  to: string;
}

export interface Violation extends ImportEdge {
  rule: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// Static imports and re-exports, side-effect imports, and dynamic import() with a literal specifier.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every import of `text`, a file at repository-relative `from`, resolved to repository paths where relative. */
export function importsOf(from: string, text: string): ImportEdge[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const edges: ImportEdge[] = [];
  for (const match of withoutComments.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\?.*$/, '');
    if (!specifier) continue;
    const to = specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(from), specifier))
      : specifier;
    edges.push({ from, to });
  }
  return edges;
}

const isTest = (path: string) => /\.test(-d)?\.tsx?$/.test(path) || path.includes('/testing/');
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
/** src/ code that every feature may use and that must not know any feature or the app. */
const isShared = (path: string) => /^src\/(api|config|lib|i18n|runtime|state|telemetry|ui)\//.test(path);
/** What stands for the files at the root of src/ (mount.tsx, index.ts, the app shell's scripts) among its folders. */
const SRC_ROOT = 'the root of src/';
/**
 * The floors of src/, bottom first (docs/adr/0003-import-rules-enforced.md#the-layout): every folder has one, and
 * a floor imports only the floors under it, so no arrow runs back up and no circle spans two folders. The root
 * files are the top of the product; the test support under it (src/testing) may read them all.
 */
const SRC_FLOORS: readonly (readonly string[])[] = [
  ['config', 'service-worker'],
  ['lib'],
  ['i18n'],
  ['api'],
  ['state'],
  ['telemetry'],
  ['runtime'],
  ['ui'],
  ['features'],
  ['app'],
  [SRC_ROOT],
  ['testing'],
];
/** The folder of src/ a path is in (SRC_ROOT for a root file), or undefined outside src/. */
export const srcFolderOf = (path: string): string | undefined =>
  path.startsWith('src/') ? (/^src\/([^/]+)\//.exec(path)?.[1] ?? SRC_ROOT) : undefined;
const floorOf = (folder: string) => SRC_FLOORS.findIndex((floor) => floor.includes(folder));
const FLOOR_ORDER = SRC_FLOORS.map((floor) => floor.join(', ')).join(' <- ');
const PUBLIC_ENTRIES = new Set([
  'src/index.ts',
  'bridge/index.ts',
  'bridge/host/index.ts',
  'bridge/conformance/index.ts',
]);

/** The rule `edge` breaks, or null. */
export function ruleBroken({ from, to }: ImportEdge): string | null {
  const ours = /^(src|bridge|host-simulator|tests|scripts|bench|examples)\//.test(to);
  if (from.startsWith('bridge/') && ours && !to.startsWith('bridge/'))
    return 'bridge/ is the bottom floor: it imports nothing of ours';
  // Tests of src/ may start a real sandbox and render the whole app; the product code may not.
  const test = isTest(from);
  if (!test && from.startsWith('src/') && /^(host-simulator|tests|bench|scripts|examples)\//.test(to))
    return 'src/ never imports the simulator, tests or tooling';
  const feature = featureOf(from);
  if (feature && featureOf(to) && featureOf(to) !== feature) return 'a feature never imports another feature';
  if (!test && feature && to.startsWith('src/app/')) return 'a feature never imports the app layer';
  if (isShared(from) && (to.startsWith('src/features/') || to.startsWith('src/app/')))
    return 'shared code never imports a feature or the app layer';
  const [fromFolder, toFolder] = [srcFolderOf(from), srcFolderOf(to)];
  if (!test && fromFolder && toFolder && fromFolder !== toFolder) {
    const missing = [fromFolder, toFolder].find((folder) => floorOf(folder) < 0);
    if (missing) return `src/${missing}/ has no floor in scripts/import-rules.ts`;
    if (floorOf(toFolder) >= floorOf(fromFolder))
      return `src/ imports down only (${FLOOR_ORDER}): ${fromFolder} may not import ${toFolder}`;
  }
  if (
    !test &&
    from.startsWith('host-simulator/web/') &&
    /^(src|bridge)\//.test(to) &&
    !PUBLIC_ENTRIES.has(to)
  )
    return 'the simulator page uses only public entries (src/index.ts, bridge/index.ts, bridge/host/index.ts, bridge/conformance/index.ts)';
  return null;
}

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(root, path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Every broken rule among the imports of bridge/, src/ and host-simulator/ under `root`. */
export function importViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const folder of ['bridge', 'src', 'host-simulator']) {
    for (const file of sourceFiles(root, folder)) {
      const from = relative(root, join(root, file)).split(sep).join('/');
      for (const edge of importsOf(from, readFileSync(join(root, file), 'utf8'))) {
        const rule = ruleBroken(edge);
        if (rule) violations.push({ ...edge, rule });
      }
    }
  }
  return violations;
}

/**
 * The import cycles among `folder`'s product files, each as its files, or as the nodes `nodeOf` groups them in
 * (Tarjan's strongly connected components). Type-only imports count: two files that each need the other's types cannot be read alone.
 */
export function importCycles(
  root: string,
  folder: string,
  /** What a node of the graph is: each file by default; `srcFolderOf` for the folders of src/. */
  nodeOf: (file: string) => string | undefined = (file) => file,
): string[][] {
  const files = sourceFiles(root, folder)
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !isTest(file));
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const node = nodeOf(file);
    if (node === undefined) continue;
    const next = edges.get(node) ?? new Set<string>();
    for (const edge of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const to = nodeOf(edge.to);
      if (to !== undefined && to !== node) next.add(to);
    }
    edges.set(node, next);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component = stack.splice(stack.indexOf(node));
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

export const repoRoot = dirname(import.meta.dirname);
