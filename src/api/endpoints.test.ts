import { describe, expect, it } from 'vitest';
import { createTrack, exchangeTrackId, parseTokenGrant, parseTrackId } from './auth-endpoints.ts';
import {
  fetchBonusBalance,
  fetchUserBalance,
  parseRewardBalance,
  parseUserBalance,
} from './balance-endpoints.ts';
import { type ApiErrorReport, createApiClient } from './client.ts';
import { isApiError } from './errors.ts';
import { createFakeFetch, type FakeHandler } from './testing/fake-fetch.ts';
import {
  birthdayForDisplay,
  birthdayFromDisplay,
  fetchUser,
  parseUser,
  saveProfileLanguage,
  updateUser,
  uploadAvatar,
} from './user-endpoints.ts';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const reports: ApiErrorReport[] = [];
  const client = createApiClient({
    baseUrl: 'http://app.test/proxy/',
    getLanguage: () => 'en',
    getAccessToken: () => 'tok',
    fetch: fake.fetch,
    retryDelayMs: 1,
    onError: (report) => reports.push(report),
  });
  return { client, seen: fake.seen, reports };
}

const path = (url: string | undefined) => url?.replace('http://app.test/proxy/', '');

describe('auth endpoints', () => {
  it('reads the token at the top or inside data', () => {
    expect(parseTokenGrant({ access_token: 'a' })).toEqual({ accessToken: 'a' });
    expect(parseTokenGrant({ data: { access_token: 'b' } })).toEqual({ accessToken: 'b' });
    expect(parseTokenGrant({ data: { attributes: { access_token: 'c' } } })).toEqual({ accessToken: 'c' });
    expect(() => parseTokenGrant({ access_token: '' })).toThrow();
    expect(() => parseTokenGrant(null)).toThrow();
  });

  it('reads data.id as the track id', () => {
    expect(parseTrackId({ data: { id: 'tr-1' } })).toBe('tr-1');
    expect(parseTrackId({ data: { id: 12 } })).toBe('12');
    expect(() => parseTrackId({ data: {} })).toThrow();
  });

  it('creates a track with an empty POST and reports its failure as an error', async () => {
    const ok = setup(() => ({ status: 201, body: { data: { id: 'tr-9', type: 'tracks' } } }));
    await expect(createTrack(ok.client)).resolves.toBe('tr-9');
    expect(ok.seen[0]).toMatchObject({ method: 'POST', body: undefined });
    expect(path(ok.seen[0]?.url)).toBe('api/v1/oauth2/tracks');

    const failing = setup(() => ({ status: 500 }));
    await expect(createTrack(failing.client)).rejects.toSatisfy((error) => isApiError(error, 'server'));
    expect(failing.reports.map((report) => report.level)).toEqual(['error']);
    expect(failing.seen).toHaveLength(1);
  });

  it('reports token failures as warnings, with the track id redacted', async () => {
    const { client, reports } = setup(() => ({
      status: 400,
      body: { errors: [{ title: 'Unknown track' }] },
    }));
    await expect(
      exchangeTrackId(client, { clientId: 'c', trackId: 'secret-track', idempotencyKey: 'k' }),
    ).rejects.toThrow('Unknown track');
    expect(reports[0]).toMatchObject({ level: 'warning', body: { track_id: '[redacted]' } });
  });
});

