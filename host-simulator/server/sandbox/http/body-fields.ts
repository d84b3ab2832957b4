import { toMinor } from '../domain/money.ts';
import { ApiError } from './api-error.ts';
import type { LocalText } from './language.ts';
import { MESSAGES } from './messages.ts';

export type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(key: string, title: string | LocalText, pointer?: string, detail?: string): ApiError {
  return new ApiError(422, {
    code: 'invalid_field',
    title,
    ...(detail ? { detail } : {}),
    source: { pointer: pointer ?? `/data/attributes/${key}` },
  });
}

/**
 * The attributes of a JSON:API body ({data: {type, attributes}}); a flat JSON object is accepted too, so
 * curl users and the spec's plainer calls (language, tariffs) need no envelope.
 */
export function attributesOf(body: unknown): Fields {
  if (!isObject(body))
    throw new ApiError(400, { code: 'invalid_body', title: 'The body must be a JSON object' });
  const data = body.data;
  if (isObject(data) && isObject(data.attributes)) return data.attributes;
  return body;
}

export function listOf(fields: Fields, key: string): Fields[] {
  const value = fields[key];
  if (!Array.isArray(value) || !value.every(isObject)) {
    throw invalid(key, `${key} must be a list of objects`);
  }
  return value;
}

interface NumberOptions {
  required?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  pointer?: string;
}

/**
 * A number of the body as a strict backend reads it: a JSON number only. A string such as "2" or "0x2b2"
 * is refused (422 with the field's pointer) instead of being coerced, so the sandbox catches a client
 * that sends numbers as strings before the real backend does.
 */
export function numberField(fields: Fields, key: string, options: NumberOptions = {}): number | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null) {
    if (options.required) throw invalid(key, MESSAGES.invalidField, options.pointer, `${key} is required`);
    return undefined;
  }
  const kind = options.integer ? 'a whole number' : 'a number';
  if (typeof raw !== 'number') {
    throw invalid(
      key,
      `${key} must be ${kind}`,
      options.pointer,
      `${key} must be ${kind} (a JSON number), not ${typeof raw === 'string' ? `the string ${JSON.stringify(raw)}` : typeof raw}`,
    );
  }
  if (!Number.isFinite(raw) || (options.integer && !Number.isInteger(raw))) {
    throw invalid(key, `${key} must be ${kind}`, options.pointer);
  }
  if ((options.min !== undefined && raw < options.min) || (options.max !== undefined && raw > options.max)) {
    throw invalid(
      key,
      `${key} must be from ${options.min ?? '-∞'} to ${options.max ?? '∞'}`,
      options.pointer,
    );
  }
  return raw;
}

/** An amount of money the client sends, in major units (tenge, lari) as a JSON number ≥ 0; minor units. */
export function moneyField(
  fields: Fields,
  key: string,
  options: { required?: boolean; pointer?: string } = {},
): number | undefined {
  const major = numberField(fields, key, { ...options, min: 0 });
  return major === undefined ? undefined : toMinor(major);
}

export function stringField(
  fields: Fields,
  key: string,
  options: { required?: boolean; max?: number } = {},
): string | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null) {
    if (options.required) throw invalid(key, MESSAGES.invalidField, undefined, `${key} is required`);
    return undefined;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') throw invalid(key, `${key} must be a string`);
  const value = String(raw).trim();
  if (options.required && value === '')
    throw invalid(key, MESSAGES.invalidField, undefined, `${key} is required`);
  if (value.length > (options.max ?? 500))
    throw invalid(key, `${key} is longer than ${options.max ?? 500} characters`);
  return value;
}

/**
 * Characters a name never needs and a kitchen ticket or a receipt must not print: controls (NUL, line
 * breaks), format characters (the bidi override U+202E, the zero-width space U+200B), line and paragraph
 * separators, private-use and lone surrogate code points.
 */
/** The longest name the profile and the kiosk keep: what a ticket line and a greeting hold. */
const NAME_MAX = 60;

const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * A person's name as guests type it: a JSON string, trimmed, at most NAME_MAX characters, without unprintable
 * characters (422 invalid_characters). Absent is undefined; null or another type is 422, never "unchanged".
 */
export function nameField(fields: Fields, key: string): string | undefined {
  const raw = fields[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string')
    throw invalid(
      key,
      MESSAGES.invalidField,
      undefined,
      `${key} must be a string, not ${JSON.stringify(raw)}`,
    );
  if (UNPRINTABLE.test(raw))
    throw new ApiError(422, {
      code: 'invalid_characters',
      title: MESSAGES.nameInvisibleCharacters,
      source: { pointer: `/data/attributes/${key}` },
    });
  const value = raw.trim();
  if (value.length > NAME_MAX) throw invalid(key, `${key} is longer than ${NAME_MAX} characters`);
  return value;
}

export function boolField(fields: Fields, key: string): boolean | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === 0 || raw === '0' || raw === 'false') return false;
  throw invalid(key, `${key} must be true or false`);
}

export function objectField(fields: Fields, key: string): Fields | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) throw invalid(key, `${key} must be an object`);
  return raw;
}

/** A tip's or a review's subject: exactly one of `order_id` and `bill_id`, whole numbers (422 otherwise). */
export function orderOrBillField(fields: Fields): { orderId?: number; billId?: number } {
  const orderId = numberField(fields, 'order_id', { integer: true });
  const billId = numberField(fields, 'bill_id', { integer: true });
  if ((orderId === undefined) === (billId === undefined))
    throw new ApiError(422, {
      code: 'invalid_field',
      title: 'Give either order_id or bill_id',
      source: { pointer: '/data/attributes/order_id' },
    });
  return orderId !== undefined ? { orderId } : { billId: billId as number };
}
