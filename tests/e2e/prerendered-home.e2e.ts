import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/home.ts';
import kk from '../../src/i18n/locales/kk/home.ts';
import ru from '../../src/i18n/locales/ru/home.ts';
import placesKa from '../../src/i18n/locales/ka/places.ts';
import placesRu from '../../src/i18n/locales/ru/places.ts';
import { cumulativeLayoutShift } from '../request-watch.ts';
import { waitForValue } from './harness.ts';
import {
  collectFrameShifts,
  coverPreloads,
  frameShifts,
  holdPosition,
  positionNoticeShown,
  refusePosition,
  headerAndShortcuts,
  openInFrame,
  setUpHolder,
  placesOf,
  STILL,
  shownAt,
  storeItem,
  takeover,
  venuesShown,
  watchTakeover,
} from './prerendered-home-support.ts';
import { setUpJourney } from './journey.ts';

/**
 * Issue 12, ADR 0012: the app shell's HTML shows Home's first frame before any of the app's code has run,
 * in the language the app will pick, and the app then takes over with nothing moving and nothing twice.
 * The app's scripts are held back by a proxy; the page is read from a same-origin holder's frame.
 */

const journey = setUpJourney();
const proxy = setUpHolder(journey);

describe('Home prerendered in the app shell, before the app’s code', () => {
  it.each([
    ['/app/?language=ru', 'ru', ru.allVenues],
    ['/app/?language=en', 'en', en.allVenues],
    ['/app/', 'kk', kk.allVenues],
  ])('%s shows Home’s frame in %s, one copy', async (path, language, allVenues) => {
    await journey.browser.execute(openInFrame, path);
    const shown = await waitForValue(journey.browser, shownAt, `no Home frame at ${path}`, path);
    expect(shown).toMatchObject({
      roots: 1,
      hosts: 1,
      screens: 1,
      language,
      htmlLanguage: language,
      allVenues,
    });
    expect(shown.height).toBeGreaterThan(300);
  });

  it('shows the stored pick’s language over the default', async () => {
    await journey.browser.execute(storeItem, 'lang', 'en');
    await journey.browser.execute(openInFrame, '/app/');
    const shown = await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/');
    await journey.browser.execute(storeItem, 'lang', null);
    expect(shown).toMatchObject({ roots: 1, language: 'en', allVenues: en.allVenues });
  });

  it('sends no Home frame with a Cart deep link: its page has no frames for the script to remove', async () => {
    await journey.browser.execute(openInFrame, '/app/cart?language=en');
    const shown = await waitForValue(journey.browser, shownAt, 'no app page', '/app/cart?language=en');
    expect(shown).toMatchObject({ roots: 0, hosts: 0, screens: 0, allVenues: null });
  });

  it('fits the frame to the guest: the repeat shortcut when signed in, the stored town in the header', async () => {
    await journey.browser.execute(openInFrame, '/app/?language=ru');
    await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/?language=ru');
    const guest = await journey.browser.execute(headerAndShortcuts);
    expect(guest?.positions).not.toContain('2');
    expect(guest?.town).toEqual([
      placesRu.towns['1'],
      placesRu.townPicker.button.replace('{{town}}', placesRu.towns['1']),
    ]);

    await journey.browser.execute(storeItem, 'accessToken', 'a token');
    await journey.browser.execute(storeItem, 'townId', '2');
    await journey.browser.execute(openInFrame, '/app/?language=ka');
    const shown = await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/?language=ka');
    const member = await journey.browser.execute(headerAndShortcuts);
    await journey.browser.execute(storeItem, 'accessToken', null);
    await journey.browser.execute(storeItem, 'townId', null);
    expect(shown).toMatchObject({ roots: 1, language: 'ka' });
    expect(member?.positions).toEqual(['2', ...(guest?.positions ?? [])].sort());
    expect(member?.town).toEqual([
      placesKa.towns['2'],
      placesKa.townPicker.button.replace('{{town}}', placesKa.towns['2']),
    ]);
  });

  it('sends Home’s venue lists, and asks for their first covers, before any of the app’s scripts has arrived (ADR 0032)', async () => {
    const from = proxy().served().length;
    await journey.browser.execute(openInFrame, '/app/?language=en');
    const asked = () => proxy().served().slice(from);
    const lists = ['promo', 'near', 'popular'].map((list) => `/proxy/takeaway/v2/locations/${list}?`);
    await journey.browser
      .waitUntil(() => lists.every((list) => asked().some((url) => url.startsWith(list))))
      .catch((error: unknown) => {
        throw new Error(`Home's lists not asked for with the scripts held: ${asked().join(' ')}`, {
          cause: error,
        });
      });
    const covers = await waitForValue(
      journey.browser,
      coverPreloads,
      'no cover asked for',
      '/app/?language=en',
    );
    expect(
      covers.every((url) => /\/sandbox\/img\/[\w-]+\/\d+x\d+\/filials\//.test(url)),
      covers.join(' '),
    ).toBe(true);
    expect(asked().filter((url) => /\/assets\/shell-/.test(url))).toEqual([]);
    // Each list once: the app, once its scripts come, adopts these (early-requests.ts).
    for (const list of lists) expect(asked().filter((url) => url.startsWith(list))).toHaveLength(1);
  });

  it('sends a Menu’s venue card, menu, promotions and popular dishes before any of the app’s scripts has arrived (ADR 0032)', async () => {
    const from = proxy().served().length;
    await journey.browser.execute(openInFrame, '/app/filials/24?language=en');
    const asked = () => proxy().served().slice(from);
    const calls = [
      '/proxy/takeaway/locations/card/terminal/24?',
      '/proxy/menu/v2/category/products?filial_id=24',
      '/proxy/menu-promos/api/v2/promos?',
      '/proxy/menu/v3/popular/products?filial_id=24',
    ];
    await journey.browser
      .waitUntil(() => calls.every((call) => asked().some((url) => url.startsWith(call))))
      .catch((error: unknown) => {
        throw new Error(`the Menu's requests not sent with the scripts held: ${asked().join(' ')}`, {
          cause: error,
        });
      });
    expect(asked().filter((url) => /\/assets\/shell-/.test(url))).toEqual([]);
  });

  it('asks for the texts of a screen without first requests before any of the app’s scripts has arrived (ADR 0034)', async () => {
    const from = proxy().served().length;
    // Georgian's later texts: no page before it in this file asked for them (Home's asks for the first part
    // alone), so they are not in the browser's cache.
    await journey.browser.execute(openInFrame, '/app/profile?language=ka');
    const asked = () => proxy().served().slice(from);
    await journey.browser
      .waitUntil(() => asked().some((url) => url.includes('/assets/rest-')))
      .catch((error: unknown) => {
        throw new Error(`the profile's texts not asked for with the scripts held: ${asked().join(' ')}`, {
          cause: error,
        });
      });
    expect(asked().filter((url) => /\/assets\/shell-/.test(url))).toEqual([]);
  });

  it('hands over to the app with nothing moved and nothing twice, and a late refused position moves nothing', async () => {
    await journey.browser.execute(openInFrame, '/app/?language=en');
    await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/?language=en');
    const before = await journey.browser.execute(placesOf, STILL);
    expect(before?.marked).toBeGreaterThan(5);
    expect(await journey.browser.execute(watchTakeover, STILL)).toBe(true);
    expect(await journey.browser.execute(holdPosition)).toBe(true);
    proxy().release();
    const after = await waitForValue(journey.browser, takeover, 'the app never took over');
    expect(after).toEqual(before?.rects);
    await waitForValue(journey.browser, venuesShown, 'no venues after the app took over');
    const shown = await journey.browser.execute(shownAt, '/app/?language=en');
    expect(shown).toMatchObject({ roots: 1, hosts: 1, screens: 1, language: 'en' });
    // The position refused once the venues are on screen (a guest slow to answer the browser's question):
    // its notice must not push the rows the guest is looking at.
    await waitForValue(journey.browser, refusePosition, 'the app never asked for the position');
    await waitForValue(journey.browser, positionNoticeShown, 'no notice for the refused position');
    if (await journey.browser.execute(collectFrameShifts)) {
      const shifts = await journey.browser.execute(frameShifts);
      expect(await journey.browser.execute(cumulativeLayoutShift), shifts).toBeLessThan(0.05);
    }
  });
});
