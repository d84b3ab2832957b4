import { describe, expect, it } from 'vitest';
import { isIgnoredError } from './ignore.ts';

const exception = (type: string, value: string) => ({ exception: { values: [{ type, value }] } });

describe('isIgnoredError', () => {
  it.each([
    ['TypeError', 'Failed to fetch'],
    ['TypeError', 'Failed to fetch (api.example.com)'],
    ['TypeError', 'Load failed'],
    ['TypeError', 'NetworkError when attempting to fetch resource.'],
    [
      'FetchError',
      '[GET] "https://app.example/proxy/menu/v2/category/products?filial_id=1": <no response> Failed to fetch',
    ],
    ['FetchError', '[GET] "https://app.example/proxy/x": <no response> Load failed'],
    ['AbortError', 'The operation was aborted.'],
    ['Error', 'signal is aborted without reason'],
    ['Error', 'The user aborted a request.'],
    ['CanceledError', 'canceled'],
    ['Error', 'Request cancelled'],
    ['TimeoutError', 'The operation timed out.'],
    [
      'FetchError',
      '[POST] "https://app.example/proxy/x": <no response> The operation was aborted due to timeout',
    ],
    ['Error', 'timeout of 5000ms exceeded'],
    ['TypeError', 'Failed to fetch dynamically imported module: https://app.example/app/menu-3f2a.js'],
    ['TypeError', 'error loading dynamically imported module'],
    ['TypeError', 'Importing a module script failed.'],
    ['ChunkLoadError', 'Loading chunk 42 failed.'],
    ['ApiError', 'Record not found'],
  ])('ignores %s: %s', (type, value) => {
    expect(isIgnoredError(exception(type, value))).toBe(true);
  });

  it('ignores by error name whatever the message', () => {
    expect(isIgnoredError(exception('ApiNetworkError', 'the connection dropped'))).toBe(true);
    expect(isIgnoredError(exception('ApiTimeoutError', '[GET] /x took too long'))).toBe(true);
    expect(isIgnoredError(exception('ApiAbortedError', '[GET] /x'))).toBe(true);
  });

  it('looks into the original error and its causes', () => {
    const wrapped = new Error('[GET] /proxy/x: request failed', {
      cause: new TypeError('NetworkError when attempting to fetch resource.'),
    });
    expect(isIgnoredError(exception('Error', wrapped.message), wrapped)).toBe(true);
    expect(isIgnoredError({}, Object.assign(new Error('x'), { code: 'ERR_CANCELED' }))).toBe(true);
    expect(isIgnoredError({}, new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(isIgnoredError({}, 'Load failed')).toBe(true);
  });

  it('ignores messages as well as exceptions', () => {
    expect(isIgnoredError({ message: 'Record not found' })).toBe(true);
  });

  it.each([
    ['TypeError', "Cannot read properties of undefined (reading 'price')"],
    ['ApiError', 'Order was cancelled by the restaurant'],
    ['Error', 'Payment failed: insufficient funds'],
    ['SyntaxError', 'Unexpected token < in JSON at position 0'],
    ['ApiError', '[GET] /proxy/x: 500 Internal Server Error'],
  ])('reports %s: %s', (type, value) => {
    expect(isIgnoredError(exception(type, value), new Error(value))).toBe(false);
  });

  it('reports an event with nothing to go by', () => {
    expect(isIgnoredError({})).toBe(false);
  });
});
