import { describe, it } from 'vitest';
import type { Language } from '../../src/i18n/languages.ts';
import {
  clickInAppScript,
  closeDialog,
  expectAccessibleAndLegible,
  revealInApp,
  type Screen,
  settled,
  visit,
  waitForDialog,
} from './a11y-support.ts';
import { openFresh } from './discovery-support.ts';
import { setUpJourney } from './journey.ts';

/** A plain item of the menu shown (no 21+ question, orderable now): its row's open button. */
const PLAIN_ITEM =
  'li.dkm-item[data-state="available"]:not(:has(.dkm-badge:not([data-kind]))) .dkm-item-open';
/** A 21+ item (its age badge has no kind). */
const ADULT_ITEM = 'li.dkm-item:has(.dkm-badge:not([data-kind])) .dkm-item-open';

/** The contract's (docs/contract/screens.md#routes) ordering screens a guest reaches without signing in, by route and data-screen. */
const SCREENS: [string, Screen][] = [
  ['/filials/11/search', 'menu-search'],
  ['/filials/11/bill?filial_id=11&table_id=5&main_terminal_id=11', 'bill'],
  ['/filials/22/barcode-manual', 'barcode-manual'],
  ['/filials/22/barcode-scanner', 'barcode-scanner'],
  ['/cart', 'cart'],
  ['/address-form', 'address-form'],
  ['/address-map', 'address-map'],
  ['/auth', 'auth'],
];

/**
 * The ordering screens' accessibility journey in `languages`, for a file to call once at its top: the four
 * languages take two files, a11y-ordering.e2e.ts and a11y-ordering-en-ka.e2e.ts, so that no one file holds a
 * worker while the others end (ADR 0021). Each language opens a fresh page with nothing remembered (its cart
 * too), so the split changes what each check sees in nothing.
 */
export function orderingScreensJourney(languages: readonly Language[]): void {
  const journey = setUpJourney();

  describe.each(languages)('ordering screens in %s', (language) => {
    it('have no axe violation at any impact level and legible text, the product sheet, 21+ question and cart bar included', async () => {
      await openFresh(journey.browser, '/filials/15', language);
      await settled(journey.browser, { screen: 'menu', ready: PLAIN_ITEM }, language);
      await expectAccessibleAndLegible(journey.browser, `${language} /filials/15`);

      await clickInAppScript(journey.browser, PLAIN_ITEM);
      await waitForDialog(journey.browser);
      await expectAccessibleAndLegible(journey.browser, `${language} product sheet`, 'dialogs');
      await closeDialog(journey.browser);

      await clickInAppScript(journey.browser, ADULT_ITEM);
      await waitForDialog(journey.browser);
      await expectAccessibleAndLegible(journey.browser, `${language} 21+ question`, 'dialogs');
      await closeDialog(journey.browser);

      // Items that cannot be ordered now are greyed: their text must still be readable.
      await revealInApp(journey.browser, 'li.dkm-item[data-state="unavailable"]');
      await expectAccessibleAndLegible(
        journey.browser,
        `${language} /filials/15, an unavailable item in view`,
      );

      for (const [route, screen] of SCREENS) {
        await visit(journey.browser, route, screen, language);
        await expectAccessibleAndLegible(journey.browser, `${language} ${route}`);
      }

      // Last, so that the cart above was checked empty: an item added shows the menu's floating cart bar.
      await visit(journey.browser, '/filials/15', { screen: 'menu', ready: PLAIN_ITEM }, language);
      await clickInAppScript(journey.browser, PLAIN_ITEM);
      await waitForDialog(journey.browser);
      await clickInAppScript(journey.browser, '.dkm-sheet-actions .dk-button:not(:disabled)');
      await revealInApp(journey.browser, '[data-cart-summary]');
      await expectAccessibleAndLegible(journey.browser, `${language} /filials/15 with the cart bar`);
    });
  });
}
