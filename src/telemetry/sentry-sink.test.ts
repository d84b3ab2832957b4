import { createTransport } from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { FILTERED } from './scrub.ts';
import { createSentrySink, isIgnoredError, type SentrySinkOptions } from './sentry-sink.ts';

interface SentEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  user?: Record<string, unknown>;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  level?: string;
  environment?: string;
  release?: string;
  request?: { url?: string; headers?: Record<string, string> };
}

/** An in-memory transport: the envelopes the client would have sent, parsed. */
function memoryTransport() {
  const events: SentEvent[] = [];
  const transport: NonNullable<SentrySinkOptions['transport']> = (options) =>
    createTransport(options, async (request) => {
      const text = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      const lines = text.split('\n').filter(Boolean);
      for (let index = 1; index + 1 < lines.length; index += 2) {
        if (JSON.parse(lines[index]!).type === 'event') events.push(JSON.parse(lines[index + 1]!));
      }
      return { statusCode: 200 };
    });
  return { events, transport };
}

function sink(options: Partial<SentrySinkOptions> = {}) {
  const memory = memoryTransport();
  const errors = createSentrySink({
    dsn: 'https://public@errors.example/1',
    environment: 'production',
    release: 'v4.5.13',
    transport: memory.transport,
    ...options,
  });
  return { errors, events: memory.events };
}

describe('the Sentry sink', () => {
  it('reports an error with its level, tags, release and environment', async () => {
    const { errors, events } = sink();
    errors.setTag('language', 'kk');
    errors.captureException(new TypeError("Cannot read properties of undefined (reading 'price')"), {
      level: 'warning',
      tags: { screen: 'cart' },
    });
    await errors.flush(2000);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: 'warning',
      environment: 'production',
      release: 'v4.5.13',
      tags: { language: 'kk', screen: 'cart' },
      exception: {
        values: [{ type: 'TypeError', value: "Cannot read properties of undefined (reading 'price')" }],
      },
    });
  });

  it('does not send a network failure', async () => {
    const { errors, events } = sink();
    errors.captureException(new TypeError('Failed to fetch'));
    errors.captureException(new Error('[GET] "https://app.example/proxy/x": <no response> Load failed'));
    await errors.flush(2000);
    expect(events).toEqual([]);
  });

  it('scrubs a card number and an IIN out of a breadcrumb URL', async () => {
    const { errors, events } = sink();
    errors.addBreadcrumb({
      category: 'fetch',
      message: 'GET /proxy/profile/api/v1/profile?iin=900315301237',
      data: {
        url: 'https://app.example/proxy/pay?card=4111111111111111&iin=900315301237&filial_id=7',
        status: 500,
      },
    });
    errors.captureException(new Error('Payment page failed to open'));
    await errors.flush(2000);
    expect(events[0]?.breadcrumbs?.[0]).toMatchObject({
      category: 'fetch',
      message: `GET /proxy/profile/api/v1/profile?iin=${FILTERED}`,
      data: {
        url: `https://app.example/proxy/pay?card=${FILTERED}&iin=${FILTERED}&filial_id=7`,
        status: 500,
      },
    });
  });

  it('scrubs tokens from the message and the extra data of an API failure (docs/contract/calls.md#reporting-api-failures)', async () => {
    const { errors, events } = sink();
    errors.captureException(
      new Error(
        '[POST] "https://app.example/proxy/api/v2/oauth2/tokens?access_token=abc123": 500 Server Error',
      ),
      {
        extra: {
          url: 'https://app.example/proxy/api/v2/oauth2/tokens',
          body: { grant_type: 'authorization_code', code: 'AbCdEf123', client_id: 'web' },
          headers: { Authorization: 'Bearer abc.def.ghi', 'X-Language': 'kk' },
        },
      },
    );
    await errors.flush(2000);
    expect(events[0]?.exception?.values?.[0]?.value).toBe(
      `[POST] "https://app.example/proxy/api/v2/oauth2/tokens?access_token=${FILTERED}": 500 Server Error`,
    );
    expect(events[0]?.extra).toEqual({
      url: 'https://app.example/proxy/api/v2/oauth2/tokens',
      body: { grant_type: 'authorization_code', code: FILTERED, client_id: 'web' },
      headers: { Authorization: FILTERED, 'X-Language': 'kk' },
    });
  });

  it('sends the user id only, and no user after logout', async () => {
    const { errors, events } = sink();
    errors.setUser('user-42');
    errors.captureException(new Error('first'));
    errors.setUser(null);
    errors.captureException(new Error('second'));
    await errors.flush(2000);
    expect(events.map((event) => event.user)).toEqual([{ id: 'user-42' }, undefined]);
  });

  it('reports uncaught errors of a page it owns, and stops listening once closed', async () => {
    const page = new EventTarget();
    const added = vi.spyOn(page, 'addEventListener');
    const removed = vi.spyOn(page, 'removeEventListener');
    const { errors, events } = sink({ globalErrors: page });
    page.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('Invalid time value'), message: 'x' }),
    );
    await errors.close(2000);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['Invalid time value']);
    // Not listening is checked where it happens, the very listeners taken off, rather than by waiting a
    // while after a late error to see nothing come.
    expect(added.mock.calls.map(([type]) => type).sort()).toEqual(['error', 'unhandledrejection']);
    expect(removed.mock.calls).toEqual(added.mock.calls);
  });
});

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
