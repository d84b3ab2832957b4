import type { JsonSchema } from '../protocol-json-schema.ts';

/**
 * A validator for the JSON Schema keywords protocol-json-schema.ts uses, and only those: enough to check the
 * published schema against the runtime schemas without a dependency. An unknown keyword throws, so that
 * the schema cannot grow a keyword this check silently skips.
 */
const ANNOTATIONS = new Set([
  'description',
  'format',
  'x-timeout-ms',
  '$schema',
  '$id',
  'title',
  'x-methods',
  'x-events',
  '$defs',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new Error(`unknown type ${type}`);
  }
}

export function jsonSchemaCheck(root: JsonSchema, value: unknown, schema: JsonSchema = root): boolean {
  const check = (inner: unknown, sub: JsonSchema) => jsonSchemaCheck(root, inner, sub);
  for (const [keyword, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const ok = (() => {
      switch (keyword) {
        case '$ref': {
          const name = (rule as string).replace('#/$defs/', '');
          const target = (root.$defs as Record<string, JsonSchema>)[name];
          if (!target) throw new Error(`unresolved ${rule as string}`);
          return check(value, target);
        }
        case 'type':
          return (Array.isArray(rule) ? rule : [rule]).some((type: string) => hasType(value, type));
        case 'enum':
          return (rule as unknown[]).includes(value);
        case 'const':
          return value === rule;
        case 'properties':
          return (
            !isObject(value) ||
            Object.entries(rule as Record<string, JsonSchema>).every(
              ([key, sub]) => !Object.hasOwn(value, key) || check(value[key], sub),
            )
          );
        case 'required':
          return !isObject(value) || (rule as string[]).every((key) => Object.hasOwn(value, key));
        case 'additionalProperties': {
          if (!isObject(value)) return true;
          const known = Object.keys((schema.properties as object | undefined) ?? {});
          return Object.entries(value).every(
            ([key, inner]) => known.includes(key) || check(inner, rule as JsonSchema),
          );
        }
        case 'items':
          return !Array.isArray(value) || value.every((item) => check(item, rule as JsonSchema));
        case 'pattern':
          return typeof value !== 'string' || new RegExp(rule as string, 'u').test(value);
        case 'minLength':
          return typeof value !== 'string' || [...value].length >= (rule as number);
        case 'maxLength':
          return typeof value !== 'string' || [...value].length <= (rule as number);
        case 'minItems':
          return !Array.isArray(value) || value.length >= (rule as number);
        case 'maxItems':
          return !Array.isArray(value) || value.length <= (rule as number);
        case 'minimum':
          return typeof value !== 'number' || value >= (rule as number);
        case 'maximum':
          return typeof value !== 'number' || value <= (rule as number);
        case 'anyOf':
          return (rule as JsonSchema[]).some((sub) => check(value, sub));
        case 'not':
          return !check(value, rule as JsonSchema);
        default:
          throw new Error(`json-schema-check does not know the keyword ${keyword}`);
      }
    })();
    if (!ok) return false;
  }
  return true;
}
