import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { rollup, type RollupOptions } from 'rollup';

/**
 * What the first screens' scripts are made of, by owner (a package, the catalogue, our code), in bytes and
 * in main-thread time (ADR 0026). The bench builds our two builds again in memory, as scripts/chunk-report.mjs
 * does (same config: the same files, hash for hash), with source maps, which dist/ does not ship: a file the
 * browser fetched is found here by its name, its modules weighed, and a CPU profile's positions in it mapped
 * to the module they came from.
 */
export interface BuiltChunk {
  fileName: string;
  code: string;
  modules: { id: string; code: string }[];
  /** Per generated line: [column, source index, source line] segments, and the sources' paths (our builds only). */
  lines?: [number, number, number][][];
  sources?: string[];
}

/** Who a module's bytes and time count for: a package by name, the language catalogue, or our own code. */
export function ownerOf(id: string): string {
  const path = id.replace(/^\0/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg?.[1]) return pkg[1];
  if (path.includes('src/i18n/locales/')) return 'catalogue';
  if (path.includes('bench/floor/')) return 'floor page';
  return 'our code';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings`, each generated line's segments as [column, source index, source line] (names skipped). */
function decodeMappings(mappings: string): [number, number, number][][] {
  let source = 0;
  let sourceLine = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      if (fields.length > 2) sourceLine += fields[2] ?? 0;
      segments.push([column, source, sourceLine]);
    }
    return segments;
  });
}

/**
 * A map's lines, moved down by the lines a plugin put before the code without mapping them (the app shell's
 * preload helper, rollup.config.mjs): the map's first line is the code's first mapped line.
 */
function alignedLines(code: string, lines: [number, number, number][][]): [number, number, number][][] {
  const prepended = code.replace(/\n$/, '').split('\n').length - lines.length;
  return prepended > 0 ? [...Array.from({ length: prepended }, () => []), ...lines] : lines;
}

/** Our app shell's and library's chunks, built in memory by rollup.config.mjs, by file name under their URL. */
export async function buildOurChunks(): Promise<Map<string, BuiltChunk>> {
  // By path: the config is plain JavaScript, which the typecheck does not read.
  const configPath = pathToFileURL(join(import.meta.dirname, '..', 'rollup.config.mjs')).href;
  const { default: configs } = (await import(configPath)) as { default: RollupOptions[] };
  const builds = [
    { prefix: '/app/', config: configs.find(({ input }) => typeof input === 'object' && 'shell' in input) },
    {
      prefix: '/dist/',
      config: configs.find(({ input }) => typeof input === 'object' && 'dastarkhan' in input),
    },
  ];
  const chunks = new Map<string, BuiltChunk>();
  for (const { prefix, config } of builds) {
    if (!config) continue;
    const bundle = await rollup({ ...config, onwarn() {} });
    const output = Array.isArray(config.output) ? config.output[0] : config.output;
    // Twice: source maps change the files' hashes, so the names come from a build without them; the maps
    // from one with them (the code is the same, position for position: the hashes keep their length).
    const plain = (await bundle.generate({ ...output })).output;
    const mapped = (await bundle.generate({ ...output, sourcemap: true })).output;
    await bundle.close();
    const key = (item: (typeof plain)[number]) =>
      item.type === 'chunk' ? `${item.name} ${Object.keys(item.modules).sort().join(' ')}` : '';
    const maps = new Map(mapped.map((item) => [key(item), item.type === 'chunk' ? item.map : null]));
    for (const item of plain) {
      if (item.type !== 'chunk') continue;
      const map = maps.get(key(item));
      chunks.set(`${prefix}${item.fileName}`, {
        fileName: item.fileName,
        code: item.code,
        modules: Object.entries(item.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([id, info]) => ({ id, code: info.code ?? '' })),
        ...(map
          ? { lines: alignedLines(item.code, decodeMappings(map.mappings)), sources: map.sources }
          : {}),
      });
    }
  }
  return chunks;
}

/** The source path at a (0-based) line and column of a chunk: the source of the last mapping before it. */
export function sourceAt(chunk: BuiltChunk, line: number, column: number): string | undefined {
  return sourceLineAt(chunk, line, column)?.path;
}

/** The source path and its 1-based line at a (0-based) line and column of a chunk. */
export function sourceLineAt(
  chunk: BuiltChunk,
  line: number,
  column: number,
): { path: string; line: number } | undefined {
  const segments = chunk.lines?.[line] ?? [];
  let found: [number, number, number] | undefined;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  const path = found && chunk.sources?.[found[1]];
  return found && path !== undefined ? { path, line: found[2] + 1 } : undefined;
}

/** Whose code is at a (0-based) line and column of a chunk. */
export function ownerAt(chunk: BuiltChunk, line: number, column: number): string {
  const path = sourceAt(chunk, line, column);
  return path === undefined ? 'unmapped' : ownerOf(path);
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** A module's rendered code minified alone, as its chunk is minified; as it is where esbuild cannot parse it. */
async function minified(code: string): Promise<string> {
  try {
    return (await transform(code, { minify: true, loader: 'js' })).code;
  } catch {
    return code;
  }
}

/**
 * gzip -9 bytes by owner over `chunks`: what leaving each owner's modules out of its chunks would save
 * (scripts/chunk-report.mjs's estimate, within the chunks' own minification), and the chunks' whole gzip.
 */
export async function ownerBytes(
  chunks: BuiltChunk[],
): Promise<{ total: number; owners: Map<string, number> }> {
  const owners = new Map<string, number>();
  let total = 0;
  for (const chunk of chunks) {
    total += gzip(chunk.code);
    const modules = await Promise.all(
      chunk.modules.map(async ({ id, code }) => ({ owner: ownerOf(id), code: await minified(code) })),
    );
    const without = (owner: string | null) =>
      gzip(
        modules
          .filter((module) => module.owner !== owner)
          .map((module) => module.code)
          .join('\n'),
      );
    const whole = without(null);
    for (const owner of new Set(modules.map((module) => module.owner)))
      owners.set(owner, (owners.get(owner) ?? 0) + whole - without(owner));
  }
  return { total, owners };
}
