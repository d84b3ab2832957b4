// The import rules of the layout (docs/adr/0003-import-rules-enforced.md#the-layout), checked over the real
// import graph so a forbidden import fails `npm test` instead of waiting for a reviewer. Imports flow one way:
// bridge <- shared (src/api, src/state, src/i18n, src/ui, ...) <- features <- app <- the mount entries.
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
/**
 * The shared tier's floors, bottom first (docs/adr/0003-import-rules-enforced.md#the-layout): a floor imports
 * only the floors under it, so no arrow runs back up and no circle spans two floors.
 */
const SHARED_FLOORS = ['config', 'lib', 'i18n', 'api', 'state', 'telemetry', 'runtime', 'ui'];
const floorOf = (path: string) => SHARED_FLOORS.indexOf(/^src\/([^/]+)\//.exec(path)?.[1] ?? '');
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
  if (!test && floorOf(from) >= 0 && floorOf(to) > floorOf(from))
    return `the shared tier imports down only (${SHARED_FLOORS.join(' <- ')}): ${SHARED_FLOORS[floorOf(from)]} may not import ${SHARED_FLOORS[floorOf(to)]}`;
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
 * The import cycles among `folder`'s product files, each as its files (Tarjan's strongly connected
 * components). Type-only imports count: two files that each need the other's types cannot be read alone.
 */
export function importCycles(root: string, folder: string): string[][] {
  const files = sourceFiles(root, folder)
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !isTest(file));
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file, readFileSync(join(root, file), 'utf8')).map((edge) => edge.to),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (stack.includes(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) === index.get(file)) {
      const component = stack.splice(stack.indexOf(file));
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

export const repoRoot = dirname(import.meta.dirname);
