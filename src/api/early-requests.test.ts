import { describe, expect, it, vi } from 'vitest';
import { adoptEarly, EARLY_ANSWER_TTL_MS, sendEarly, takeSettledEarly } from './early-requests.ts';
import { ok, setup } from './testing/client-fixtures.ts';
import { createFakeFetch, type FakeHandler, type FakeReply } from './testing/fake-fetch.ts';

const BASE = 'http://app.test/proxy/';
let venue = 0;
/** A path no other test sent early: the page's list of early requests outlives each test. */
const freshPath = () => `takeaway/locations/card/terminal/${++venue}`;

function early(handler: FakeHandler, path: string, { language = 'ru', token = null as string | null } = {}) {
  const fake = createFakeFetch(handler);
  sendEarly(BASE, { path, query: { include: 'extra' } }, { language, token, fetch: fake.fetch });
  return fake.seen;
}

describe('a first request sent before the app, adopted by the API client', () => {
  it('answers the client’s first GET of the same URL and headers: one request, the same parsed body', async () => {
    const path = freshPath();
    const sentEarly = early(() => ok({ data: { id: '1' } }), path, { token: 'jwt-1' });
    const api = setup(() => ok({ data: { id: 'from the client' } }), { adoptEarly });
    api.setToken('jwt-1');
    await expect(api.client.get(path, { query: { include: 'extra' } })).resolves.toEqual({
      data: { id: '1' },
    });
    expect(api.seen).toEqual([]);
    expect(sentEarly).toHaveLength(1);
    expect(sentEarly[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(sentEarly[0]?.headers.get('Locale')).toBe('ru');

    // Adopted once: asking again goes to the server.
    await api.client.get(path, { query: { include: 'extra' } });
    expect(api.seen).toHaveLength(1);
  });

  it('is not adopted for another token, another language, another query, or a POST', async () => {
    const paths = [freshPath(), freshPath(), freshPath(), freshPath()];
    for (const path of paths) early(() => ok(), path, { token: 'jwt-old' });
    const api = setup(() => ok(), { adoptEarly });
    api.setToken('jwt-new');
    await api.client.get(paths[0] as string, { query: { include: 'extra' } });
    api.setToken('jwt-old');
    api.setLanguage('kk');
    await api.client.get(paths[1] as string, { query: { include: 'extra' } });
    api.setLanguage('ru');
    await api.client.get(paths[2] as string, { query: { include: 'extra', page: 2 } });
    await api.client.post(paths[3] as string, undefined, { query: { include: 'extra' } });
    expect(api.seen.map((request) => request.method)).toEqual(['GET', 'GET', 'GET', 'POST']);
  });

  it('falls back to the client’s own request when the early one failed on the way', async () => {
    const path = freshPath();
    early(() => ({ networkError: 'Failed to fetch' }), path);
    const api = setup(() => ok({ data: 'fresh' }), { adoptEarly });
    await expect(api.client.get(path, { query: { include: 'extra' } })).resolves.toEqual({ data: 'fresh' });
    expect(api.seen).toHaveLength(1);
  });

  it('gives an error answer to the client as its own (reported, retried by its rules)', async () => {
    const path = freshPath();
    early(() => ({ status: 503, body: { errors: [{ status: '503' }] } }), path);
    const api = setup(() => ok({ data: 'after the retry' }), { adoptEarly });
    await expect(api.client.get(path, { query: { include: 'extra' } })).resolves.toEqual({
      data: 'after the retry',
    });
    expect(api.seen).toHaveLength(1);
  });

  it('is left for the server once older than its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const path = freshPath();
      early(() => ok(), path);
      vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1);
      const api = setup(() => ok(), { adoptEarly });
      await api.client.get(path, { query: { include: 'extra' } });
      expect(api.seen).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting when the client’s request is aborted', async () => {
    const path = freshPath();
    early(() => ({ hang: true }), path);
    const api = setup(() => ok(), { adoptEarly });
    const abort = new AbortController();
    const pending = api.client.get(path, { query: { include: 'extra' }, signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(api.seen).toEqual([]);
  });

  it('sends one request per URL however often it is asked', () => {
    const path = freshPath();
    const handler = vi.fn(() => ok());
    const fake = createFakeFetch(handler);
    sendEarly(BASE, { path }, { language: 'en', token: null, fetch: fake.fetch });
    sendEarly(BASE, { path }, { language: 'en', token: null, fetch: fake.fetch });
    expect(fake.seen).toHaveLength(1);
  });

  it('is adopted by another copy of this module: the page’s inline script sends with its own (ADR 0032)', async () => {
    const path = freshPath();
    // A second instance of the module, as the page's inline script carries one and the app another.
    const copy = './early-requests.ts?inline-script-copy';
    const inlineCopy: typeof import('./early-requests.ts') = await import(/* @vite-ignore */ copy);
    expect(inlineCopy.sendEarly).not.toBe(sendEarly);
    const fake = createFakeFetch(() => ok({ data: { id: 'early' } }));
    inlineCopy.sendEarly(
      BASE,
      { path, query: { include: 'extra' } },
      { language: 'ru', token: null, fetch: fake.fetch },
    );
    const api = setup(() => ok({ data: { id: 'from the client' } }), { adoptEarly });
    await expect(api.client.get(path, { query: { include: 'extra' } })).resolves.toEqual({
      data: { id: 'early' },
    });
    expect(api.seen).toEqual([]);
    expect(fake.seen).toHaveLength(1);
  });
});

describe('a first request’s answer read by a first render without waiting (ADR 0025)', () => {
  /** Sends `path` early with an answer the test releases, and gives the release. */
  function held(path: string, reply: FakeReply, options: { token?: string | null } = {}) {
    let release = () => {};
    const answered = new Promise<void>((done) => {
      release = done;
    });
    const answer = sendEarly(
      BASE,
      { path, query: { include: 'extra' } },
      {
        language: 'ru',
        token: options.token ?? null,
        fetch: createFakeFetch(async () => {
          await answered;
          return reply;
        }).fetch,
      },
    );
    return async () => {
      release();
      await answer?.catch(() => {});
      // The answer is marked as in by a reaction registered after the caller's.
      await Promise.resolve();
    };
  }

  it('gives nothing while the answer is on its way, then the parsed answer once, with the Debugbar told', async () => {
    const path = freshPath();
    const release = held(path, ok({ data: { id: '7', type: 'venues', attributes: { title: 'Dala' } } }));
    const exchanges: unknown[] = [];
    const api = setup(() => ok({ data: 'from the server' }), {
      adoptEarly,
      takeSettled: takeSettledEarly,
      monitor: { started: (exchange) => (outcome) => exchanges.push({ ...exchange, ...outcome }) },
    });
    const parse = (body: unknown) =>
      (body as { data: { attributes: { title: string } } }).data.attributes.title;
    expect(api.client.peek(path, { query: { include: 'extra' }, parse })).toBeUndefined();
    await release();
    expect(api.client.peek(path, { query: { include: 'extra' }, parse })).toBe('Dala');
    expect(exchanges).toEqual([expect.objectContaining({ method: 'GET', status: 200, attempt: 1 })]);
    // Taken once: the next read finds nothing, and the screen's GET goes to the server.
    expect(api.client.peek(path, { query: { include: 'extra' }, parse })).toBeUndefined();
    await api.client.get(path, { query: { include: 'extra' } });
    expect(api.seen).toHaveLength(1);
  });

  it('leaves an error answer for the client’s own request, which adopts it and retries by its rules', async () => {
    const path = freshPath();
    const release = held(path, { status: 503, body: { errors: [{ status: '503' }] } });
    await release();
    const api = setup(() => ok({ data: 'after the retry' }), { adoptEarly, takeSettled: takeSettledEarly });
    expect(api.client.peek(path, { query: { include: 'extra' }, parse: (body) => body })).toBeUndefined();
    await expect(api.client.get(path, { query: { include: 'extra' } })).resolves.toEqual({
      data: 'after the retry',
    });
    expect(api.seen).toHaveLength(1);
  });

  it('gives nothing for another token, and nothing for an answer that does not parse', async () => {
    const [other, broken] = [freshPath(), freshPath()];
    const releases = [held(other, ok(), { token: 'jwt-old' }), held(broken, ok({ data: [] }))];
    for (const release of releases) await release();
    const api = setup(() => ok(), { adoptEarly, takeSettled: takeSettledEarly });
    api.setToken('jwt-new');
    expect(api.client.peek(other, { query: { include: 'extra' }, parse: (body) => body })).toBeUndefined();
    api.setToken(null);
    const parse = () => {
      throw new Error('no venue');
    };
    expect(api.client.peek(broken, { query: { include: 'extra' }, parse })).toBeUndefined();
  });
});
