// How many production modules src/ holds, how long they are, and which run over the bound (issue 32 item 5:
// fewer, fuller modules). A module is a .ts or .tsx file under src/ that ships: tests (*.test.*, `testing/`),
// the language catalogues (src/i18n/locales) and seed data are not counted, nor measured against the bound.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { repoRoot } from './import-rules.ts';

/** The most modules src/ may hold, the least median length, the most lines a module may have. */
export const MODULE_LIMITS = { count: 300, medianLines: 80, maxLines: 300 };

export interface ModuleStats {
  count: number;
  /** The median length in lines (the lower middle of an even count). */
  medianLines: number;
  /** The modules over MODULE_LIMITS.maxLines lines, longest first, as `path (lines)`. */
  over: string[];
}

const isModule = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.test(-d)?\.tsx?$/.test(path) &&
  !path.split('/').includes('testing') &&
  !path.startsWith('src/i18n/locales/') &&
  !/(^|\/)seeds?(\/|\.)/.test(path);

function files(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(root, join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The figures of src/ under `root`. */
export function moduleStats(root: string): ModuleStats {
  const modules = files(root, 'src')
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .filter(isModule)
    .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').trimEnd().split('\n').length }));
  const lengths = modules.map((module) => module.lines).sort((a, b) => a - b);
  return {
    count: modules.length,
    medianLines: lengths[Math.floor((lengths.length - 1) / 2)] ?? 0,
    over: modules
      .filter((module) => module.lines > MODULE_LIMITS.maxLines)
      .sort((a, b) => b.lines - a.lines)
      .map((module) => `${module.path} (${module.lines})`),
  };
}

if (import.meta.main) {
  const stats = moduleStats(repoRoot);
  console.log(`modules: ${stats.count} (at most ${MODULE_LIMITS.count})`);
  console.log(`median lines: ${stats.medianLines} (at least ${MODULE_LIMITS.medianLines})`);
  console.log(`over ${MODULE_LIMITS.maxLines} lines: ${stats.over.length ? stats.over.join(', ') : 'none'}`);
}
