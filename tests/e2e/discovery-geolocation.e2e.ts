import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { cdp, clickInApp, screenNow, openFresh, textInApp, waitInApp } from './discovery-support.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

const ASTANA = { latitude: 51.1282, longitude: 71.4307 };

function distances(selector: string): number[] {
  return [...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll(selector) ?? [])].map(
    (node) => Number(node.getAttribute('data-distance')),
  );
}

async function denyGeolocation(): Promise<void> {
  await cdp(journey.browser, 'Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: new URL(simulatorUrl('/')).origin,
  });
}

async function emulatePosition(position: { latitude: number; longitude: number }): Promise<void> {
  await cdp(journey.browser, 'Browser.grantPermissions', {
    permissions: ['geolocation'],
    origin: new URL(simulatorUrl('/')).origin,
  });
  await cdp(journey.browser, 'Emulation.setGeolocationOverride', { ...position, accuracy: 20 });
}

describe.each([
  { language: 'en', denied: 'Geolocation is not allowed' },
  { language: 'ru', denied: 'Доступ к геолокации запрещён' },
])('geolocation refused, in $language', ({ language, denied }) => {
  it('Home says so and still lists the town’s venues, without distances', async () => {
    await openFresh(journey.browser, '/', language, denyGeolocation);
    await waitInApp(journey.browser, '[data-testid="geo-denied"]', 'no geolocation notice');
    expect(await textInApp(journey.browser, '[data-testid="geo-denied"] strong')).toBe(denied);
    await waitInApp(journey.browser, '[data-category="near"] [data-venue]', 'the venues did not load');
    expect(await journey.browser.execute(distances, '[data-category="near"] li[data-distance]')).toEqual([]);
    expect(await journey.browser.execute(() => localStorage.getItem('townId'))).toBeNull();
  });

  it('table booking, which needs the position, goes Home with the reason', async () => {
    await openFresh(journey.browser, '/brands', language, denyGeolocation);
    await clickInApp(journey.browser, 'a[href="/app/brands/booking"]');
    await waitForValue(journey.browser, () => location.pathname === '/app/', 'booking did not go Home');
    await waitInApp(journey.browser, '.dk-notification', 'no notification');
    expect(await textInApp(journey.browser, '.dk-notification')).toContain(denied);
    await waitInApp(journey.browser, '[data-screen="home"]', 'Home did not show');
    expect(await screenNow(journey.browser)).toBe('home');
  });
});

describe.each([
  { language: 'en', question: 'Are you in another city?', change: 'Choose a city', astana: 'Astana' },
  { language: 'kk', question: 'Сіз басқа қаладасыз ба?', change: 'Қаланы таңдау', astana: 'Астана' },
])('an emulated position far from the town, in $language', ({ language, question, change, astana }) => {
  it('asks once per session for the town, offers the nearest, and then shows distances', async () => {
    await openFresh(journey.browser, '/filials', language, () => emulatePosition(ASTANA));
    await waitInApp(journey.browser, '[role="dialog"]', 'the town question did not come');
    expect(await textInApp(journey.browser, '[role="dialog"] h2')).toBe(question);
    const first = await journey.browser.execute(distances, '[data-testid="venue-list"] [data-distance]');
    expect(first[0]).toBeGreaterThan(50_000);
    expect(await textInApp(journey.browser, '[role="dialog"] .dk-button:not(.dk-button-secondary)')).toBe(
      change,
    );
    await clickInApp(journey.browser, '[role="dialog"] .dk-button:not(.dk-button-secondary)');
    await waitInApp(
      journey.browser,
      '[data-testid="town-list"] [data-town="2"]',
      'the town picker did not open',
    );
    const firstTown = await journey.browser.execute(
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-testid="town-list"] [data-town]')
          ?.getAttribute('data-town') ?? '',
    );
    expect(firstTown).toBe('2');
    await clickInApp(journey.browser, '[data-testid="town-list"] [data-town="2"]');
    await waitForValue(
      journey.browser,
      () => {
        const near = [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll('[data-testid="venue-list"] [data-distance]') ?? []),
        ].map((node) => Number(node.getAttribute('data-distance')));
        return near.length > 0 && near.every((metres) => metres < 50_000);
      },
      'the list did not move to Astana',
    );
    const near = await journey.browser.execute(distances, '[data-testid="venue-list"] [data-distance]');
    expect(near).toEqual([...near].sort((a, b) => a - b));
    const far = await journey.browser.execute(() =>
      [
        ...(document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelectorAll('[data-testid="venue-list"] [data-distance]') ?? []),
      ].map((node) => [
        Number(node.getAttribute('data-distance')),
        node.querySelector('.dkd-badge') !== null,
      ]),
    );
    for (const [metres, marked] of far) expect(marked).toBe((metres as number) >= 1500);
    expect(await journey.browser.execute(() => localStorage.getItem('townId'))).toBe('2');
    await journey.browser.url(simulatorUrl(`/app/?language=${language}`));
    await waitInApp(journey.browser, '[data-testid="town-button"]', 'Home did not show');
    expect(await textInApp(journey.browser, '[data-testid="town-button"]')).toBe(astana);
    await journey.browser.url(simulatorUrl(`/app/filials?language=${language}`));
    await waitInApp(
      journey.browser,
      '[data-testid="venue-list"] [data-venue]',
      'the list did not load again',
    );
    expect(
      await journey.browser.execute(
        () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"]') === null,
      ),
    ).toBe(true);
  });
});
