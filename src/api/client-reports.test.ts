import { describe, expect, it } from 'vitest';
import type { ApiExchange } from './client.ts';
import { ApiMalformedResponseError } from './errors.ts';
import { failure, ok, setup } from './testing/client-fixtures.ts';

describe('parsed results', () => {
  it('returns what the parser makes of the body', async () => {
    const { client } = setup(() => ok({ data: { id: '5' } }));
    const id: string = await client.get('x', {
      parse: (body) => String((body as { data: { id: string } }).data.id),
    });
    expect(id).toBe('5');
  });

  it('turns a parser failure into a reported malformed-response error, without retrying', async () => {
    const { client, seen, reports } = setup(() => ok({ data: null }));
    const error = await failure(
      client.get('x', {
        parse: () => {
          throw new Error('no user in the answer');
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect(error.message).toContain('no user in the answer');
    expect(seen).toHaveLength(1);
    expect(reports.map((report) => report.code)).toEqual(['malformed']);
  });
});

describe('error reports', () => {
  it('reports every failure with URL, params, body and message, without Authorization or secrets', async () => {
    const { client, reports, setToken } = setup(() => ({
      status: 400,
      body: { errors: [{ title: 'Bad code' }] },
    }));
    setToken('secret-token');
    await failure(
      client.post(
        'api/v2/oauth2/tokens',
        { grant_type: 'authorization_code', code: 'abc', client_id: 'web' },
        { query: { lang: 'ru' }, reportLevel: 'warning' },
      ),
    );
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      level: 'warning',
      code: 'validation',
      message: 'Bad code',
      method: 'POST',
      url: 'http://app.test/proxy/api/v2/oauth2/tokens',
      params: { lang: 'ru' },
      body: { grant_type: 'authorization_code', code: '[redacted]', client_id: 'web' },
      status: 400,
    });
    expect(Object.keys(report?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain(
      'authorization',
    );
    expect(JSON.stringify(report?.headers)).not.toContain('secret-token');
    expect(report?.headers['x-idempotency-key']).toBeTruthy();
  });

  it('keeps a kiosk’s device token out of reports and the Debugbar, as it does the bearer token', async () => {
    const started: ApiExchange[] = [];
    const { client, reports } = setup(() => ({ status: 403, body: { errors: [{ title: 'Wrong token' }] } }), {
      monitor: {
        started: (exchange) => {
          started.push(exchange);
          return () => {};
        },
      },
    });
    await failure(
      client.post(
        'takeaway/v1/tablet/sessions/tab_1/orders',
        { device_token: 'tdt_in_body' },
        { headers: { 'X-Tablet-Token': 'tdt_secret' } },
      ),
    );
    expect(started[0]?.headers['x-tablet-token']).toBe('[redacted]');
    expect(JSON.stringify(reports)).not.toContain('tdt_secret');
    expect(JSON.stringify(reports)).not.toContain('tdt_in_body');
  });

  it('reports once per request, not per attempt', async () => {
    const { client, reports } = setup(() => ({ networkError: 'Failed to fetch' }));
    const error = await failure(client.get('x'));
    expect(error.message).toBe('Failed to fetch');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.code).toBe('network');
  });
});

describe('monitor (Debugbar feed)', () => {
  it('sees every attempt with masked Authorization, status, response and duration', async () => {
    const started: ApiExchange[] = [];
    const outcomes: unknown[] = [];
    let clock = 1_000;
    const { client, setToken } = setup((_, index) => (index === 0 ? { status: 500 } : ok({ data: [] })), {
      now: () => {
        clock += 7;
        return clock;
      },
      monitor: {
        started: (exchange) => {
          started.push(exchange);
          return (outcome) => outcomes.push(outcome);
        },
      },
    });
    setToken('tok');
    await client.get('x', { query: { page: 2 } });
    expect(started.map((exchange) => exchange.attempt)).toEqual([1, 2]);
    expect(started[0]).toMatchObject({ method: 'GET', url: 'http://app.test/proxy/x', query: { page: 2 } });
    expect(started[0]?.headers.authorization).toBe('Bearer [redacted]');
    expect(outcomes).toEqual([
      { status: 500, response: null, durationMs: 7, error: 'server' },
      { status: 200, response: { data: [] }, durationMs: 7, error: undefined },
    ]);
  });
});
