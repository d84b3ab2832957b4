/**
 * A few guard combinators, small enough for the 4 KB bridge, in which the protocol is declared once (ADR
 * 0209): each method's and event's guard is what the app and hosts run, what protocol.ts infers its types
 * from, and what protocol-json-schema.ts reads (the `declared` each combinator leaves on its guard) to write
 * the JSON Schema. Fields are read only when they are the object's own properties, so that `__proto__`,
 * `constructor` and friends on the wire never reach a prototype, and unknown fields are ignored (a newer host
 * may send more).
 */

/** What a combinator's guard checks, as protocol-json-schema.ts reads it. */
export type Declaration =
  | readonly [kind: 'oneOf', values: readonly unknown[]]
  | readonly [kind: 'array', item: Guard<unknown>, rules?: ListRules]
  | readonly [kind: 'record', item: Guard<unknown>, names?: readonly string[] | undefined]
  | readonly [kind: 'object', required: Shape, optional: Shape]
  | readonly [kind: 'union', guards: readonly Guard<unknown>[]]
  | readonly [kind: 'text', rules: TextRules];

export type Guard<T> = ((value: unknown) => value is T) & { declared?: Declaration };
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** Limits of a string; lengths count characters (code points), as JSON Schema does. */
export interface TextRules {
  min?: number;
  max?: number;
  /** Without flags or lookahead, so that the JSON Schema carries it to any language. */
  pattern?: RegExp;
  /** A pattern the string must not match (checked by the guard that declares it). */
  not?: RegExp;
  /** An absolute URL, `URL.canParse` (checked by the guard that declares it). */
  url?: boolean;
}
/** Limits of an array; `distinct` names a field that no two items may share (JSON Schema cannot say it). */
export interface ListRules {
  min?: number;
  max?: number;
  distinct?: string;
}

type Shape = Record<string, Guard<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<R extends Shape, O extends Shape> = Simplify<
  { [K in keyof R]: Guarded<R[K]> } & { [K in keyof O]?: Guarded<O[K]> }
>;

const hasOwn = Object.hasOwn;

/** Leaves the declaration on a guard; for combinators of a host's own (host/request-schemas.ts). */
export const declare = <G extends Guard<unknown>>(guard: G, ...declared: Declaration): G =>
  Object.assign(guard, { declared });

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => Number.isFinite(value);
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const oneOf = <const T extends readonly (string | number | boolean | null)[]>(
  values: T,
): Guard<T[number]> =>
  declare((value): value is T[number] => values.includes(value as T[number]), 'oneOf', values);

/** A string within `rules`' lengths and pattern (a host's URLs add `not` and `url`: host/request-schemas.ts). */
export const text = (rules: TextRules): Guard<string> =>
  declare(
    (value): value is string => {
      if (!isString(value)) return false;
      const length = [...value].length;
      const { min = 0, max = length, pattern } = rules;
      return length >= min && length <= max && (!pattern || pattern.test(value));
    },
    'text',
    rules,
  );

export const arrayOf = <T>(item: Guard<T>): Guard<T[]> =>
  declare((value): value is T[] => Array.isArray(value) && value.every(item), 'array', item);

/** An object whose every entry passes `item`; `names`, the entries it is known to have, only type it. */
export const recordOf = <T, const N extends string = string>(
  item: Guard<T>,
  names?: readonly N[],
): Guard<string extends N ? Record<string, T> : { [K in N]?: T }> =>
  declare(
    (value): value is string extends N ? Record<string, T> : { [K in N]?: T } =>
      isRecord(value) && Object.values(value).every(item),
    'record',
    item,
    names,
  );

/** An object with `required` fields and, when present, `optional` ones. */
export const object = <R extends Shape, O extends Shape = Record<never, never>>(
  required: R,
  optional = {} as O,
): Guard<ObjectOf<NoInfer<R>, NoInfer<O>>> => {
  // Listed once here, not on every message: validation sits on the path of every call.
  const must = Object.entries(required);
  const may = Object.entries(optional);
  return declare(
    (value): value is ObjectOf<NoInfer<R>, NoInfer<O>> =>
      isRecord(value) &&
      must.every(([key, guard]) => hasOwn(value, key) && guard(value[key])) &&
      may.every(([key, guard]) => !hasOwn(value, key) || guard(value[key])),
    'object',
    required,
    optional,
  );
};

export const union = <G extends Guard<unknown>[]>(...guards: G): Guard<Guarded<G[number]>> =>
  declare((value): value is Guarded<G[number]> => guards.some((guard) => guard(value)), 'union', guards);

/** `{status: <tag>, ...fields}`: the shape of every result that reports what the user chose. */
export const status = <const S extends string, R extends Shape = Record<never, never>>(tag: S, fields?: R) =>
  object({ status: oneOf([tag]), ...(fields as R) } as { status: Guard<S> } & R);
