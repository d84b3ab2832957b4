/**
 * The protocol as a JSON Schema (draft 2020-12), for hosts in any language: every message, each method's
 * params and result, each event's data, required and optional fields, and the size limits. Nothing here is
 * declared a second time (ADR 0209): the schema is read off the guards of protocol-schemas.ts and
 * host/request-schemas.ts, each of which keeps what it checks (schema.ts's `declared`). `npm run
 * protocol-schema` commits it as docs/protocol.schema.json, the build writes it to dist/protocol.schema.json,
 * and the simulator serves it at /dist/protocol.schema.json; protocol-json-schema.test.ts checks that the
 * committed file is current and that the schema accepts and refuses exactly what the guards do.
 */
import {
  EVENT_REPLIES,
  isHello,
  OPENABLE_URL,
  PARAM_SCHEMAS,
  PLAIN_TEXT,
  SHARE_URL,
} from './host/request-schemas.ts';
import type { MethodName } from './protocol.ts';
import {
  APP_PATH,
  DEFAULT_TIMEOUTS,
  EVENT_SCHEMAS,
  isHostConfig,
  isLaunch,
  isTheme,
  isViewport,
  isWelcome,
  isWireError,
  PROTOCOL,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  resultSchema,
} from './protocol-schemas.ts';
import { type Guard, isBoolean, isInteger, isNumber, isRecord, isString } from './schema.ts';

export type JsonSchema = { [keyword: string]: unknown };

/** The guards that are plain predicates, not combinators. */
const LEAVES = new Map<Guard<unknown>, JsonSchema>([
  [isString, { type: 'string' }],
  [isNumber, { type: 'number' }],
  [isBoolean, { type: 'boolean' }],
  [isRecord, { type: 'object' }],
  [isInteger, { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }],
]);
/** Shapes used in several places, written once under $defs. */
const DEFS = new Map<Guard<unknown>, string>([
  [isHostConfig, 'hostConfig'],
  [isTheme, 'theme'],
  [isViewport, 'viewport'],
  [isLaunch, 'launch'],
  [isWireError, 'wireError'],
]);

/**
 * What a pattern means, for the schema's readers. Kept here, not in the declarations, because the app's
 * declarations are in the 4 KB bridge and these words are not needed to check anything.
 */
const NOTES = new Map<RegExp, string>([
  [APP_PATH, "A path on the app's origin: one leading '/', no control characters, spaces or backslashes."],
  [OPENABLE_URL, 'An absolute URL; javascript:, data:, vbscript:, blob: and file: are refused.'],
  [SHARE_URL, 'An absolute http: or https: URL.'],
  [PLAIN_TEXT, 'No control characters (U+0000-U+001F, U+007F-U+009F).'],
]);

const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });
const enumOf = (values: readonly unknown[]): JsonSchema =>
  values.length === 1 ? { const: values[0] } : { enum: [...values] };

/** Unknown fields are allowed everywhere: a newer peer may send more (docs/protocol.md, versioning). */
function object(required: Record<string, JsonSchema>, optional: Record<string, JsonSchema> = {}): JsonSchema {
  const names = Object.keys(required);
  return {
    type: 'object',
    properties: { ...required, ...optional },
    ...(names.length > 0 ? { required: names } : {}),
  };
}
const schemasOf = (shape: Record<string, Guard<unknown>>) =>
  Object.fromEntries(Object.entries(shape).map(([key, guard]) => [key, toJsonSchema(guard)]));

/** `{type: X}` alone, which a union may merge into one `type` list. */
const typeOnly = (schema: JsonSchema) =>
  Object.keys(schema).length === 1 && typeof schema.type === 'string' ? schema.type : undefined;

