import { describe, expect, it, vi } from 'vitest';
import { adoptEarly, EARLY_ANSWER_TTL_MS, sendEarly } from './early-requests.ts';
import { ok, setup } from './testing/client-fixtures.ts';
import { createFakeFetch, type FakeHandler } from './testing/fake-fetch.ts';

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
});
