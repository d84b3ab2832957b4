import { badRequest } from './api-error.ts';

type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Parses a bracket-style query (docs/contract/calls.md#query-and-body): filter[service]=8, terminal_ids[]=1&terminal_ids[]=2,
 * products[0]=5. Repeated plain keys become lists. Objects have no prototype, and prototype keys are
 * dropped, so a crafted query cannot reach Object.prototype.
 */
export function parseQuery(params: URLSearchParams): QueryObject {
  const root: QueryObject = Object.create(null);
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match
      ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)]
      : [rawKey];
    if (path.some((part) => FORBIDDEN.has(part))) continue;
    // key[] at the end appends to a list; any other bracket opens (or reuses) a nested object.
    const appends = path.length > 1 && path[path.length - 1] === '';
    const keys = appends ? path.slice(0, -1) : path;
    let node = root;
    for (const part of keys.slice(0, -1)) {
      const child = node[part];
      if (child && typeof child === 'object' && !Array.isArray(child)) node = child;
      else {
        const created: QueryObject = Object.create(null);
        node[part] = created;
        node = created;
      }
    }
    const leaf = keys[keys.length - 1] as string;
    const existing = node[leaf];
    if (existing === undefined) node[leaf] = appends ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') node[leaf] = [existing, value];
    else node[leaf] = value;
  }
  return root;
}

/** The first string at a key (a list gives its first element); undefined when absent. */
export function queryString(query: QueryObject, key: string): string | undefined {
  const value = query[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

export function queryObject(query: QueryObject, key: string): QueryObject {
  const value = query[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : Object.create(null);
}

/** A whole number, or the fallback when absent; a malformed value is a 400 naming the parameter. */
export function queryInt(query: QueryObject, key: string, fallback: number, label = key): number {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw badRequest('invalid_parameter', `${label} must be a whole number`, label);
  return n;
}

export function queryRequiredInt(query: QueryObject, key: string, label = key): number {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') throw badRequest('missing_parameter', `${label} is required`, label);
  return queryInt(query, key, 0, label);
}

export function queryNumber(query: QueryObject, key: string): number | null {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw badRequest('invalid_parameter', `${key} must be a number`, key);
  return n;
}

/** A list from products[]=1&products[]=2, products=1,2 or products[0]=1. */
export function queryList(query: QueryObject, key: string): string[] {
  const value = query[key];
  if (value === undefined) return [];
  const flat = (v: QueryValue): string[] =>
    typeof v === 'string'
      ? v.split(',')
      : Array.isArray(v)
        ? v.flatMap(flat)
        : Object.values(v).flatMap(flat);
  return flat(value)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function queryIntList(query: QueryObject, key: string): number[] {
  return queryList(query, key).map((s) => {
    const n = Number(s);
    if (!Number.isInteger(n)) throw badRequest('invalid_parameter', `${key} must list whole numbers`, key);
    return n;
  });
}

export function queryBool(query: QueryObject, key: string): boolean | null {
  const raw = queryString(query, key);
  if (raw === undefined || raw === '') return null;
  return raw === 'true' || raw === '1';
}
