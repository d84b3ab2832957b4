// Keeps the host examples in step with the protocol: every method declared in bridge/host/request-schemas.ts
// must be handled by the Swift and Kotlin hosts (a branch of their dispatch and an entry of their welcome's
// methods), declared by the JavaScript hosts (a handler, or null for "not offered"), and called by the
// reference mini-app; every event declared in bridge/protocol-schemas.ts must be sent by the Swift and
// Kotlin hosts; and their params tables must refuse what the conformance kit refuses. Read as text: the
// examples are not built here. An example may offer more than the protocol (a method of a newer one): only
// missing ones fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const quoted = (text: string) => [...text.matchAll(/["']([\w.]+)["']/g)].map((match) => match[1] as string);

/** String literals of the lines that match `line` (a switch's branches), and of the block after `list`. */
function literals(
  source: string,
  line: RegExp,
  list?: RegExp,
): { branches: Set<string>; listed: Set<string> | null } {
  const branches = new Set(
    source
      .split('\n')
      .filter((text) => line.test(text))
      .flatMap(quoted),
  );
  if (!list) return { branches, listed: null };
  const block = list.exec(source)?.[1];
  return { branches, listed: block === undefined ? new Set() : new Set(quoted(block)) };
}

export interface ExampleRule {
  file: string;
  /** Files of the same host read with it (a native host's capabilities live in a file of their own). */
  companions?: string[];
  /** What `handles` looks for, for the failure message. */
  what: string;
  /** The method names the example handles, per place that must name each one. */
  handles(source: string): Set<string>[];
  /** The events a native host sends itself (a JavaScript host's library sends them for it). */
  sends?(source: string): Set<string>;
}

/** A JavaScript object's own keys, quoted or not, between `start` and the first line that is only `};` or `  };`. */
function objectKeys(source: string, start: RegExp): Set<string> {
  const from = source.search(start);
  if (from < 0) return new Set();
  const rest = source.slice(from);
  // The object ends at a `};` of its own indentation, not at the closing brace of a handler inside it.
  const end = rest.search(/\n\s{0,2}\};\n/);
  const body = rest.slice(0, end < 0 ? undefined : end);
  return new Set(
    [...body.matchAll(/^\s*(?:'([^']+)'|([A-Za-z_$][\w$.]*))\s*:/gm)].map((m) => m[1] ?? m[2] ?? ''),
  );
}

