import { type DependencyList, useRef } from 'react';

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Equal as data: the same primitive or object, or arrays and plain objects with equal items. Anything else
 * (a client, a signal, a function, a Map) is equal only to itself.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/**
 * A number that changes only when `deps` change as data: a request keyed on it is asked again when what it
 * asks for changes, not when a render rebuilt an equal query object. Keyed on identity, a new but equal
 * payload on every render restarts the request, and an answer that causes such a render restarts it forever
 * (issue 10: Home asked for its lists ~100 times a second).
 */
export function useValueDeps(deps: DependencyList): number {
  const last = useRef<{ deps: DependencyList; version: number } | null>(null);
  if (last.current === null) last.current = { deps, version: 0 };
  else if (!sameValue(last.current.deps, deps)) {
    last.current = { deps, version: last.current.version + 1 };
  }
  return last.current.version;
}
