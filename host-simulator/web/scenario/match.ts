import type { TimelineEntry } from '../host-panel/host-session.ts';
import type { Pattern } from './scenario-format.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `actual` has what `pattern` asks for: listed object keys only (ids, timestamps and anything not
 * named are ignored), arrays element by element with the same length, `{"$regex": "..."}` against a string,
 * and equality for the rest.
 */
export function matches(actual: unknown, pattern: Pattern): boolean {
  if (isObject(pattern)) {
    if (typeof pattern.$regex === 'string' && Object.keys(pattern).length === 1)
      return typeof actual === 'string' && new RegExp(pattern.$regex).test(actual);
    return (
      isObject(actual) &&
      Object.entries(pattern).every(
        ([key, wanted]) => Object.hasOwn(actual, key) && matches(actual[key], wanted),
      )
    );
  }
  if (Array.isArray(pattern))
    return (
      Array.isArray(actual) &&
      actual.length === pattern.length &&
      pattern.every((wanted, index) => matches(actual[index], wanted))
    );
  return Object.is(actual, pattern);
}

/** Timeline entries that are wire messages (not the panel's notes) matching a direction and a pattern. */
export function matchingEntries(
  entries: readonly TimelineEntry[],
  pattern: Pattern,
  direction?: TimelineEntry['direction'],
): TimelineEntry[] {
  return entries.filter(
    (entry) =>
      entry.direction !== 'note' &&
      (direction === undefined || entry.direction === direction) &&
      matches(entry.message, pattern),
  );
}

/** A route glob: `*` stands for any run of characters, the rest is literal; the whole path must match. */
export function routeMatches(path: string, glob: string): boolean {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}