export const EXAMPLES: ExampleRule[] = [
  {
    file: 'examples/ios/DastarkhanBridge.swift',
    companions: [
      'examples/ios/DastarkhanBridge+Capabilities.swift',
      'examples/ios/DastarkhanBridge+Controls.swift',
      'examples/ios/DastarkhanBridge+Params.swift',
    ],
    what: 'a `case "<method>"` branch in perform() and an entry of the welcome\'s methods',
    handles(source) {
      const { branches, listed } = literals(source, /^\s*case "/, /let methods = \[([\s\S]*?)\]/);
      const capabilities = literals(source, /^$/, /let capabilityMethods = \[([\s\S]*?)\]/).listed;
      const controls = literals(source, /^$/, /let controlMethods = \[([\s\S]*?)\]/).listed;
      return [branches, new Set([...(listed ?? []), ...(capabilities ?? []), ...(controls ?? [])])];
    },
    sends: (source) =>
      new Set([...source.matchAll(/"event": "([\w.]+)"/g)].map((match) => match[1] as string)),
  },
  {
    file: 'examples/android/DastarkhanBridge.kt',
    companions: [
      'examples/android/DastarkhanCapabilities.kt',
      'examples/android/DastarkhanControls.kt',
      'examples/android/DastarkhanParams.kt',
    ],
    what: 'a `"<method>" ->` branch in perform() and an entry of METHODS',
    handles(source) {
      const branches = literals(source, /^\s*"[\w.]+"(\s*,\s*"[\w.]+")*\s*->/).branches;
      const listed = [...source.matchAll(/val METHODS = listOf\(([\s\S]*?)\)/g)].flatMap((m) =>
        quoted(m[1] ?? ''),
      );
      return [branches, new Set(listed)];
    },
    sends: (source) =>
      new Set([...source.matchAll(/\.put\("event", "([\w.]+)"\)/g)].map((match) => match[1] as string)),
  },
  {
    file: 'examples/react-native/PartnerMiniAppScreen.tsx',
    what: 'a key of the handlers object in handlersFor() (a handler, or null)',
    handles: (source) => [objectKeys(source, /function handlersFor\(/)],
  },
  {
    file: 'examples/web-iframe/host.js',
    what: 'a key of `const handlers` (a handler, or null)',
    handles: (source) => [objectKeys(source, /const handlers = \{/)],
  },
  {
    file: 'examples/mini-app/mini-app.js',
    what: "a call of it among the reference mini-app's buttons",
    handles: (source) => [new Set(quoted(source))],
  },
];

const sourceOf = (root: string, rule: ExampleRule) =>
  [rule.file, ...(rule.companions ?? [])].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');

/** For each example, the methods it misses: empty when every example is in step. */
export function missingMethods(root: string, methods: readonly string[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const rule of EXAMPLES) {
    const source = sourceOf(root, rule);
    const places = rule.handles(source);
    const absent = methods.filter((method) => places.some((names) => !names.has(method)));
    if (absent.length > 0) missing[`${rule.file} (needs ${rule.what})`] = absent;
  }
  return missing;
}

/** For each native example, the events it never sends: empty when each sends every one. */
export function missingEvents(root: string, events: readonly string[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const rule of EXAMPLES) {
    if (!rule.sends) continue;
    const sent = rule.sends(sourceOf(root, rule));
    const absent = events.filter((event) => !sent.has(event));
    if (absent.length > 0) missing[rule.file] = absent;
  }
  return missing;
}

// ---- the native hosts' params tables ----
//
// The Swift and Kotlin hosts validate every request's params against a table of their own (paramRules,
// PARAM_RULES) before the method runs, with a small validator beside it. The test reads each table as text,
// gives its rules the meaning that validator gives them, and compares the verdicts with the runtime schemas
// the conformance kit derives its bad params from: a rule missing from a table fails the test, not a
// partner's kit run.

/** A rule of a native params table: what one field's value must be. */
export type ParamRule =
  | { kind: 'text'; min: number; max: number; plain: boolean }
  | { kind: 'matches'; pattern: string }
  | { kind: 'url' | 'webUrl' | 'bool' | 'numeric' | 'scalars' }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'listOf' | 'nullable'; rule: ParamRule }
  | { kind: 'objects'; min: number; max: number; unique: string; fields: ParamField[] };

export interface ParamField {
  name: string;
  rule: ParamRule;
  /** May be left out. */
  optional: boolean;
  /** Required only while this boolean field of the same params is true (the main button's text). */
  requiredWhen: string | null;
}

export type ParamTable = Record<string, ParamField[]>;

type Node = string | number | boolean | Node[] | { call: string; args: Node[]; named: Record<string, Node> };
type Entries = [string, Node][];

/** Swift's and Kotlin's literals of the table: strings, numbers, calls, `[...]`/`listOf(...)` and the map. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s+|\/\/[^\n]*|"(?:[^"\\]|\\.)*"|-?\d+|\.?[A-Za-z_]\w*|[()[\],:=]/gy;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const token = match[0];
    if (!/^\s|^\/\//.test(token)) tokens.push(token);
    if (pattern.lastIndex === text.length) return tokens;
  }
  throw new Error(
    `unexpected text in a params table: ${text.slice(pattern.lastIndex, pattern.lastIndex + 40)}`,
  );
}

/** The text from `from` to the bracket that closes the first one opened there, strings and comments skipped. */
function balanced(source: string, from: number): string {
  let depth = 0;
  const pattern = /"(?:[^"\\]|\\.)*"|\/\/[^\n]*|[([]|[)\]]|[^"/()[\]]+|\//gy;
  pattern.lastIndex = from;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0] === '(' || match[0] === '[') depth++;
    else if ((match[0] === ')' || match[0] === ']') && --depth === 0)
      return source.slice(from, pattern.lastIndex);
  }
  throw new Error('params table: its brackets do not close');
}

