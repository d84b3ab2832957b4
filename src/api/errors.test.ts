import { describe, expect, it } from 'vitest';
import {
  ApiAccountDeletedError,
  ApiError,
  ApiHttpError,
  ApiNotFoundError,
  bodyErrorCode,
  errorFromAnswer,
  isApiError,
  messageOf,
} from './errors.ts';

const request = { method: 'GET', url: 'http://x/proxy/a' };

describe('errorFromAnswer', () => {
  it('is null for a success, including error_code 200', () => {
    expect(errorFromAnswer(200, { data: [] }, request)).toBeNull();
    expect(errorFromAnswer(201, { error_code: 200 }, request)).toBeNull();
    expect(errorFromAnswer(204, null, request)).toBeNull();
  });
  it('classifies by status', () => {
    expect(
      [401, 404, 400, 422, 500, 503, 403, 409].map((status) => errorFromAnswer(status, null, request)?.code),
    ).toEqual(['unauthorized', 'not-found', 'validation', 'validation', 'server', 'server', 'http', 'http']);
  });
  it('classifies a 2xx error body by its error_code and keeps both codes', () => {
    const error = errorFromAnswer(200, { error_code: '404', message: 'Record not found' }, request);
    expect(error).toBeInstanceOf(ApiNotFoundError);
    expect(error).toMatchObject({ status: 200, errorCode: 404, message: 'Record not found' });
  });
  it('falls back to a message naming the request when the body has none', () => {
    expect(errorFromAnswer(418, '<html>teapot</html>', request)?.message).toBe(
      'GET http://x/proxy/a failed with 418',
    );
  });
  it('tells a deleted account (403 account_deleted) from other refusals, with its dates', () => {
    const body = {
      errors: [
        {
          status: '403',
          code: 'account_deleted',
          title: 'The account was deleted',
          meta: { deleted_at: '2026-11-15T09:00:00.000Z', restore_until: '2027-02-13T09:00:00.000Z' },
        },
      ],
    };
    const error = errorFromAnswer(403, body, request);
    expect(error).toBeInstanceOf(ApiAccountDeletedError);
    expect(error).toMatchObject({
      code: 'account-deleted',
      deletedAt: '2026-11-15T09:00:00.000Z',
      restoreUntil: '2027-02-13T09:00:00.000Z',
    });
    expect(errorFromAnswer(403, { errors: [{ code: 'account_deleted' }] }, request)).toMatchObject({
      deletedAt: null,
      restoreUntil: null,
    });
    expect(errorFromAnswer(403, { errors: [{ code: 'forbidden' }] }, request)?.code).toBe('http');
  });
  it('is an ApiError, an ApiHttpError and an Error', () => {
    const error = errorFromAnswer(500, null, request);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'server')).toBe(true);
    expect(isApiError(error, 'network')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('messageOf and bodyErrorCode', () => {
  it('prefers the first error title, then detail, then message fields', () => {
    expect(messageOf({ errors: [{ title: 'A' }, { title: 'B' }] })).toBe('A');
    expect(messageOf({ errors: [{ detail: 'D' }] })).toBe('D');
    expect(messageOf({ errors: [], message: 'M' })).toBe('M');
    expect(messageOf({ error_code: 500, error_message: 'E' })).toBe('E');
    expect(messageOf('text')).toBeUndefined();
  });
  it('reads numeric and string codes and ignores junk', () => {
    expect(bodyErrorCode({ error_code: 401 })).toBe(401);
    expect(bodyErrorCode({ error_code: '401' })).toBe(401);
    expect(bodyErrorCode({ error_code: 'nope' })).toBeUndefined();
    expect(bodyErrorCode([{ error_code: 1 }])).toBeUndefined();
  });
});
