import { beforeAll, describe, it } from 'vitest';
import type { Language } from '../../src/i18n/languages.ts';
import { cdp, clickInApp, openFresh } from './discovery-support.ts';
import { simulatorUrl } from './harness.ts';
import {
  closeDialog,
  expectAccessibleAndLegible,
  type Screen,
  settled,
  visit,
  waitForDialog,
} from './a11y-support.ts';
import { type Journey, setUpJourney } from './journey.ts';

/** The contract's (docs/contract/screens.md#routes) discovery screens (and the pages beside them) by route and the data-screen each shows. */
const SCREENS: [string, Screen][] = [
  ['/brands', 'brands'],
  ['/brands/booking', 'brands-booking'],
  ['/brands/filials?brand_id=1', 'brand-filials'],
  ['/filials', 'filials'],
  ['/filials/11/details', 'filial-details'],
  ['/map', 'map'],
  ['/search', 'search'],
  ['/faq', 'faq'],
  ['/no-such-page', 'not-found'],
];

/**
 * The discovery screens' accessibility journey in `languages`, for a file to call once at its top: the four
 * languages take two files, a11y-discovery.e2e.ts and a11y-discovery-en-ka.e2e.ts, so that no one file of
 * ~100 s quiet (~260 s at load 30) holds a worker while the others end (ADR 0021). Each language opens a
 * fresh page with nothing remembered, so the split changes what each check sees in nothing.
 */
export function discoveryScreensJourney(languages: readonly Language[]): Journey {
  const journey = setUpJourney();

  beforeAll(async () => {
    // BrandsBooking needs a position (docs/contract/screens.md#routes): the guest is in Almaty and lets the app know.
    await cdp(journey.browser, 'Browser.grantPermissions', {
      permissions: ['geolocation'],
      origin: new URL(simulatorUrl('/')).origin,
    });
    await cdp(journey.browser, 'Emulation.setGeolocationOverride', {
      latitude: 43.2389,
      longitude: 76.8897,
      accuracy: 20,
    });
  });

  describe.each(languages)('discovery screens in %s', (language) => {
    // Twelve screens and dialogs, each settled and checked by axe: 30-38 s at load ~15-18, and the first
    // language, on a fresh context, ran out of the project's 60 s in a whole run (ADR 0021). Each wait
    // inside keeps its own bound; this is only the outer guard.
    it('have no axe violation at any impact level and legible text, dialogs included', async () => {
      // Georgian is offered on a .ge host (docs/contract/product.md#languages); the URL picks it anywhere.
      await openFresh(journey.browser, '/', language);
      await settled(
        journey.browser,
        { screen: 'home', ready: '[data-category="near"] [data-venue]' },
        language,
      );
      await expectAccessibleAndLegible(journey.browser, `${language} /`);

      await clickInApp(journey.browser, '[data-testid="town-button"]');
      await waitForDialog(journey.browser);
      await expectAccessibleAndLegible(journey.browser, `${language} town picker`, 'dialogs');
      await closeDialog(journey.browser);

      await clickInApp(journey.browser, '[data-testid="language-button"]');
      await waitForDialog(journey.browser);
      await expectAccessibleAndLegible(journey.browser, `${language} language picker`, 'dialogs');
      await closeDialog(journey.browser);

      for (const [route, screen] of SCREENS) {
        await visit(journey.browser, route, screen, language);
        await expectAccessibleAndLegible(journey.browser, `${language} ${route}`);
      }
    }, 120_000);
  });

  return journey;
}
