/** A JSON:API resource flattened into a plain object: id, type, attributes, resolved relationships. */
export interface Resource {
  id: string;
  type: string;
  [field: string]: unknown;
}

/** docs/contract/entities.md#paged-list "Paged list". */
export interface Page<T> {
  page: number;
  lastPage: number;
  total: number;
  results: T[];
}

type Json = Record<string, unknown>;
type Identified = Json & { type: string; id: string | number };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIdentifier = (value: unknown): value is Identified =>
  isRecord(value) &&
  typeof value.type === 'string' &&
  (typeof value.id === 'string' || typeof value.id === 'number');

const keyOf = (value: Identified): string => `${value.type}:${String(value.id)}`;

// Field names that would let a server-sent attribute reach an object's prototype.
const UNSAFE_FIELDS = new Set(['__proto__', 'constructor', 'prototype']);

function assignFields(target: Json, source: unknown): void {
  if (!isRecord(source)) return;
  // for-in, not Object.entries: no pair array per field. A JSON.parse object has no inherited enumerable
  // field; an own one is checked all the same, since a large menu runs this ~20,000 times.
  for (const name in source) {
    if (Object.hasOwn(source, name) && !UNSAFE_FIELDS.has(name)) target[name] = source[name];
  }
}

/**
 * Builds plain objects from the primary data and `included`. Each resource is built once and shared, so a
 * product that two categories point to is one object. A relationship back to a resource still being built
 * (a cycle) gets a `{ id, type }` stub instead, so the result is a tree that JSON.stringify and valtio accept.
 */
function createResolver(document: Json) {
  const raw = new Map<string, Identified>();
  const register = (entry: unknown) => {
    if (isIdentifier(entry)) raw.set(keyOf(entry), entry);
  };
  if (Array.isArray(document.included)) document.included.forEach(register);
  if (Array.isArray(document.data)) document.data.forEach(register);
  else register(document.data);

  const built = new Map<string, Resource>();
  const building = new Set<string>();

  function linkage(identifier: unknown): Resource | null {
    if (!isIdentifier(identifier)) return null;
    const key = keyOf(identifier);
    const source = raw.get(key);
    let target: Resource;
    if (source && !building.has(key)) target = build(source);
    else target = { id: String(identifier.id), type: identifier.type };
    // Some endpoints put per-link fields (an additive's min/max inside one group) on the linkage itself;
    // they belong to this link only, so they go on a copy.
    if (isRecord(identifier.attributes) || isRecord(identifier.meta)) {
      const copy: Resource = { ...target };
      assignFields(copy, identifier.attributes);
      if (isRecord(identifier.meta)) copy.meta = identifier.meta;
      return copy;
    }
    return target;
  }

  function build(source: Identified): Resource {
    const key = keyOf(source);
    const done = built.get(key);
    if (done) return done;
    building.add(key);
    const resource: Resource = { id: String(source.id), type: source.type };
    assignFields(resource, source.attributes);
    if (isRecord(source.relationships)) {
      for (const [name, relationship] of Object.entries(source.relationships)) {
        if (UNSAFE_FIELDS.has(name) || !isRecord(relationship) || !('data' in relationship)) continue;
        const data = relationship.data;
        resource[name] = Array.isArray(data)
          ? data.map(linkage).filter((item): item is Resource => item !== null)
          : linkage(data);
      }
    }
    if (isRecord(source.meta)) resource.meta = source.meta;
    building.delete(key);
    built.set(key, resource);
    return resource;
  }

  return (entry: unknown): Resource | null => (isIdentifier(entry) ? build(entry) : null);
}

/** True when a body looks like a JSON:API document (has `data`). */
function isDocument(body: unknown): body is Json & { data: unknown } {
  return isRecord(body) && 'data' in body;
}

/** The primary data of a single-resource document as a plain object; null when data is null or absent. */
export function normalizeOne(body: unknown): Resource | null {
  if (!isDocument(body) || Array.isArray(body.data)) return null;
  return createResolver(body)(body.data);
}

/** The primary data of a collection document as plain objects; a single resource gives a list of one. */
export function normalizeMany(body: unknown): Resource[] {
  if (!isDocument(body)) return [];
  const resolve = createResolver(body);
  const data = Array.isArray(body.data) ? body.data : [body.data];
  return data.map(resolve).filter((item): item is Resource => item !== null);
}

const positiveInt = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : fallback;
};

/**
 * A paged list from `data` + `meta { current_page, last_page, total }`; missing meta gives page 1 of 1 with
 * total 0 (docs/contract/entities.md#paged-list). `map` turns each normalised resource into the caller's type.
 */
export function toPage(body: unknown): Page<Resource>;
export function toPage<T>(body: unknown, map: (resource: Resource) => T): Page<T>;
export function toPage<T>(body: unknown, map?: (resource: Resource) => T): Page<T | Resource> {
  const resources = normalizeMany(body);
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  return {
    page: Math.max(1, positiveInt(meta.current_page, 1)),
    lastPage: Math.max(1, positiveInt(meta.last_page, 1)),
    total: positiveInt(meta.total, 0),
    results: map ? resources.map(map) : resources,
  };
}