/** A string literal's value: Swift's and Kotlin's escapes of a regular expression (`\\`, `\"`, `\$`). */
const unquote = (token: string) => token.slice(1, -1).replace(/\\(.)/g, '$1');

function parse(tokens: string[]): Node | Entries {
  let at = 0;
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`params table: expected ${expected ?? 'more'} at token ${at}, found ${token}`);
    return token;
  };
  const list = (close: string): { items: Node[]; named: Record<string, Node>; entries: Entries } => {
    const items: Node[] = [];
    const named: Record<string, Node> = {};
    const entries: Entries = [];
    while (tokens[at] !== close) {
      if (/^\.?[A-Za-z_]/.test(tokens[at] ?? '') && (tokens[at + 1] === ':' || tokens[at + 1] === '=')) {
        const name = take();
        take();
        named[name] = value();
      } else {
        const item = value();
        // `"key": value` (Swift) and `"key" to value` (Kotlin) are the table's entries.
        if (tokens[at] === ':' || tokens[at] === 'to') {
          take();
          entries.push([item as string, value()]);
        } else items.push(item);
      }
      if (tokens[at] === ',') take();
    }
    take(close);
    return { items, named, entries };
  };
  const value = (): Node => {
    const token = take();
    if (token.startsWith('"')) return unquote(token);
    if (/^-?\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === '[') {
      const { items, entries } = list(']');
      return entries.length > 0 ? (entries as unknown as Node[]) : items;
    }
    const name = token.replace(/^\./, '');
    if (tokens[at] !== '(') return { call: name, args: [], named: {} };
    take('(');
    const { items, named, entries } = list(')');
    // Kotlin's list and map literals; Swift's rule `.listOf(...)` has its dot.
    if (token === 'listOf') return items;
    if (token === 'mapOf') return entries as unknown as Node[];
    return { call: name, args: items, named };
  };
  return value();
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function toRule(node: Node): ParamRule {
  if (typeof node !== 'object' || Array.isArray(node))
    throw new Error(`params table: ${JSON.stringify(node)} is no rule`);
  const kind = lowerFirst(node.call);
  const { args, named } = node;
  const num = (name: string, fallback: number) => (typeof named[name] === 'number' ? named[name] : fallback);
  switch (kind) {
    case 'text':
      return {
        kind,
        min: num('min', 0),
        max: num('max', Number.POSITIVE_INFINITY),
        plain: named.plain === true,
      };
    case 'matches':
      return { kind, pattern: args[0] as string };
    case 'url':
    case 'webUrl':
    case 'bool':
    case 'numeric':
    case 'scalars':
      return { kind };
    case 'oneOf':
      return { kind, values: args.flat() as string[] };
    case 'listOf':
    case 'nullable':
      return { kind, rule: toRule(args[0] as Node) };
    case 'objects':
      return {
        kind,
        min: num('min', 0),
        max: num('max', Number.POSITIVE_INFINITY),
        unique: named.unique as string,
        fields: (named.fields as Node[]).map(toField),
      };
    default:
      throw new Error(`params table: unknown rule ${node.call}`);
  }
}

function toField(node: Node): ParamField {
  if (typeof node !== 'object' || Array.isArray(node) || node.call !== 'Field')
    throw new Error(`params table: ${JSON.stringify(node)} is no Field(...)`);
  const [name, rule] = node.args;
  const requiredWhen = node.named.requiredWhen;
  return {
    name: name as string,
    rule: toRule(rule as Node),
    optional: node.named.optional === true,
    requiredWhen: typeof requiredWhen === 'string' ? requiredWhen : null,
  };
}

