import { describe, expect, it } from 'vitest';
import {
  apiCacheKey,
  isKeepable,
  markedStale,
  oldCaches,
  STORED_AT_HEADER,
  strategyOf,
  userKeyOf,
} from './rules.ts';

const places = { scope: 'http://127.0.0.1:4173/app/', api: 'http://127.0.0.1:4173/proxy/' };
const get = (url: string, mode = 'cors') => ({ method: 'GET', url, mode });

/** An unsigned token whose payload names `sub`, as the sandbox's JWTs do (ADR 0102). */
function token(sub: string | number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `Bearer ${part({ alg: 'HS256' })}.${part({ sub, exp: 2_000_000_000 })}.signature`;
}

describe('which request takes which way', () => {
  it('the app shell page, any route of it, from the network first', () => {
    expect(strategyOf(get('http://127.0.0.1:4173/app/', 'navigate'), places)).toBe('page');
    expect(strategyOf(get('http://127.0.0.1:4173/app/filials/12?language=en', 'navigate'), places)).toBe(
      'page',
    );
    // The hosted payment and login pages are not ours to answer.
    expect(strategyOf(get('http://127.0.0.1:4173/sandbox/pay/1', 'navigate'), places)).toBe('pass');
  });

  it('hashed build files from the cache; the worker itself and other files are left alone', () => {
    expect(strategyOf(get('http://127.0.0.1:4173/app/assets/HomeScreen-CQ6X8lbg.js'), places)).toBe('asset');
    expect(strategyOf(get('http://127.0.0.1:4173/app/assets/zxing_reader-Bb9Mx2Pu.wasm'), places)).toBe(
      'asset',
    );
    expect(strategyOf(get('http://127.0.0.1:4173/app/sw.js'), places)).toBe('pass');
    expect(strategyOf(get('http://127.0.0.1:4173/app/manifest.json'), places)).toBe('pass');
    expect(strategyOf(get('http://127.0.0.1:4173/dist/dastarkhan.js'), places)).toBe('pass');
  });

  it("only Home's venue lists of the API, and only their GETs", () => {
    for (const list of ['', '/promo', '/near', '/popular', '/recent', '/sf']) {
      const url = `http://127.0.0.1:4173/proxy/takeaway/v2/locations${list}?page=1&limit=10&include=extra`;
      expect(strategyOf(get(url), places)).toBe('home-api');
      expect(strategyOf({ method: 'POST', url, mode: 'cors' }, places)).toBe('pass');
    }
    for (const path of [
      'takeaway/v1/takeaway/order',
      'takeaway/v2/locations/12',
      'takeaway/v2/locations/near/extra',
      'api/v1/user',
      'balance/v1/balance',
      'bills/v1/bills/7',
      'payments/v1/cards',
    ]) {
      expect(strategyOf(get(`http://127.0.0.1:4173/proxy/${path}`), places)).toBe('pass');
    }
  });

  it("leaves the list screens', search's and the map's pages of the same paths alone", () => {
    const base = 'http://127.0.0.1:4173/proxy/takeaway/v2/locations';
    expect(strategyOf(get(`${base}?page=1&limit=10&search=Dala`), places)).toBe('home-api');
    expect(strategyOf(get(`${base}/recent?page=1&limit=2`), places)).toBe('home-api');
    for (const query of [
      'page=1&limit=20&search=plov',
      'page=2&limit=10',
      'limit=10',
      'page=1',
      'page=1&limit=10&bbox=76.90000,43.20000,76.95000,43.25000',
    ]) {
      expect(strategyOf(get(`${base}/near?${query}`), places)).toBe('pass');
    }
  });

  it('keeps no API answer when the API is on another origin', () => {
    const url = 'https://api.example.kz/proxy/takeaway/v2/locations/near';
    expect(strategyOf(get(url), { ...places, api: null })).toBe('pass');
  });
});

describe('cache keys', () => {
  const url = 'http://127.0.0.1:4173/proxy/takeaway/v2/locations/near?town_id=1&page=1';
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('do not change with the headers that are new on every request', () => {
    const first = apiCacheKey(
      url,
      headers({ 'X-Fingerprint': 'a1', 'X-Idempotency-key': 'k1', 'X-Language': 'en', 'X-Latitude': '43.2' }),
    );
    const second = apiCacheKey(
      url,
      headers({ 'X-Fingerprint': 'b2', 'X-Idempotency-key': 'k2', 'X-Language': 'en', 'X-Latitude': '43.3' }),
    );
    expect(first).toBe(second);
  });

  it('do not change with the order of the query', () => {
    const reordered = 'http://127.0.0.1:4173/proxy/takeaway/v2/locations/near?page=1&town_id=1';
    expect(apiCacheKey(url, headers({}))).toBe(apiCacheKey(reordered, headers({})));
  });

  it('differ by language, and by the guest the token names', () => {
    const keys = [
      apiCacheKey(url, headers({ 'X-Language': 'en' })),
      apiCacheKey(url, headers({ 'X-Language': 'ka' })),
      apiCacheKey(url, headers({ 'X-Language': 'en', Authorization: token(1) })),
      apiCacheKey(url, headers({ 'X-Language': 'en', Authorization: token('2') })),
      apiCacheKey(url, headers({ 'X-Language': 'en', Authorization: 'Bearer opaque-partner-token' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // A refreshed token of the same guest finds the guest's answers.
    expect(apiCacheKey(url, headers({ Authorization: token(1) }))).toBe(
      apiCacheKey(url, headers({ Authorization: `${token(1)}x` })),
    );
  });

  it('name the user by the token, not by anything the guest could choose in the query', () => {
    expect(userKeyOf(null)).toBe('guest');
    expect(userKeyOf(token(7))).toBe('user-7');
    expect(userKeyOf(token('a/b'))).toBe('user-a%2Fb');
    expect(userKeyOf('Bearer not-a-jwt')).toBe('unreadable');
    expect(userKeyOf('Bearer a.!!!.c')).toBe('unreadable');
  });

  it('stay on the same origin, under a path the server never serves', () => {
    const key = new URL(apiCacheKey(url, headers({})));
    expect(key.origin).toBe('http://127.0.0.1:4173');
    expect(key.pathname.startsWith('/dk-sw-key/')).toBe(true);
    expect(key.pathname.endsWith('/proxy/takeaway/v2/locations/near')).toBe(true);
  });
});

describe('stored answers', () => {
  it('are marked with the time they were stored, their own headers kept', () => {
    const marked = markedStale(
      { headers: new Headers({ 'Content-Type': 'application/vnd.api+json' }), status: 200, statusText: 'OK' },
      '2026-11-25T14:05:00.000Z',
    );
    expect(marked.headers.get(STORED_AT_HEADER)).toBe('2026-11-25T14:05:00.000Z');
    expect(marked.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(marked.status).toBe(200);
  });

  it('are only complete same-origin successes', () => {
    expect(isKeepable({ status: 200, type: 'basic' })).toBe(true);
    expect(isKeepable({ status: 500, type: 'basic' })).toBe(false);
    expect(isKeepable({ status: 206, type: 'basic' })).toBe(false);
    expect(isKeepable({ status: 200, type: 'opaque' })).toBe(false);
  });
});

it("deletes the old builds' caches and nobody else's", () => {
  expect(
    oldCaches(
      ['dastarkhan-shell-old', 'dastarkhan-shell-new', 'dastarkhan-api-v1', 'partner-cache'],
      'dastarkhan-',
      ['dastarkhan-shell-new', 'dastarkhan-api-v1'],
    ),
  ).toEqual(['dastarkhan-shell-old']);
});
