import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

type FixtureWindow = Window & { Dastarkhan: typeof import('../../src/index.ts'); fixtureReady?: boolean };

/** Where each request of the page started, in the order the page started them (resource timing). */
interface Started {
  name: string;
  startTime: number;
}

// ADR 0027, lever 6: the embedded mount's Home asks for its venue lists as the mount starts, beside its
// screen's chunk, instead of once that chunk and its imports have arrived and Home has rendered.
describe('the embedded mount’s first requests', () => {
  it('sends Home’s venue lists with Home’s chunk, not after it', async () => {
    await journey.browser.url(simulatorUrl('/test-fixtures/embed.html'));
    await waitForValue(
      journey.browser,
      () => (window as unknown as FixtureWindow).fixtureReady,
      'fixture did not load',
    );
    await journey.browser.execute(() => {
      const win = window as unknown as FixtureWindow;
      win.Dastarkhan.mount(document.getElementById('first') as Element);
    });
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('#first dastarkhan-app')?.shadowRoot?.querySelector('article.dkd-venue') ??
        null,
      'no venue card on the embedded Home',
    );
    const started = await journey.browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
      })),
    );
    // Home's own code is in the chunk of the code it shares with the other screens (ADR 0030).
    const home = started.find((entry: Started) => /\/dist\/chunks\/home-shared-[^/]*\.js$/.test(entry.name));
    const lists = started.filter((entry: Started) => entry.name.includes('/takeaway/v2/locations'));
    expect(home, 'Home’s chunk was asked for').toBeDefined();
    expect(lists.length).toBeGreaterThan(0);
    // Each list was asked for before Home's chunk was: the same round trip, not one after it.
    expect(
      lists
        .filter((list: Started) => list.startTime > (home?.startTime ?? 0))
        .map((list: Started) => list.name),
    ).toEqual([]);
    // And the app adopted them: each list went to the server once.
    const names = lists.map((list: Started) => list.name);
    expect(names).toEqual([...new Set(names)]);
  });
});
