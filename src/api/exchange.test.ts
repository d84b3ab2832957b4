import { describe, expect, it } from 'vitest';
import { ApiMalformedResponseError } from './errors.ts';
import { answerBody, innermostMessage, requestBody, retryAfterMs, retryStatuses } from './exchange.ts';

const context = { method: 'GET' as const, url: 'https://app.test/proxy/x' };

describe('requestBody', () => {
  it('sends JSON and reports the data itself', () => {
    expect(requestBody('POST', { a: 1 })).toEqual({ rawBody: false, payload: '{"a":1}', logged: { a: 1 } });
  });

  it('sends bytes as they are and reports only their size', () => {
    const bytes = new Uint8Array(5);
    expect(requestBody('PUT', bytes)).toEqual({ rawBody: true, payload: bytes, logged: '[binary, 5 bytes]' });
  });

  it('sends nothing with a GET or without a body', () => {
    expect(requestBody('GET', { a: 1 }).payload).toBeUndefined();
    expect(requestBody('POST', undefined)).toEqual({ rawBody: false, payload: undefined, logged: undefined });
  });
});

describe('answerBody', () => {
  it('reads JSON, and an empty answer as null', () => {
    expect(answerBody(200, '{"data":[]}', context)).toEqual({ data: [] });
    expect(answerBody(204, '  ', context)).toBeNull();
  });

  it('refuses a success that is not JSON', () => {
    expect(() => answerBody(200, '{"data":', context)).toThrow(ApiMalformedResponseError);
  });

  it('keeps an error page’s text, cut to 2,000 characters', () => {
    expect(answerBody(502, `<html>${'x'.repeat(3000)}`, context)).toHaveLength(2000);
  });
});

describe('innermostMessage', () => {
  it('finds the deepest message of a cause chain', () => {
    const error = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    expect(innermostMessage(error)).toBe('connect ECONNREFUSED');
    expect(innermostMessage('not an error')).toBeUndefined();
  });
});

const NOT_PROCESSED = [408, 429];
const ALSO_TRANSIENT = [408, 429, 500, 502, 503, 504];

describe('retryStatuses', () => {
  it('retries GET, PUT and DELETE on 408, 429 and transient 5xx (500 stands for no answer at all)', () => {
    for (const method of ['GET', 'PUT', 'DELETE']) expect(retryStatuses(method, {})).toEqual(ALSO_TRANSIENT);
  });
  it('retries a POST or PATCH without a caller key only when the server says it did not act', () => {
    expect(retryStatuses('POST', {})).toEqual(NOT_PROCESSED);
    expect(retryStatuses('PATCH', {})).toEqual(NOT_PROCESSED);
    expect(retryStatuses('POST', { idempotencyKey: 'k' })).toEqual(ALSO_TRANSIENT);
  });
  it('lets the caller decide explicitly', () => {
    expect(retryStatuses('POST', { idempotent: true })).toEqual(ALSO_TRANSIENT);
    expect(retryStatuses('GET', { idempotent: false })).toEqual(NOT_PROCESSED);
  });
  it('never lists 401, 409, other 4xx or 501', () => {
    const listed = retryStatuses('GET', {});
    for (const status of [400, 401, 403, 404, 409, 422, 425, 501]) expect(listed).not.toContain(status);
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 0, 2, 10, 0, 0);
  it('reads seconds and HTTP dates, and nothing from a missing or unreadable header', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Fri, 02 Jan 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 02 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBe(0);
  });
});
