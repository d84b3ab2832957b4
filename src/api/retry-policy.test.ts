import { describe, expect, it } from 'vitest';
import {
  ApiAbortedError,
  type ApiHttpError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
  errorFromAnswer,
} from './errors.ts';
import { isIdempotentRequest, isRetryable } from './retry-policy.ts';

const context = { method: 'GET', url: 'http://x/proxy/a' };
const byStatus = (status: number) => errorFromAnswer(status, null, context) as ApiHttpError;

describe('isIdempotentRequest', () => {
  it('counts GET, PUT and DELETE as idempotent and POST, PATCH only with a caller key', () => {
    expect(['GET', 'PUT', 'DELETE'].map((method) => isIdempotentRequest(method, {}))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isIdempotentRequest('POST', {})).toBe(false);
    expect(isIdempotentRequest('PATCH', {})).toBe(false);
    expect(isIdempotentRequest('POST', { idempotencyKey: 'k' })).toBe(true);
  });
  it('lets the caller decide explicitly', () => {
    expect(isIdempotentRequest('POST', { idempotent: true })).toBe(true);
    expect(isIdempotentRequest('GET', { idempotent: false })).toBe(false);
  });
});

describe('isRetryable', () => {
  it('retries lost answers only when repeating is harmless', () => {
    for (const error of [new ApiNetworkError('x', context), new ApiTimeoutError('x', context)]) {
      expect(isRetryable(error, true)).toBe(true);
      expect(isRetryable(error, false)).toBe(false);
    }
  });
  it('retries 408 and 429 always, 5xx when idempotent, other 4xx never', () => {
    const table = [400, 401, 403, 404, 408, 409, 422, 425, 429, 500, 501, 502, 503, 504].map((status) => [
      status,
      isRetryable(byStatus(status), true),
      isRetryable(byStatus(status), false),
    ]);
    expect(table).toEqual([
      [400, false, false],
      [401, false, false],
      [403, false, false],
      [404, false, false],
      [408, true, true],
      [409, false, false],
      [422, false, false],
      [425, false, false],
      [429, true, true],
      [500, true, false],
      [501, false, false],
      [502, true, false],
      [503, true, false],
      [504, true, false],
    ]);
  });
  it('never retries aborts, malformed bodies or a 200 carrying an error_code', () => {
    expect(isRetryable(new ApiAbortedError('x', context), true)).toBe(false);
    expect(isRetryable(new ApiMalformedResponseError('x', { ...context, status: 200 }), true)).toBe(false);
    const inBody = errorFromAnswer(200, { error_code: 503, message: 'busy' }, context);
    expect(inBody?.code).toBe('server');
    expect(isRetryable(inBody as ApiHttpError, true)).toBe(false);
  });
});
