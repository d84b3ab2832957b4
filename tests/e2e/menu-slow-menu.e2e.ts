import { describe, expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney({ server: true });

/** The food hall: 1,640 items, the largest menu; its popular dishes are a strip above the list. */
const VENUE = 24;

/**
 * Where the venue's header, its service choice and its popular strip are drawn, and whether the list is in;
 * null until the strip is there (and the list too, when `withList`).
 */
function painted(withList: boolean) {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const strip = root?.querySelector<HTMLElement>('[data-screen="menu"] .dkm-strip');
  if (!root || !strip) return null;
  if (withList && !root.querySelector('.dkm-list')) return null;
  const box = (element: Element | null | undefined) => {
    const rect = element?.getBoundingClientRect();
    return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
  };
  return {
    heading: box(root.querySelector('h1')),
    services: box(root.querySelector('[data-screen="menu"] .dkm-venue > :last-child')),
    strip: box(strip),
    firstCard: box(strip.querySelector('li')),
    list: root.querySelector('.dkm-list') !== null,
    busy: root.querySelector('main')?.getAttribute('aria-busy') ?? null,
  };
}

/** ADR 0016: on a slow network the venue and its popular dishes show first, and the list moves none of them. */
describe('the Menu whose menu is slow to come', () => {
  it('shows the venue and its popular dishes first, then the list below them, moving nothing already drawn', async () => {
    // The menu is held until the first paint is read: a latency could run out first on a loaded machine.
    await journey.server.control('POST', 'faults', { kind: 'hold', route: 'menu/v2/category/products' });
    try {
      await journey.browser.url(journey.server.at(`/app/filials/${VENUE}?language=en`));
      const first = await waitForValue(
        journey.browser,
        painted,
        'the venue and its strip never showed',
        false,
      );
      expect(first.list).toBe(false);
      expect(first.busy).toBe('true');
      expect(first.firstCard).not.toBeNull();

      await journey.server.control('DELETE', 'faults');
      const after = await waitForValue(journey.browser, painted, 'the list never came', true);
      expect(after.busy).toBe('false');
      expect({ heading: after.heading, services: after.services, strip: after.strip }).toEqual({
        heading: first.heading,
        services: first.services,
        strip: first.strip,
      });
      expect(after.firstCard).toEqual(first.firstCard);
    } finally {
      await journey.server.control('DELETE', 'faults');
    }
  });
});
