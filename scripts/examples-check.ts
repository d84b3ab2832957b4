// Keeps the host examples in step with the protocol: every method of the method map in bridge/protocol.ts
// must be handled by the Swift and Kotlin hosts (a branch of their dispatch and an entry of their welcome's
// methods), declared by the JavaScript hosts (a handler, or null for "not offered"), and called by the
// reference mini-app. Read as text: the examples are not built here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The method names of `interface BridgeMethods` in protocol.ts's text. */
export function protocolMethods(protocolSource: string): string[] {
  const body = /export interface BridgeMethods \{([\s\S]*?)\n\}/.exec(protocolSource)?.[1];
  if (!body) throw new Error('bridge/protocol.ts: interface BridgeMethods not found');
  return [...body.matchAll(/^\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))\s*:\s*\{/gm)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

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
  /** What `handles` looks for, for the failure message. */
  what: string;
  /** The method names the example handles, per place that must name each one. */
  handles(source: string): Set<string>[];
}

/** A JavaScript object's own keys, quoted or not, between `start` and the first line that is only `};` or `  };`. */
function objectKeys(source: string, start: RegExp): Set<string> {
  const from = source.search(start);
  if (from < 0) return new Set();
  const rest = source.slice(from);
  const end = rest.search(/\n\s{0,4}\};?\n/);
  const body = rest.slice(0, end < 0 ? undefined : end);
  return new Set(
    [...body.matchAll(/^\s*(?:'([^']+)'|([A-Za-z_$][\w$.]*))\s*:/gm)].map((m) => m[1] ?? m[2] ?? ''),
  );
}

export const EXAMPLES: ExampleRule[] = [
  {
    file: 'examples/ios/DastarkhanBridge.swift',
    what: 'a `case "<method>"` branch in perform() and an entry of the welcome\'s methods',
    handles(source) {
      const { branches, listed } = literals(source, /^\s*case "/, /let methods = \[([\s\S]*?)\]/);
      return [branches, listed as Set<string>];
    },
  },
  {
    file: 'examples/android/DastarkhanBridge.kt',
    what: 'a `"<method>" ->` branch in perform() and an entry of METHODS',
    handles(source) {
      const { branches, listed } = literals(
        source,
        /^\s*"[\w.]+"(\s*,\s*"[\w.]+")*\s*->/,
        /val METHODS = listOf\(([\s\S]*?)\)/,
      );
      return [branches, listed as Set<string>];
    },
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

/** For each example, the methods it misses: empty when every example is in step. */
export function missingMethods(root: string, methods: readonly string[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const rule of EXAMPLES) {
    const places = rule.handles(readFileSync(join(root, rule.file), 'utf8'));
    const absent = methods.filter((method) => places.some((names) => !names.has(method)));
    if (absent.length > 0) missing[`${rule.file} (needs ${rule.what})`] = absent;
  }
  return missing;
}
