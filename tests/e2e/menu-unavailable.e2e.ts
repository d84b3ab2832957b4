import { describe, expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { appUrl, press, sandboxApi } from './menu-support.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen } from './in-app.ts';

const journey = setUpJourney();

/** Dala Coffee (filial 11): its popular list holds items the stop list took off today. */
const VENUE = 11;

interface Product {
  id: string;
  attributes: { name: string; is_unavailable: boolean; is_sold_out: boolean };
}

describe('an item that cannot be ordered, in English', () => {
  it('is marked unavailable on its card and its sheet offers the reason instead of an add button', async () => {
    const popular = await sandboxApi<{ data: Product[] }>(
      `menu/v3/popular/products?filial_id=${VENUE}&limit=20`,
    );
    const stopped = popular.data.find(
      (item) => item.attributes.is_unavailable && !item.attributes.is_sold_out,
    );
    if (!stopped) throw new Error('the sandbox stopped no popular item of venue 11');

    await journey.browser.url(appUrl(`/filials/${VENUE}?language=en`));
    await waitForScreen(journey.browser, 'menu');
    await press(journey.browser, 'Delivery');
    const card = await waitForValue(
      journey.browser,
      (id) =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector(`.dkm-strip .dkm-card[data-item-id="${id}"]`)?.textContent,
      'the popular strip did not show the stopped item',
      stopped.id,
    );
    expect(card).toContain('Unavailable');

    await journey.browser.execute((id) => {
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLElement>(`.dkm-strip .dkm-card[data-item-id="${id}"]`)
        ?.click();
    }, stopped.id);
    const sheet = await waitForValue(
      journey.browser,
      () => {
        const root = document.querySelector('dastarkhan-app')?.shadowRoot;
        const found = root?.querySelector('.dk-sheet .dkm-sheet-actions');
        return found && root?.querySelector('.dk-sheet [data-product-sheet]')
          ? {
              actions: found.textContent ?? '',
              addButtons: [...found.querySelectorAll('button')].filter((button) =>
                button.textContent?.startsWith('Add for'),
              ).length,
            }
          : null;
      },
      'the product sheet did not open',
    );
    expect(sheet).toEqual({ actions: 'Unavailable', addButtons: 0 });
    expect(journey.consoleErrors).toEqual([]);
  });
});
