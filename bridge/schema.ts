/**
 * A few guard combinators, small enough for the 4 KB bridge. Fields are read only when they are the object's
 * own properties, so that `__proto__`, `constructor` and friends on the wire never reach a prototype, and
 * unknown fields are ignored (a newer host may send more).
 */

export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

type Shape = Record<string, Guard<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<R extends Shape, O extends Shape> = Simplify<
  { [K in keyof R]: Guarded<R[K]> } & { [K in keyof O]?: Guarded<O[K]> }
>;

const hasOwn = Object.hasOwn;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const oneOf =
  <const T extends readonly (string | number | boolean | null)[]>(values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    values.includes(value as T[number]);

export const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

export const recordOf =
  <T>(item: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(item);

/** An object with `required` fields and, when present, `optional` ones. */
export const object = <R extends Shape, O extends Shape = Record<never, never>>(
  required: R,
  optional?: O,
): Guard<ObjectOf<NoInfer<R>, NoInfer<O>>> => {
  // Listed once here, not on every message: validation sits on the path of every call.
  const must = Object.entries(required);
  const may = Object.entries(optional ?? {});
  return (value): value is ObjectOf<NoInfer<R>, NoInfer<O>> =>
    isRecord(value) &&
    must.every(([key, guard]) => hasOwn(value, key) && guard(value[key])) &&
    may.every(([key, guard]) => !hasOwn(value, key) || guard(value[key]));
};

export const union =
  <G extends Guard<unknown>[]>(...guards: G): Guard<Guarded<G[number]>> =>
  (value): value is Guarded<G[number]> =>
    guards.some((guard) => guard(value));

/** `{status: <tag>, ...fields}`: the shape of every result that reports what the user chose. */
export const status = <const S extends string, R extends Shape = Record<never, never>>(tag: S, fields?: R) =>
  object({ status: oneOf([tag]), ...(fields as R) } as { status: Guard<S> } & R);