/** What `guard` checks, as JSON Schema; `inline` writes a shape of DEFS out instead of referring to it. */
function toJsonSchema(guard: Guard<unknown>, inline = false): JsonSchema {
  const name = inline ? undefined : DEFS.get(guard);
  if (name) return ref(name);
  const leaf = LEAVES.get(guard);
  if (leaf) return leaf;
  const declared = guard.declared;
  if (!declared) throw new Error(`a guard without a declaration (schema.ts): ${guard.toString()}`);
  switch (declared[0]) {
    case 'oneOf':
      return enumOf(declared[1]);
    case 'text': {
      const { min, max, pattern, not, url } = declared[1];
      const note = pattern && NOTES.get(pattern);
      return {
        type: 'string',
        ...(min ? { minLength: min } : {}),
        ...(max === undefined ? {} : { maxLength: max }),
        ...(url ? { format: 'uri' } : {}),
        ...(pattern ? { pattern: pattern.source } : {}),
        ...(not ? { not: { pattern: not.source } } : {}),
        ...(note ? { description: note } : {}),
      };
    }
    case 'array': {
      const { min, max, distinct } = declared[2] ?? {};
      return {
        type: 'array',
        items: toJsonSchema(declared[1]),
        ...(min ? { minItems: min } : {}),
        ...(max === undefined ? {} : { maxItems: max }),
        ...(distinct
          ? {
              description: `The ${distinct}s must differ from each other (checked at run time: JSON Schema cannot say it).`,
            }
          : {}),
      };
    }
    case 'record': {
      const item = toJsonSchema(declared[1]);
      const names = declared[2] ?? [];
      return {
        ...(names.length > 0
          ? object({}, Object.fromEntries(names.map((key) => [key, item])))
          : { type: 'object' }),
        additionalProperties: item,
        ...(names.length > 0 ? { description: 'Every entry, named here or not, has this schema.' } : {}),
      };
    }
    case 'object':
      return object(schemasOf(declared[1]), schemasOf(declared[2]));
    case 'union': {
      const branches = declared[1].map((branch) => toJsonSchema(branch));
      const types = branches.map(
        (branch) => typeOnly(branch) ?? (branch.const === null ? 'null' : undefined),
      );
      return types.every(Boolean) ? { type: types } : { anyOf: branches };
    }
  }
}

/** A message: the envelope's fields, then the ones `guard` declares (or `fields`). */
function message(
  kind: string,
  fields: Guard<unknown> | Record<string, JsonSchema>,
  optional = {},
): JsonSchema {
  const body = typeof fields === 'function' ? toJsonSchema(fields) : object(fields, optional);
  return {
    type: 'object',
    properties: {
      protocol: { const: PROTOCOL },
      version: { enum: [...PROTOCOL_VERSIONS] },
      kind: { const: kind },
      ...(body.properties as object),
    },
    required: ['protocol', 'version', 'kind', ...((body.required as string[] | undefined) ?? [])],
  };
}

const ACKNOWLEDGEMENT: JsonSchema = {
  description: 'Only acknowledges: answer null; any result is accepted and the app sees null.',
};

export function protocolJsonSchema(): JsonSchema {
  const methods = Object.keys(PARAM_SCHEMAS) as MethodName[];
  const events = Object.keys(EVENT_SCHEMAS) as (keyof typeof EVENT_SCHEMAS)[];
  const defs: Record<string, JsonSchema> = {
    ...Object.fromEntries([...DEFS].map(([guard, name]) => [name, toJsonSchema(guard, true)])),
    hello: message('hello', isHello),
    welcome: message('welcome', isWelcome),
    cancel: message('cancel', { id: { type: 'string' } }),
    response: {
      anyOf: [
        message('response', { id: { type: 'string' }, result: {} }),
        message('response', { id: { type: 'string' }, error: ref('wireError') }),
      ],
    },
    request: {
      anyOf: methods.map((method) =>
        message('request', {
          id: { type: 'string' },
          method: { const: method },
          params: ref(`${method}.params`),
        }),
      ),
    },
    event: {
      anyOf: events.map((name) =>
        message('event', { event: { const: name }, data: ref(`${name}.data`) }, { id: { type: 'string' } }),
      ),
    },
  };
  for (const method of methods) {
    const result = resultSchema(method);
    defs[`${method}.params`] = toJsonSchema(PARAM_SCHEMAS[method]);
    defs[`${method}.result`] = {
      ...(result ? toJsonSchema(result) : ACKNOWLEDGEMENT),
      'x-timeout-ms': DEFAULT_TIMEOUTS[method],
    };
  }
  for (const name of events) {
    defs[`${name}.data`] = toJsonSchema(EVENT_SCHEMAS[name]);
    if (Object.hasOwn(EVENT_REPLIES, name))
      defs[`${name}.reply`] = toJsonSchema(EVENT_REPLIES[name as keyof typeof EVENT_REPLIES]);
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://dastarkhan.kz/protocol.schema.json',
    title: `Dastarkhan bridge protocol, version ${PROTOCOL_VERSION}`,
    description:
      'Every message of docs/protocol.md. Unknown fields are allowed (a newer peer may send more). A method ' +
      "'M' has its params in $defs['M.params'] and its result in $defs['M.result'] (with the app's time-out " +
      "in x-timeout-ms); an event 'E' has its data in $defs['E.data'] and, where the app answers, its reply " +
      "in $defs['E.reply'].",
    'x-methods': methods,
    'x-events': events,
    anyOf: ['hello', 'welcome', 'request', 'response', 'cancel', 'event'].map(ref),
    $defs: defs,
  };
}

/** Where the schema is committed, from the repository's root (`npm run protocol-schema` writes it). */
export const PROTOCOL_SCHEMA_FILE = 'docs/protocol.schema.json';
/** The schema as the committed file holds it. */
export const protocolJsonSchemaText = (): string => `${JSON.stringify(protocolJsonSchema(), null, 2)}\n`;
