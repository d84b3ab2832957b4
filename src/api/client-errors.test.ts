import { describe, expect, it, vi } from 'vitest';
import type { UnauthorizedContext } from './client.ts';
import { ApiMalformedResponseError, ApiUnauthorizedError, ApiValidationError } from './errors.ts';
import { failure, ok, setup } from './testing/client-fixtures.ts';

describe('aborting', () => {
  it('rejects at once with an aborted error and does not retry', async () => {
    const { client, seen } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('aborted');
    expect(seen).toHaveLength(1);
  });

  it('stops during the retry delay without waiting it out', async () => {
    // On a controlled clock that never moves: the abort alone must end the wait (an upper bound on real
    // time would only say the machine was not too busy).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { client, seen } = setup(() => ({ status: 503 }), { retryDelayMs: 5_000 });
      const controller = new AbortController();
      const pending = failure(client.get('x', { signal: controller.signal }));
      // The first answer is in and the retry delay has started.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      expect(seen).toHaveLength(1);
      controller.abort();
      expect((await pending).code).toBe('aborted');
      expect(vi.getTimerCount()).toBe(0);
      expect(seen).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to start with an already aborted signal', async () => {
    const { client, seen } = setup(() => ok());
    const error = await failure(client.get('x', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('aborted');
    expect(seen).toHaveLength(0);
  });

  it('aborts everything in flight on dispose, without reporting those aborts', async () => {
    const { client, reports } = setup(() => ({ hang: true }));
    const pending = failure(client.get('x'));
    client.dispose();
    expect((await pending).code).toBe('aborted');
    expect((await failure(client.get('y'))).code).toBe('aborted');
    expect(reports).toEqual([]);
  });

  it('reports an abort by the caller', async () => {
    const { client, reports } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    controller.abort();
    await pending;
    expect(reports.map((report) => report.code)).toEqual(['aborted']);
  });
});

describe('answers mapped to errors (docs/contract/errors.md#error-messages-from-answers)', () => {
  it('treats HTML instead of JSON as malformed', async () => {
    const { client } = setup(() => ({
      status: 200,
      text: '<!doctype html><h1>Gateway</h1>',
      headers: { 'content-type': 'text/html' },
    }));
    const error = await failure(client.get('x'));
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect(error.status).toBe(200);
  });

  it('treats truncated JSON as malformed', async () => {
    const { client } = setup(() => ({ status: 200, text: '{"data":{"id":"1","attri' }));
    expect((await failure(client.get('x'))).code).toBe('malformed');
  });

  it('keeps the status of an HTML error page and retries it when transient', async () => {
    const { client, seen } = setup(() => ({ status: 502, text: '<html>Bad gateway</html>' }), { retries: 1 });
    const error = await failure(client.get('x'));
    expect(error.code).toBe('server');
    expect(error.status).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('turns a 200 carrying error_code into an error with its message', async () => {
    const { client } = setup(() => ok({ error_code: 422, message: 'Terminal is not found' }));
    const error = await failure(client.get('x'));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.message).toBe('Terminal is not found');
    expect(error.status).toBe(200);
    expect(error.errorCode).toBe(422);
  });

  it('accepts error_code 200, as a number or a string', async () => {
    const { client } = setup((_, index) => ok({ error_code: index === 0 ? 200 : '200', data: [] }));
    await expect(client.get('x')).resolves.toMatchObject({ data: [] });
    await expect(client.get('x')).resolves.toMatchObject({ data: [] });
  });

  it('uses the first error title as the message and keeps the field issues', async () => {
    const { client } = setup(() => ({
      status: 422,
      body: {
        errors: [
          { title: 'Name is too short', detail: 'at least 2', source: { pointer: '/data/attributes/name' } },
          { title: 'Bad date' },
        ],
      },
    }));
    const error = await failure(client.put('api/v3/user', {}));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.message).toBe('Name is too short');
    expect((error as ApiValidationError).issues).toEqual([
      { field: '/data/attributes/name', message: 'at least 2' },
      { field: undefined, message: 'Bad date' },
    ]);
  });
});

describe('401 handling', () => {
  it('replays once after re-authorization, with the new token and the same idempotency key', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async (_context: UnauthorizedContext) => {
      token = 'new';
      return true;
    });
    const { client, seen } = setup(
      (request) => (request.headers.get('authorization') === 'Bearer new' ? ok({ me: 1 }) : { status: 401 }),
      { getAccessToken: () => token, onUnauthorized },
    );
    await expect(
      client.post('takeaway/v1/express/order', { a: 1 }, { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ me: 1 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      replayed: false,
      method: 'POST',
      token: 'old',
    });
    expect(seen.map((request) => request.headers.get('x-idempotency-key'))).toEqual(['k1', 'k1']);
  });

  it('treats error_code 401 in a 200 body as a 401', async () => {
    const onUnauthorized = vi.fn(async () => true);
    const { client, seen } = setup(
      (_, index) => (index === 0 ? ok({ error_code: 401, message: 'expired' }) : ok()),
      {
        onUnauthorized,
      },
    );
    await client.get('api/v3/user');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('hands a second 401 back as "already replayed" and fails', async () => {
    const onUnauthorized = vi.fn(async (_context: UnauthorizedContext) => true);
    const { client, seen } = setup(() => ({ status: 401 }), { onUnauthorized });
    const error = await failure(client.get('api/v3/user'));
    expect(error).toBeInstanceOf(ApiUnauthorizedError);
    expect(onUnauthorized.mock.calls.map(([context]) => context.replayed)).toEqual([false, true]);
    expect(onUnauthorized.mock.calls[0]?.[0].token).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('fails without a replay when re-authorization fails or throws', async () => {
    for (const outcome of [async () => false, async () => Promise.reject(new Error('host gone'))]) {
      const { client, seen } = setup(() => ({ status: 401 }), { onUnauthorized: outcome });
      expect((await failure(client.get('x'))).code).toBe('unauthorized');
      expect(seen).toHaveLength(1);
    }
  });

  it('skips re-authorization for calls that opt out (the token calls)', async () => {
    const onUnauthorized = vi.fn(async () => true);
    const { client } = setup(() => ({ status: 401 }), { onUnauthorized });
    await failure(client.post('api/v2/oauth2/tokens', {}, { reauthorize: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('stops waiting for re-authorization when the caller aborts', async () => {
    let asked: () => void = () => {};
    const reauthorizing = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const { client } = setup(() => ({ status: 401 }), {
      onUnauthorized: () => {
        asked();
        return new Promise<boolean>(() => {});
      },
    });
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    await reauthorizing;
    controller.abort();
    expect((await pending).code).toBe('aborted');
  });
});
