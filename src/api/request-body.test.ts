import { describe, expect, it } from 'vitest';
import { ApiMalformedResponseError } from './errors.ts';
import { answerBody, innermostMessage, requestBody } from './request-body.ts';

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