/**
 * The params table of a native host's source: Swift's `static let paramRules: [String: [Field]] = [...]` or
 * Kotlin's `val PARAM_RULES: Map<String, List<Field>> = mapOf(...)`.
 */
export function paramTable(source: string): ParamTable {
  const start =
    /(?:static let paramRules: \[String: \[Field\]\] = |val PARAM_RULES: Map<String, List<Field>> = )/.exec(
      source,
    );
  if (!start) throw new Error('no params table (paramRules / PARAM_RULES) found');
  const table = parse(tokenize(balanced(source, start.index + start[0].length))) as Entries;
  return Object.fromEntries(table.map(([method, fields]) => [method, (fields as Node[]).map(toField)]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about control characters.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const UNSAFE_SCHEMES = /^(?:javascript|data|vbscript|blob|file):/i;

/** What a native host's validator does with one value: the same steps as Rule.accepts in Swift and Kotlin. */
export function ruleAccepts(rule: ParamRule, value: unknown): boolean {
  switch (rule.kind) {
    case 'text': {
      if (typeof value !== 'string') return false;
      // Code points, as JSON Schema's minLength and maxLength count them (Swift unicodeScalars, Kotlin codePointCount).
      const length = [...value].length;
      return length >= rule.min && length <= rule.max && !(rule.plain && CONTROL.test(value));
    }
    case 'matches':
      // The whole string (NSRegularExpression's range, Kotlin's Regex.matches): `$` never stops before a newline.
      return typeof value === 'string' && new RegExp(`^(?:${rule.pattern})$`).test(value);
    case 'url':
      return (
        typeof value === 'string' &&
        /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) &&
        !UNSAFE_SCHEMES.test(value) &&
        URL.canParse(value)
      );
    case 'webUrl':
      return typeof value === 'string' && /^https?:/i.test(value) && URL.canParse(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'numeric':
      return Number.isFinite(value);
    case 'scalars':
      return (
        isRecord(value) &&
        Object.values(value).every(
          (item) => item === null || ['string', 'number', 'boolean'].includes(typeof item),
        )
      );
    case 'oneOf':
      return typeof value === 'string' && rule.values.includes(value);
    case 'listOf':
      return Array.isArray(value) && value.every((item) => ruleAccepts(rule.rule, item));
    case 'nullable':
      return value === null || ruleAccepts(rule.rule, value);
    case 'objects': {
      if (!Array.isArray(value) || value.length < rule.min || value.length > rule.max) return false;
      if (!value.every((item) => paramsAccepted(rule.fields, item))) return false;
      const keys = value.map((item) => (item as Record<string, unknown>)[rule.unique]);
      return new Set(keys).size === keys.length;
    }
  }
}

/** The verdict of a native host on a request's params: an object whose fields each pass their rule. */
export function paramsAccepted(fields: readonly ParamField[], params: unknown): boolean {
  if (!isRecord(params)) return false;
  return fields.every(({ name, rule, optional, requiredWhen }) => {
    if (!Object.hasOwn(params, name)) return requiredWhen === null ? optional : params[requiredWhen] !== true;
    return ruleAccepts(rule, params[name]);
  });
}

/** Values each field of a method is set to, whatever its rule: types, bounds, control characters, URLs. */
const PROBES: unknown[] = [
  null,
  true,
  false,
  0,
  2.5,
  '',
  'x',
  ...[63, 64, 65, 200, 201, 256, 257, 4096, 4097].map((length) => 'a'.repeat(length)),
  // 64 code points, 128 UTF-16 units: a limit counted in the wrong unit shows here.
  '😀'.repeat(64),
  'Pay\n1 290 ₸',
  'a\u0085b',
  'a\u007fb',
  'Pay 1 290 ₸',
  'abc\n',
  [],
  ['x'],
  {},
  { nested: { no: 1 } },
  { a: 'b', n: 1, t: true, z: null },
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,x',
  'https://dastarkhan.kz/',
  'http://psp.example/p/1',
  'ftp://files.example/x',
  'not a url',
  '/cart',
  '//evil.example',
  'dastarkhan.conformance',
  'bad key',
];

/** Values of one rule's own kind that the probes miss: its enum values, and arrays of its item objects. */
function probesOf(rule: ParamRule): unknown[] {
  switch (rule.kind) {
    case 'oneOf':
      return [...rule.values, rule.values.map((value) => value.toUpperCase())[0]];
    case 'listOf':
      return [...probesOf(rule.rule).map((item) => [item]), probesOf(rule.rule)];
    case 'nullable':
      return probesOf(rule.rule);
    case 'objects': {
      const item = (index: number) =>
        Object.fromEntries(rule.fields.map(({ name, rule: field }) => [name, sampleOf(field, index)]));
      const counts = [0, 1, rule.min, rule.max, rule.max + 1].filter(Number.isFinite);
      const arrays = counts.map((count) => Array.from({ length: count }, (_, index) => item(index)));
      const twins = [item(0), item(0)];
      const mutated = rule.fields.flatMap(({ name }) =>
        [...PROBES, undefined].map((probe) => {
          const { [name]: _, ...rest } = item(0);
          return [probe === undefined ? rest : { ...rest, [name]: probe }];
        }),
      );
      return [...arrays, twins, ...mutated];
    }
    default:
      return [];
  }
}

/** A value that passes `rule`, distinct per index (the unique ids of a popup's buttons). */
function sampleOf(rule: ParamRule, index: number): unknown {
  switch (rule.kind) {
    case 'text':
      return `b${index}`.padEnd(Math.max(rule.min, 2), 'x');
    case 'oneOf':
      return rule.values[0];
    case 'bool':
      return true;
    case 'numeric':
      return index;
    case 'matches':
      // A few shapes that the tables' patterns take: an id or key, and an app path.
      return [`b${index}`, `/b${index}`].find((text) => ruleAccepts(rule, text)) ?? null;
    default:
      return null;
  }
}

/**
 * Params to compare a table with the kit on, for one method: the kit's own (its valid params and every
 * invalid one it sends) and each field of them, or of the table, left out or set to every probe.
 */
export function paramSamples(kitSamples: readonly unknown[], fields: readonly ParamField[]): unknown[] {
  const bases = kitSamples.filter(isRecord);
  const names = new Set([
    ...bases.flatMap((base) => Object.keys(base)),
    ...fields.map((field) => field.name),
  ]);
  const own = fields.flatMap((field) => probesOf(field.rule));
  const samples: unknown[] = [...kitSamples, {}];
  for (const base of bases.slice(0, 1)) {
    for (const name of names) {
      const { [name]: _, ...rest } = base;
      samples.push(rest);
      for (const probe of [...PROBES, ...own]) samples.push({ ...rest, [name]: probe });
    }
  }
  return samples;
}

export interface ParamMismatch {
  method: string;
  params: unknown;
  kit: 'accepts' | 'refuses';
}

/**
 * Where a table disagrees with the kit's schemas: per method of `schemas`, the params one side accepts and
 * the other refuses. A method the table lacks is one mismatch; methods only the table has are allowed
 * (a host may offer more than this branch's protocol).
 */
export function paramMismatches(
  table: ParamTable,
  schemas: Record<string, (value: unknown) => boolean>,
  kitSamples: (method: string) => unknown[],
): ParamMismatch[] {
  const mismatches: ParamMismatch[] = [];
  for (const [method, schema] of Object.entries(schemas)) {
    const fields = table[method];
    if (!fields) {
      mismatches.push({ method, params: 'no entry in the table', kit: 'accepts' });
      continue;
    }
    for (const params of paramSamples(kitSamples(method), fields)) {
      const kit = schema(params);
      if (kit !== paramsAccepted(fields, params))
        mismatches.push({ method, params, kit: kit ? 'accepts' : 'refuses' });
    }
  }
  return mismatches;
}
