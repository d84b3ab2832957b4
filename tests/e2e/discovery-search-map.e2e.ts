import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { clickInApp, screenNow, openFresh, waitInApp } from './discovery-support.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

function allTexts(selector: string): string[] {
  return [...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll(selector) ?? [])].map(
    (node) => node.textContent?.trim() ?? '',
  );
}

/** The route the app shell shows, without its /app base and the language parameter. */
async function route(): Promise<string> {
  const url = new URL(await journey.browser.getUrl());
  url.searchParams.delete('language');
  return url.pathname.replace(/^\/app/, '') + (url.search || '');
}

describe.each([
  { language: 'en', query: 'khinkali', dishes: 'Dishes' },
  { language: 'ru', query: 'хинкали', dishes: 'Блюда' },
])('searching a dish in $language', ({ language, query, dishes }) => {
  it('suggests, finds the dish, and opens the venue that sells it', async () => {
    journey.consoleErrors.length = 0;
    await openFresh(journey.browser, '/search', language);
    const field = await journey.browser.$('dastarkhan-app').shadow$('input[type="search"]');
    await field.setValue(query);
    await waitInApp(journey.browser, '[data-testid="search-suggestions"] button', 'no suggestions appeared');
    const suggestions = await journey.browser.execute(allTexts, '[data-testid="search-suggestions"] button');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    await journey.browser.keys('Enter');
    await waitInApp(journey.browser, '[data-testid="dish-results"] [data-dish]', 'no dish was found');
    expect(await journey.browser.execute(allTexts, '[data-testid="dish-results"] h2')).toEqual([dishes]);
    const firstDish = await journey.browser.execute(
      allTexts,
      '[data-testid="dish-results"] [data-dish] strong',
    );
    expect(firstDish[0]?.toLowerCase()).toContain(query);
    const dishKey = await journey.browser.execute(
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-testid="dish-results"] [data-dish]')
          ?.getAttribute('data-dish') ?? '',
    );
    const venueId = dishKey.split('-')[0];
    await clickInApp(journey.browser, '[data-testid="dish-results"] [data-dish]');
    await waitForValue(
      journey.browser,
      (id: string) => location.pathname === `/app/filials/${id}`,
      'the venue did not open',
      venueId ?? '',
    );
    expect(await route()).toBe(`/filials/${venueId}`);
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="menu"]') ?? null,
      'the Menu screen did not show',
    );
    expect(
      await journey.browser.execute(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]')),
    ).toEqual([query]);
    expect(journey.consoleErrors).toEqual([]);
  });
});

describe.each([
  { language: 'en', open: 'Open the venue' },
  { language: 'kk', open: 'Мекемені ашу' },
])('the map in $language', ({ language, open }) => {
  it('shows venues as markers on sandbox tiles, and a picked marker opens its venue', async () => {
    journey.consoleErrors.length = 0;
    await openFresh(journey.browser, '/map', language);
    await waitInApp(journey.browser, '.leaflet-marker-icon [data-venue]', 'no markers on the map');
    await waitForValue(
      journey.browser,
      () =>
        [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded') ?? []),
        ].some((tile) => tile.src.includes('/sandbox/tiles/') && tile.naturalWidth === 256),
      'no map tile loaded',
    );
    const tileLanguage = await journey.browser.execute(() => {
      const tile = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('img.leaflet-tile');
      return tile instanceof HTMLImageElement ? new URL(tile.src).searchParams.get('lang') : null;
    });
    expect(tileLanguage).toBe(language);
    const listed = await journey.browser.execute(allTexts, '[data-testid="map-venues"] a');
    expect(listed.length).toBeGreaterThan(0);
    // A marker well inside the visible map (markers beyond its edges exist but are clipped) that no other
    // marker covers: in a dense town two pins can overlap, and the one on top would take the click.
    const venueId = await waitForValue(
      journey.browser,
      () => {
        const root = document.querySelector('dastarkhan-app')?.shadowRoot;
        const map = root?.querySelector('[data-testid="venue-map"]')?.getBoundingClientRect();
        const inside = [...(root?.querySelectorAll('.leaflet-marker-icon [data-venue]') ?? [])].find(
          (pin) => {
            const box = pin.getBoundingClientRect();
            const marker = pin.closest('.leaflet-marker-icon');
            const onTop = root?.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return (
              map &&
              box.top > map.top + 40 &&
              box.bottom < map.bottom - 40 &&
              box.left > map.left + 40 &&
              box.right < map.right - 60 &&
              marker?.contains(onTop ?? null)
            );
          },
        );
        return inside?.getAttribute('data-venue') ?? '';
      },
      'no marker inside the map that another one does not cover',
    );
    // Clicked in the page: WebDriver's clickability check now and then refused the pin for 10 s under load
    // (kk, one run in five), though the pin was on top at its centre (checked above).
    await journey.browser.execute((id: string) => {
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLElement>(`.leaflet-marker-icon:has([data-venue="${id}"])`)
        ?.click();
    }, venueId);
    await waitInApp(
      journey.browser,
      `[data-testid="selected-venue"] [data-venue="${venueId}"]`,
      'the picked venue was not shown',
    );
    expect(await journey.browser.execute(allTexts, '[data-testid="selected-venue"] a.dk-button')).toEqual([
      open,
    ]);
    await clickInApp(journey.browser, '[data-testid="selected-venue"] a.dk-button');
    await waitForValue(
      journey.browser,
      (id: string) => location.pathname === `/app/filials/${id}`,
      'the venue did not open',
      venueId,
    );
    expect(await route()).toBe(`/filials/${venueId}`);
    expect(await screenNow(journey.browser)).not.toBe('not-found');
    expect(journey.consoleErrors).toEqual([]);
  });

  it('keeps the tiles on the sandbox: nothing is fetched from another host', async () => {
    const hosts = await journey.browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).host),
    );
    expect(new Set(hosts)).toEqual(new Set([new URL(simulatorUrl('/')).host]));
  });
});
