import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS, RESULT_SCHEMAS } from './protocol-schemas.ts';
import { arrayOf, isNumber, isString, object, oneOf, recordOf, status, union } from './schema.ts';

describe('schema guards', () => {
  it('check required and optional fields and ignore unknown ones', () => {
    const guard = object({ id: isString }, { count: isNumber });
    expect(guard({ id: 'a' })).toBe(true);
    expect(guard({ id: 'a', count: 2, extra: [] })).toBe(true);
    expect(guard({ id: 'a', count: '2' })).toBe(false);
    expect(guard({ id: 'a', count: undefined })).toBe(false);
    expect(guard({ count: 2 })).toBe(false);
    expect(guard(['a'])).toBe(false);
    expect(guard(null)).toBe(false);
  });

  it('read only own fields, so that a polluted prototype cannot fill a required one', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.visible = true;
    prototype.status = 'success';
    prototype.code = 'from-the-prototype';
    try {
      expect(EVENT_SCHEMAS.visibility({})).toBe(false);
      expect(RESULT_SCHEMAS['auth.code']({})).toBe(false);
      expect(RESULT_SCHEMAS['auth.code']({ status: 'success' })).toBe(false);
    } finally {
      delete prototype.visible;
      delete prototype.status;
      delete prototype.code;
    }
  });

  it('do not mistake prototype names for allowed values', () => {
    expect(oneOf(['a', 'b'])('constructor')).toBe(false);
    expect(status('success')({ status: '__proto__' })).toBe(false);
    expect(recordOf(isNumber)(JSON.parse('{"__proto__": 1, "a": 2}'))).toBe(true);
    expect(recordOf(isNumber)(JSON.parse('{"__proto__": "x"}'))).toBe(false);
  });

  it('reject non-finite numbers, and mixed arrays', () => {
    expect(isNumber(Number.NaN)).toBe(false);
    expect(isNumber(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isNumber('1')).toBe(false);
    expect(arrayOf(isString)(['a', 1])).toBe(false);
    expect(union(isString, isNumber)(true)).toBe(false);
  });
});
