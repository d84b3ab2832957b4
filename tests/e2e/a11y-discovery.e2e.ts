import { describe, expect, it } from 'vitest';
import { discoveryScreensJourney } from './a11y-discovery-screens.ts';
import { measureUnjudged, seriousViolations, settled, visit } from './a11y-support.ts';
import { clickInApp, openFresh } from './discovery-support.ts';
import { waitForValue } from './harness.ts';

// Kazakh and Russian here, English and Georgian in a11y-discovery-en-ka.e2e.ts (ADR 0021).
const journey = discoveryScreensJourney(['kk', 'ru']);

/** Runs in the page: what has the focus inside the app, and what its polite live region says. */
function focusAndAnnouncement() {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const active = root?.activeElement;
  return {
    tag: active?.tagName.toLowerCase() ?? null,
    text: active?.textContent?.trim() ?? null,
    heading: root?.querySelector('[data-screen] h1')?.textContent?.trim() ?? null,
    announced: root?.querySelector('[data-testid="screen-announcement"]')?.textContent?.trim() ?? null,
  };
}

describe('a screen change, for keyboard and screen-reader users', () => {
  it('moves the focus to the new screen’s heading and announces it, each time', async () => {
    await openFresh(journey.browser, '/', 'en');
    await settled(journey.browser, { screen: 'home', ready: '[data-category="near"] [data-venue]' }, 'en');
    for (const [link, screen] of [
      ['a[href$="/filials"]', 'filials'],
      ['a[href$="/brands"]', 'brands'],
    ] as const) {
      if (screen === 'brands')
        await visit(journey.browser, '/', { screen: 'home', ready: '[data-venue]' }, 'en');
      await clickInApp(journey.browser, `.dkd-toolbar ${link}`);
      await settled(journey.browser, screen, 'en');
      await waitForValue(
        journey.browser,
        () => document.querySelector('dastarkhan-app')?.shadowRoot?.activeElement?.tagName === 'H1' || null,
        `the focus did not move to the ${screen} screen’s heading`,
      );
      const state = await journey.browser.execute(focusAndAnnouncement);
      expect(state.text).toBe(state.heading);
      expect(state.announced).toBe(state.heading);
      // Tab goes on from the top of the new screen, not from the page's start.
      await journey.browser.keys('Tab');
      const next = await journey.browser.execute(() =>
        Boolean(
          document.querySelector('dastarkhan-app')?.shadowRoot?.activeElement?.closest('[data-screen]'),
        ),
      );
      expect(next).toBe(true);
    }

    // A screen that puts the focus somewhere itself keeps it there (Search's field), and is still announced.
    await visit(journey.browser, '/search', 'search', 'en');
    await waitForValue(
      journey.browser,
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-testid="screen-announcement"]')?.textContent || null,
      'the Search screen was not announced',
    );
    const search = await journey.browser.execute(focusAndAnnouncement);
    expect(search.tag).toBe('input');
    expect(search.announced).toBe(search.heading);
  });
});

describe('the document language', () => {
  it('follows the interface language on the page, the screens and the dialogs', async () => {
    const languages = () =>
      journey.browser.execute(() => {
        const root = document.querySelector('dastarkhan-app')?.shadowRoot;
        return {
          page: document.documentElement.lang,
          screens: root?.querySelector('.dk-root')?.getAttribute('lang') ?? null,
          dialogs: root?.querySelector('.dk-layers')?.getAttribute('lang') ?? null,
          dir: document.documentElement.dir,
        };
      });
    await openFresh(journey.browser, '/', 'en');
    expect(await languages()).toEqual({ page: 'en', screens: 'en', dialogs: 'en', dir: 'ltr' });

    await clickInApp(journey.browser, '[data-testid="language-button"]');
    await clickInApp(journey.browser, '[data-language="ru"]');
    await waitForValue(
      journey.browser,
      () => document.documentElement.lang === 'ru',
      'the page did not turn Russian',
    );
    expect(await languages()).toEqual({ page: 'ru', screens: 'ru', dialogs: 'ru', dir: 'ltr' });
  });
});

describe('the contrast check of text over images and gradients', () => {
  it('names text that reads poorly over what is rendered behind it, and passes text that reads well', async () => {
    await openFresh(journey.browser, '/faq', 'en');
    await settled(journey.browser, 'faq', 'en');
    // Two probes over the same light gradient, which axe cannot judge: white text (about 1.1:1) and dark.
    await journey.browser.execute(() => {
      const main = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="faq"]');
      for (const [id, colour] of [
        ['probe-pale', '#ffffff'],
        ['probe-dark', '#1a1a1a'],
      ] as const) {
        const probe = document.createElement('p');
        probe.id = id;
        probe.textContent = `Legibility ${id}`;
        probe.style.cssText = `color: ${colour}; background: linear-gradient(#f4f4f4, #e8e8e8); font-size: 16px`;
        main?.prepend(probe);
      }
    });
    await seriousViolations(journey.browser, 'page', 'serious', true);
    const { failures, unseen } = await measureUnjudged(journey.browser, 'probe');
    expect(unseen).toEqual([]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^probe: \[\["dastarkhan-app","#probe-pale"\]\] "Legibility probe-pale": text rgb\(255, 255, 255\) on rgb\(24\d, 24\d, 24\d\) is 1\.\d\d:1 \(the worst pixel behind it\), AA asks 4\.5:1 of 16 px at weight 400$/,
    );
  });
});
