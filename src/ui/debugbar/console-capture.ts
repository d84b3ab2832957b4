type ConsoleLevel = 'log' | 'warn' | 'error';
export interface ConsoleLine {
  level: ConsoleLevel;
  /** Epoch milliseconds. */
  at: number;
  text: string;
}

type Listener = (line: ConsoleLine) => void;
interface Patch {
  listeners: Set<Listener>;
  originals: Record<ConsoleLevel, (...args: unknown[]) => void>;
}

const LEVELS: ConsoleLevel[] = ['log', 'warn', 'error'];
// Kept on the console object itself, not in this module: two bundles of ours on one page (or two mounts)
// must share one patch, or unpatching in the wrong order would drop the other's wrapper.
const PATCH = Symbol.for('dastarkhan.console-capture');

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Copies console.log/warn/error lines to `listener` (the Debugbar's Console tab) while still printing
 * them. Returns the function that stops it; the console is restored when the last listener leaves.
 */
export function captureConsole(
  target: Console,
  listener: Listener,
  now: () => number = Date.now,
): () => void {
  const holder = target as Console & { [PATCH]?: Patch };
  let patch = holder[PATCH];
  if (!patch) {
    const created: Patch = {
      listeners: new Set(),
      originals: {
        log: target.log,
        warn: target.warn,
        error: target.error,
      },
    };
    for (const level of LEVELS) {
      target[level] = (...args: unknown[]) => {
        created.originals[level].apply(target, args);
        const line = { level, at: now(), text: args.map(stringify).join(' ') };
        for (const each of created.listeners) each(line);
      };
    }
    holder[PATCH] = created;
    patch = created;
  }
  const active = patch;
  active.listeners.add(listener);
  return () => {
    active.listeners.delete(listener);
    if (active.listeners.size === 0 && holder[PATCH] === active) {
      for (const level of LEVELS) target[level] = active.originals[level];
      delete holder[PATCH];
    }
  };
}
