import { describe, expect, it } from 'vitest';
import { clickText, onPayPage, waitForSandboxPage } from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { clickInApp } from './discovery-support.ts';
import { waitForScreen } from './in-app.ts';

/**
 * Issue 10 item 4: the language chosen by `?language=` is stored under 'lang' (docs/contract/entities.md#stored-values) and survives a
 * reload, the login round trip and a payment; the hosted login and pay pages are shown in it. The
 * simulator's host is 127.0.0.1, so the country is Kazakhstan: Georgian comes only from the URL.
 */
const journey = setUpJourney({ server: true });

/** The language the mounted app renders in (the `lang` of its root, set from its i18n instance). */
function appLanguage(wanted: string): boolean {
  return (
    document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-root')?.getAttribute('lang') ===
    wanted
  );
}

async function waitForLanguage(language: string): Promise<void> {
  await waitForValue(journey.browser, appLanguage, `the app is not in ${language}`, language);
}

/**
 * Runs in the page: Home's venue cards as [row title, venue id, text] (JSON) once there are some. Given
 * `wanted` (such a list from a start in the language switched to), only once every card shown that the start
 * showed too, in the same row, reads as it did there. Cards are compared by row and venue, not as one text:
 * rows come one by one, so a first look may have caught fewer of them than a later one (it did under load).
 */
function venueCards(wanted: string | null): string | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const cards = [...(root?.querySelectorAll('article.dkd-venue') ?? [])].map((card) => [
    card.closest('section')?.querySelector('h2')?.textContent ?? '',
    card.getAttribute('data-venue') ?? '',
    card.textContent ?? '',
  ]);
  if (cards.length === 0) return null;
  if (wanted === null) return JSON.stringify(cards);
  const started = new Map(
    (JSON.parse(wanted) as string[][]).map(([row, id, text]) => [`${row}|${id}`, text]),
  );
  const shared = cards.filter(([row, id]) => started.has(`${row}|${id}`));
  const same = shared.length > 0 && shared.every(([row, id, text]) => started.get(`${row}|${id}`) === text);
  return same ? JSON.stringify(cards) : null;
}

/** Whether some venue shown in both lists reads otherwise in the other: the texts are the language's. */
function namedOtherwise(one: string, other: string): boolean {
  const texts = new Map((JSON.parse(one) as string[][]).map(([, id, text]) => [id, text]));
  return (JSON.parse(other) as string[][]).some(
    ([, id, text]) => texts.has(id ?? '') && texts.get(id ?? '') !== text,
  );
}

async function freshStart(): Promise<void> {
  await journey.browser.url(journey.server.at('/app/'));
  await journey.browser.execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

describe('the language chosen in the URL, on a .kz host', () => {
  it('is stored under lang and kept after a reload without the parameter', async () => {
    await freshStart();
    await journey.browser.url(journey.server.at('/app/?language=en'));
    await waitForLanguage('en');
    expect(await journey.browser.execute(() => localStorage.getItem('lang'))).toBe('en');
    await journey.browser.url(journey.server.at('/app/'));
    await waitForLanguage('en');
  });

  it('Georgian survives the login round trip and a payment; the hosted pages follow it', async () => {
    await freshStart();
    const opened = await journey.server.control('POST', 'bills', { table_id: 3 });
    expect([201, 409]).toContain(opened.status);
    await journey.browser.url(
      journey.server.at('/app/filials/11?filial_id=11&table_id=3&main_terminal_id=11&source=QR&language=ka'),
    );
    await waitForScreen(journey.browser, 'bill');
    await waitForLanguage('ka');
    // The bill again without the parameter (as after the login round trip), still Georgian.
    await journey.browser.url(journey.server.at('/app/filials/11/bill?table_id=3'));
    await waitForScreen(journey.browser, 'bill');
    await waitForLanguage('ka');

    await clickText(journey.browser, 'შედით გადასახდელად');
    await waitForSandboxPage(journey.browser, 'login');
    expect(new URL(await journey.browser.getUrl()).searchParams.get('language')).toBe('ka');
    expect(await journey.browser.execute(() => document.documentElement.lang)).toBe('ka');
    await (await journey.browser.$('#phone')).setValue('+77051230012');
    await (await journey.browser.$('#name')).setValue('Nino');
    await (await journey.browser.$('form:has(#phone) button[type="submit"]')).click();
    await journey.browser.waitUntil(
      async () => new URL(await journey.browser.getUrl()).pathname === '/app/filials/11/bill',
      {
        timeoutMsg: 'the login did not come back to the bill',
      },
    );
    await waitForScreen(journey.browser, 'bill');
    await waitForLanguage('ka');

    await clickText(journey.browser, 'გადახდა');
    await waitForSandboxPage(journey.browser, 'pay');
    expect(new URL(await journey.browser.getUrl()).searchParams.get('language')).toBe('ka');
    expect(await journey.browser.execute(() => document.documentElement.lang)).toBe('ka');
    await onPayPage(journey.browser, 'pay');
    await journey.browser.waitUntil(
      async () => new URL(await journey.browser.getUrl()).pathname === '/app/filials/11/bill',
      {
        timeoutMsg: 'the payment did not come back to the bill',
      },
    );
    await waitForScreen(journey.browser, 'bill');
    await waitForLanguage('ka');
    expect(await journey.browser.execute(() => localStorage.getItem('lang'))).toBe('ka');
    expect(journey.consoleErrors).toEqual([]);
  });
});

describe('the language picked on Home', () => {
  it('brings the venues in the new language, as a start in that language shows them', async () => {
    await freshStart();
    await journey.browser.url(journey.server.at('/app/?language=kk'));
    await waitForLanguage('kk');
    const inKazakh = await waitForValue(journey.browser, venueCards, 'no venue on Home in kk', null);
    await freshStart();
    await journey.browser.url(journey.server.at('/app/?language=ru'));
    await waitForLanguage('ru');
    const inRussian = await waitForValue(journey.browser, venueCards, 'no venue on Home in ru', null);
    expect(namedOtherwise(inKazakh, inRussian)).toBe(true);

    await clickInApp(journey.browser, '[data-testid="language-button"]');
    await clickInApp(journey.browser, '[data-language="kk"]');
    await waitForLanguage('kk');
    await waitForValue(
      journey.browser,
      venueCards,
      'Home kept venues of the old language after the switch',
      inKazakh,
    );
    expect(journey.consoleErrors).toEqual([]);
  });
});
