import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { menuItems, orderBody, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

/**
 * Issue 10 item 18: the login page sent a code to any redirect_uri (and the code bought a token there), the
 * payment page sent the guest to any http(s) sucessUrl / failureUrl. Redirect URIs are now registered per
 * client (exact match) on the mini-app's origins, payment returns must be on those origins, and a refused
 * redirect is a page in the guest's language instead of a redirect.
 */
const PARTNER = 'https://partner.example';
let sb: TestSandbox;
let token: string;

beforeAll(async () => {
  sb = await startTestSandbox({
    origins: [PARTNER],
    redirectUris: [`${PARTNER}/menu`, `food-partner=${PARTNER.toUpperCase()}:443/food`],
  });
  token = (await sb.grant(1)).access_token;
});
afterAll(() => sb.stop());

const REFUSAL = {
  login: {
    kk: 'Бұл redirect_uri осы client_id үшін тіркелмеген',
    ru: 'Этот redirect_uri не зарегистрирован для этого client_id',
    en: 'This redirect_uri is not registered for this client_id',
    ka: 'ეს redirect_uri ამ client_id-სთვის რეგისტრირებული არ არის',
  },
  pay: {
    kk: 'Қайту мекенжайына рұқсат жоқ',
    ru: 'Адрес возврата не разрешён',
    en: 'The return address is not allowed',
    ka: 'დაბრუნების მისამართი დაუშვებელია',
  },
};
const LANGUAGES = ['kk', 'ru', 'en', 'ka'] as const;

function login(method: 'GET' | 'POST', fields: Record<string, string>): Promise<Response> {
  const query = new URLSearchParams({ client_id: 'dastarkhan', state: 's1', language: 'en', ...fields });
  return method === 'GET'
    ? fetch(`${sb.url}/sandbox/login?${query}`, { redirect: 'manual' })
    : fetch(`${sb.url}/sandbox/login`, {
        method: 'POST',
        body: new URLSearchParams({ ...Object.fromEntries(query), user_id: '1' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
}

describe('login redirects', () => {
  it('sends a code only to a redirect_uri registered for the client, exactly', async () => {
    for (const redirect of [`${sb.url}/app/auth`, `${sb.url}/auth`, `${PARTNER}/auth`]) {
      expect((await login('GET', { redirect_uri: redirect })).status, redirect).toBe(200);
      const answer = await login('POST', { redirect_uri: redirect });
      expect(answer.status, redirect).toBe(303);
      const location = new URL(answer.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(redirect);
      expect(location.searchParams.get('code')).toBeTruthy();
    }
    for (const [clientId, redirect] of [
      ['dastarkhan', 'https://evil.test/auth'],
      ['dastarkhan', `${sb.url}/app/auth?next=https://evil.test`],
      ['dastarkhan', `${sb.url}/app/auth/../../evil`],
      ['dastarkhan', `${sb.url}/app/authx`],
      ['dastarkhan', `${sb.url}/app/auth#x`],
      ['dastarkhan', `http://user@${new URL(sb.url).host}/app/auth`],
      ['dastarkhan', 'http://127.0.0.1:1/app/auth'],
      ['evil-client', `${sb.url}/app/auth`],
      ['constructor', `${sb.url}/app/auth`],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await login(method, { client_id: clientId, redirect_uri: redirect });
        expect(answer.status, `${method} ${clientId} ${redirect}`).toBe(400);
        expect(answer.headers.get('location')).toBeNull();
        expect(await answer.text()).toContain(REFUSAL.login.en);
      }
    }
  });

  it('sends a code to a partner page registered whole, for its client only', async () => {
    // A partner that mounts the app (memory routing) logs in on its own page: it registers that URI.
    for (const [clientId, redirect] of [
      ['dastarkhan', `${PARTNER}/menu`],
      ['food-partner', `${PARTNER}/food`],
    ] as const) {
      const answer = await login('POST', { client_id: clientId, redirect_uri: redirect });
      expect(answer.status, redirect).toBe(303);
      expect(new URL(answer.headers.get('location') ?? '').pathname).toBe(new URL(redirect).pathname);
    }
    for (const [clientId, redirect] of [
      ['food-partner', `${PARTNER}/menu`],
      ['dastarkhan', `${PARTNER}/food`],
      ['food-partner', `${PARTNER}/food/`],
      ['food-partner', `${PARTNER}/food?x=1`],
      ['food-partner', `${sb.url}/food`],
    ] as const) {
      const answer = await login('POST', { client_id: clientId, redirect_uri: redirect });
      expect(answer.status, `${clientId} ${redirect}`).toBe(400);
    }
  });

  it('explains a refused redirect in kk, ru, en and ka', async () => {
    for (const language of LANGUAGES) {
      const answer = await login('GET', { redirect_uri: 'https://evil.test/auth', language });
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(REFUSAL.login[language]);
    }
  });
});

async function pendingTrack(): Promise<string> {
  const espresso = (await menuItems(sb, 11)).get('dala-coffee-espresso-kzt');
  if (!espresso) throw new Error('no espresso');
  const order = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/takeaway/order', {
    token,
    idempotencyKey: `pay-${Math.random()}`,
    body: orderBody({
      filial_id: 11,
      payment_type: 'online',
      items: [{ product_id: espresso.id, count: 1, price: espresso.price }],
    }),
  });
  const payment = order.body.data.attributes.payment as { track_id: string };
  return payment.track_id;
}
const query = (track: string, extra: Record<string, string>) =>
  new URLSearchParams({
    track_id: track,
    paymentUrl: 'https://psp.example/1',
    environment: 'stage',
    sucessUrl: `${sb.url}/app/typ/11/order/1`,
    failureUrl: `${sb.url}/app/cart`,
    language: 'en',
    ...extra,
  });

describe('payment returns', () => {
  const submit = (fields: URLSearchParams) =>
    fetch(`${sb.url}/sandbox/pay`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(fields), action: 'pay', card: 'ok' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });

  it('returns only to the mini-app’s origins, with or without its base path', async () => {
    for (const success of [`${sb.url}/app/typ/11/order/1`, `${sb.url}/typ/11/order/1`, `${PARTNER}/m/typ`]) {
      const track = await pendingTrack();
      expect((await fetch(`${sb.url}/sandbox/pay?${query(track, { sucessUrl: success })}`)).status).toBe(200);
      const paid = await submit(query(track, { sucessUrl: success }));
      expect(paid.status, success).toBe(303);
      expect(paid.headers.get('location')).toBe(success);
    }
  });

  it('refuses another origin on the page and in the form, and the payment stays pending', async () => {
    const track = await pendingTrack();
    for (const extra of [
      { sucessUrl: 'https://evil.test/ok' },
      { failureUrl: 'https://evil.test/no' },
      { sucessUrl: `http://user@${new URL(sb.url).host}/app/ok` },
    ]) {
      const page = await fetch(`${sb.url}/sandbox/pay?${query(track, extra)}`, { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(REFUSAL.pay.en);
      const forged = await submit(query(track, extra));
      expect(forged.status).toBe(400);
      expect(forged.headers.get('location')).toBeNull();
    }
    // Still payable: the forged forms settled nothing.
    expect((await fetch(`${sb.url}/sandbox/pay?${query(track, {})}`)).status).toBe(200);
    for (const language of LANGUAGES) {
      const html = await (
        await fetch(`${sb.url}/sandbox/pay?${query(track, { sucessUrl: 'https://evil.test/', language })}`)
      ).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(REFUSAL.pay[language]);
    }
  });
});

/** A Content-Security-Policy header as its directives. */
function directives(response: Response): Map<string, string[]> {
  return new Map(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((part) => part[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

// Issue 28 item 11: any site could frame Pay and the test sign-in (clickjacking), and their forms could go anywhere.
describe('headers of the pay and login pages', () => {
  it('may be framed by the simulator and the app only, and send their forms back to the app only', async () => {
    const login = await fetch(
      `${sb.url}/sandbox/login?${new URLSearchParams({ client_id: 'dastarkhan', redirect_uri: `${PARTNER}/auth` })}`,
    );
    expect(login.status).toBe(200);
    expect(directives(login).get('frame-ancestors')).toEqual(["'self'", PARTNER]);
    expect(directives(login).get('form-action')).toEqual(["'self'", PARTNER]);
    expect(login.headers.get('referrer-policy')).toBe('no-referrer');
    const own = await fetch(
      `${sb.url}/sandbox/login?${new URLSearchParams({ client_id: 'dastarkhan', redirect_uri: `${sb.url}/app/auth` })}`,
    );
    expect(directives(own).get('form-action')).toEqual(["'self'", sb.url]);

    const track = await pendingTrack();
    const pay = await fetch(
      `${sb.url}/sandbox/pay?${query(track, { sucessUrl: `${PARTNER}/m/typ`, failureUrl: `${sb.url}/app/cart` })}`,
    );
    expect(pay.status).toBe(200);
    expect(directives(pay).get('frame-ancestors')).toEqual(["'self'", PARTNER]);
    expect(directives(pay).get('form-action')).toEqual(["'self'", PARTNER, sb.url]);
    expect(pay.headers.get('referrer-policy')).toBe('no-referrer');
    // Refusals and payments without a return address: the form posts here and nowhere further.
    for (const page of [
      await fetch(`${sb.url}/sandbox/pay?${query(track, { sucessUrl: 'https://evil.test/ok' })}`),
      await fetch(`${sb.url}/sandbox/login?client_id=dastarkhan&redirect_uri=https://evil.test/auth`),
      await fetch(`${sb.url}/sandbox/pay?track_id=${track}&environment=stage`),
    ]) {
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(directives(page).get('frame-ancestors')).toEqual(["'self'", PARTNER]);
      expect(directives(page).get('form-action')).toEqual(["'self'"]);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
