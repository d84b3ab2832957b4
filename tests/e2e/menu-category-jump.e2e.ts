import { describe, expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { appUrl } from './menu-support.ts';

const journey = setUpJourney();

/** The food hall: 1,640 items in 67 categories, the menu a category chip is for. */
const VENUE = 24;

/** The chips, once the list is in; else null. */
function chipNames(): string[] | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root?.querySelector('.dkm-list .dkm-item')) return null;
  return [...root.querySelectorAll('.dkm-tabs button')].map((chip) => chip.textContent ?? '');
}

interface AtClick {
  /** Rows in the DOM once the click's work is done, and the last one's bottom against the list's visible bottom. */
  rows: number;
  lastRowBottom: number;
  viewBottom: number;
}

/** Runs in the page: clicks the chip at `index` and reads the list as the click's work leaves it. */
function jumpTo(index: number): Promise<AtClick | null> {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const chip = root?.querySelectorAll<HTMLButtonElement>('.dkm-tabs button')[index];
  const list = root?.querySelector<HTMLElement>('.dkm-list');
  if (!root || !chip || !list) return Promise.resolve(null);
  let scroller = list.parentElement;
  while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement;
  const viewBottom = scroller ? scroller.getBoundingClientRect().bottom : window.innerHeight;
  chip.click();
  // React renders a click's updates in a microtask queued during the click: this one runs after it.
  return new Promise((resolve) =>
    queueMicrotask(() => {
      const rows = [...list.querySelectorAll<HTMLElement>(':scope > li')];
      resolve({
        rows: rows.length,
        lastRowBottom: Math.round(Math.max(...rows.map((row) => row.getBoundingClientRect().bottom))),
        viewBottom: Math.round(viewBottom),
      });
    }),
  );
}

/**
 * Runs in the page: once more than `rowsAtClick` rows are in the list (the rows around the landing, which come
 * after its frame), the focused text, where the heading is against the chips, the marked chip and the rows
 * above the heading; else null.
 */
function landed(rowsAtClick: number) {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const heading = root?.activeElement as HTMLElement | null | undefined;
  if (!root || !heading?.matches('[data-category-heading]')) return null;
  const headingTop = heading.getBoundingClientRect().top;
  const rows = [...root.querySelectorAll<HTMLElement>('.dkm-list > li')];
  if (rows.length <= rowsAtClick) return null;
  return {
    focused: heading.textContent,
    headingTop: Math.round(headingTop),
    tabsBottom: Math.round(root.querySelector('.dkm-tabs')?.getBoundingClientRect().bottom ?? 0),
    current: root.querySelector('.dkm-tabs [aria-current="true"]')?.textContent ?? null,
    rowsAbove: rows.filter((row) => row.getBoundingClientRect().bottom <= headingTop).length,
  };
}

describe('a category chip of the Menu', () => {
  it('lands on its category under the chips, focused and marked, the view full of rows, and rows around it a frame later', async () => {
    await journey.browser.url(appUrl(`/filials/${VENUE}?language=en`));
    const names = await waitForValue(journey.browser, chipNames, 'the large menu never showed');
    expect(names.length).toBeGreaterThan(20);
    // Down the menu, back up, and to the last category but one.
    for (const index of [12, 3, names.length - 2]) {
      const name = names[index];
      const atClick = await journey.browser.execute(jumpTo, index);
      expect(atClick, name).not.toBeNull();
      if (!atClick) return;
      const after = await waitForValue(journey.browser, landed, `no rows around ${name}`, atClick.rows);
      expect(after.focused, name).toBe(name);
      expect(Math.abs(after.headingTop - after.tabsBottom), name).toBeLessThanOrEqual(1);
      expect(after.current, name).toBe(name);
      // The frame that shows the landing has the view full of rows, and only those (MenuList.tsx measure);
      // the rows around it come after that frame, so scrolling back up meets rows, not a gap.
      expect(atClick.lastRowBottom, name).toBeGreaterThanOrEqual(atClick.viewBottom);
      expect(after.rowsAbove, name).toBeGreaterThan(0);
    }
  });
});
