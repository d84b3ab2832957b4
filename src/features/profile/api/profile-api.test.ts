import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client.ts';
import { fetchChatLink, parseLoyaltyInfo } from './profile-api.ts';

function clientAnswering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  return createApiClient({
    baseUrl: 'http://127.0.0.1:9/proxy/',
    getLanguage: () => 'en',
    getAccessToken: () => 'token',
    retries: 0,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the Telegram chat link', () => {
  it('is the chat’s link when linked', async () => {
    const client = clientAnswering(200, { error_code: 200, data: { link: 'https://t.me/bot' } });
    expect(await fetchChatLink(client, new AbortController().signal)).toBe('https://t.me/bot');
  });

  it('is the bot’s start link with the user’s token on error_code 404', async () => {
    const client = clientAnswering(200, { error_code: 404, data: { start_token: 'abc 1', bot: 'the_bot' } });
    expect(await fetchChatLink(client, new AbortController().signal)).toBe(
      'https://t.me/the_bot?start=abc%201',
    );
  });

  it('is passed on as a failure for other errors', async () => {
    const client = clientAnswering(200, { error_code: 500, message: 'down' });
    await expect(fetchChatLink(client, new AbortController().signal)).rejects.toMatchObject({
      errorCode: 500,
    });
  });
});

describe('the loyalty info', () => {
  it('reads the balance, the grade and its cashback percent', () => {
    expect(
      parseLoyaltyInfo({
        data: {
          attributes: { balance: '120.5', currency: 'GEL', grade: { name: 'Gold', cashback_percent: 7 } },
        },
      }),
    ).toEqual({ balance: 120.5, currency: 'GEL', gradeName: 'Gold', cashbackPercent: 7 });
  });

  it('refuses a balance that is not a number', () => {
    expect(() => parseLoyaltyInfo({ data: { attributes: { balance: 'lots' } } })).toThrow(/balance/);
  });
});
