import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from '../request-watch.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import {
  collectFrameShifts,
  headerAndShortcuts,
  openInFrame,
  setUpHolder,
  placesOf,
  STILL,
  shownAt,
  signedInToken,
  storeItem,
  takeover,
  venuesShown,
  watchTakeover,
} from './prerendered-home-support.ts';

/**
 * ADR 0012: a returning guest, signed in and in another town than the default one, gets Home's frame from
 * the page's HTML too, fitted by its inline script (the repeat shortcut kept, the town named), and the app's
 * first commit then takes it over with nothing moved. A file of its own: its scripts must not be in the
 * browser's cache from an earlier hand-over.
 */

const journey = setUpJourney();
const proxy = setUpHolder(journey);

describe('Home prerendered for a signed-in guest in another town', () => {
  it('hands over to the app with nothing moved, the same town and the same shortcuts', async () => {
    await journey.browser.execute(storeItem, 'accessToken', await signedInToken());
    await journey.browser.execute(storeItem, 'townId', '2');
    await journey.browser.execute(openInFrame, '/app/?language=ru');
    await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/?language=ru');
    const parts = [...STILL, '.dkd-town'];
    const before = await journey.browser.execute(placesOf, parts);
    const frame = await journey.browser.execute(headerAndShortcuts);
    expect(frame?.positions).toContain('2');
    expect(await journey.browser.execute(watchTakeover, parts)).toBe(true);
    proxy().release();
    const after = await waitForValue(journey.browser, takeover, 'the app never took over');
    expect(after).toEqual(before?.rects);
    // The app names the same town and keeps the repeat shortcut (the brands' shortcuts join once known).
    const app = await journey.browser.execute(headerAndShortcuts);
    expect(app?.town).toEqual(frame?.town);
    expect(app?.positions).toContain('2');
    await waitForValue(journey.browser, venuesShown, 'no venues after the app took over');
    if (await journey.browser.execute(collectFrameShifts)) {
      expect(await journey.browser.execute(cumulativeLayoutShift)).toBeLessThan(0.05);
    }
  });
});