describe('user endpoints', () => {
  const userDocument = {
    data: {
      id: 31,
      type: 'user',
      attributes: {
        name: 'Aida',
        surname: 'N',
        bday: '1990-05-02',
        phone: '+77010000000',
        gender: 'female',
        avatar: '',
      },
    },
  };

  it('parses the user from JSON:API or plain JSON', () => {
    expect(parseUser(userDocument)).toEqual({
      id: '31',
      name: 'Aida',
      surname: 'N',
      birthday: '1990-05-02',
      phone: '+77010000000',
      gender: 'female',
      avatar: null,
    });
    expect(parseUser({ id: 'u', bday: null, gender: 'x', photo: 'http://img/1.jpg' })).toMatchObject({
      id: 'u',
      birthday: '',
      gender: null,
      avatar: 'http://img/1.jpg',
    });
    expect(() => parseUser({ data: null })).toThrow();
    expect(() => parseUser({ name: 'no id' })).toThrow();
  });

  it('gets and puts the user with data.attributes and type user', async () => {
    const { client, seen } = setup(() => ({ status: 200, body: userDocument }));
    await expect(fetchUser(client)).resolves.toMatchObject({ id: '31', name: 'Aida' });
    await updateUser(client, { name: 'Aigerim', birthday: '' });
    expect(seen[1]).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(seen[1]?.body ?? 'null')).toEqual({
      data: { type: 'user', attributes: { name: 'Aigerim', bday: '' } },
    });
  });

  it('uploads the avatar as raw bytes with its content type', async () => {
    const { client, seen } = setup(() => ({ status: 200, body: {} }));
    await uploadAvatar(client, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(seen[0]?.headers.get('content-type')).toBe('image/png');
    expect(path(seen[0]?.url)).toBe('api/v3/user/avatar');
  });

  it('saves the profile language and may resend it', async () => {
    const { client, seen } = setup((_, index) =>
      index === 0 ? { networkError: 'offline' } : { status: 200, body: {} },
    );
    await saveProfileLanguage(client, 'kk');
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ language: 'kk' });
  });

  it('converts birthdays between DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(birthdayForDisplay('1990-05-02')).toBe('02/05/1990');
    expect(birthdayForDisplay('')).toBe('');
    expect(birthdayFromDisplay('02/05/1990')).toBe('1990-05-02');
    expect(birthdayFromDisplay('31/02/1990')).toBeNull();
    expect(birthdayFromDisplay('1990-05-02')).toBeNull();
  });
});

describe('balance endpoints', () => {
  it('reads bonus and money for the currency', () => {
    expect(parseUserBalance({ bonus: { KZT: 150 }, money: { KZT: '20.5' } })).toEqual({
      bonus: 150,
      money: 20.5,
    });
    expect(parseUserBalance({ data: { attributes: { bonus: { GEL: 3 }, money: {} } } }, 'GEL')).toEqual({
      bonus: 3,
      money: 0,
    });
    expect(() => parseUserBalance({ bonus: { KZT: 'lots' } })).toThrow();
  });

  it('reads the reward balance attributes', () => {
    expect(
      parseRewardBalance({
        data: {
          type: 'balance',
          attributes: {
            balance: 1200,
            available_balance: 1000,
            cashback_amount: 7,
            cashback_used_balance: 200,
            max_bonus_usage_percentage: 30,
          },
        },
      }),
    ).toEqual({
      balance: 1200,
      availableBalance: 1000,
      cashbackAmount: 7,
      cashbackUsedBalance: 200,
      maxBonusUsagePercentage: 30,
    });
    expect(() => parseRewardBalance({ data: { attributes: {} } })).toThrow();
  });

  it('falls back to money plus bonus, then to 0', async () => {
    const reward = setup(() => ({ status: 200, body: { data: { attributes: { balance: 900 } } } }));
    await expect(fetchBonusBalance(reward.client)).resolves.toBe(900);

    const fallback = setup((request) =>
      request.url.includes('ladder-go')
        ? { status: 404 }
        : { status: 200, body: { bonus: { KZT: 100 }, money: { KZT: 50 } } },
    );
    await expect(fetchBonusBalance(fallback.client)).resolves.toBe(150);

    const nothing = setup((request) =>
      request.url.includes('ladder-go') ? { status: 404 } : { status: 200, text: '<html>' },
    );
    await expect(fetchBonusBalance(nothing.client)).resolves.toBe(0);
    expect(nothing.reports.map((report) => report.code)).toEqual(['not-found', 'malformed']);
  });

  it('passes an abort on instead of answering 0', async () => {
    const { client } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = fetchBonusBalance(client, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
  });

  it('gets the user balance at balance/user', async () => {
    const { client, seen } = setup(() => ({ status: 200, body: { bonus: { KZT: 1 }, money: { KZT: 2 } } }));
    await expect(fetchUserBalance(client)).resolves.toEqual({ bonus: 1, money: 2 });
    expect(path(seen[0]?.url)).toBe('balance/user');
  });
});
