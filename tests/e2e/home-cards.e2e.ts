import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y-support.ts';
import { cdp, openFresh, waitInApp } from './discovery-support.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';
import kaFilials from '../../src/i18n/locales/ka/filials-first.ts';
import ruFilials from '../../src/i18n/locales/ru/filials-first.ts';

/**
 * Issue 29 §5: Home's venue cards were ~200 px of near-empty card (an initials logo, "Rating 4.7" as text),
 * 1.5 across at 390 px, and the geolocation notice covered the nav bar. Checked at 390 px in Russian and
 * Georgian; the screenshots land in /tmp/shots for a person to look at.
 */

const SHOTS = '/tmp/shots';
/** Near Abay Avenue, Almaty: the near row's venues are a few hundred metres to a few kilometres away. */
const ALMATY = { latitude: 43.2389, longitude: 76.9128 };

const journey = setUpJourney();

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

async function phone(): Promise<void> {
  await cdp(journey.browser, 'Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
    mobile: true,
  });
}

async function emulatePosition(): Promise<void> {
  await cdp(journey.browser, 'Browser.grantPermissions', {
    permissions: ['geolocation'],
    origin: new URL(simulatorUrl('/')).origin,
  });
  await cdp(journey.browser, 'Emulation.setGeolocationOverride', { ...ALMATY, accuracy: 20 });
}

async function denyGeolocation(): Promise<void> {
  await cdp(journey.browser, 'Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: new URL(simulatorUrl('/')).origin,
  });
}

interface CardFacts {
  cover: string | null;
  star: boolean;
  rating: string;
  time: string;
  fee: string;
  distance: string;
}

/** What the near row's first card shows once its cover has loaded: the cover, and the card's facts. */
function firstCard(): CardFacts | null {
  const card = document
    .querySelector('dastarkhan-app')
    ?.shadowRoot?.querySelector('[data-category="near"] article.dkd-venue');
  const cover = card?.querySelector<HTMLImageElement>('img.dkd-venue-cover');
  if (!card || !cover?.complete || cover.naturalWidth === 0) return null;
  const text = (selector: string) =>
    (card.querySelector(selector)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  return {
    cover: cover.getAttribute('src'),
    star: card.querySelector('[data-fact="rating"] svg[fill="currentColor"]') !== null,
    rating: text('[data-fact="rating"] .dk-visually-hidden'),
    time: text('[data-fact="delivery-time"] [aria-hidden="true"]:not(svg)'),
    fee: text('[data-fact="fee"] [aria-hidden="true"]:not(svg)'),
    distance: text('[data-fact="distance"] [aria-hidden="true"]:not(svg)'),
  };
}

/**
 * What a tile's cover can say of its opening hours (OpeningStatus's brief texts), at a time as wide as any
 * ("20:00"): loaded runs met two of them clipped under the ⓘ button, each at its own hour of the day.
 */
const BRIEF_STATES = {
  ru: ruFilials,
  ka: kaFilials,
} as const;
const briefTexts = (language: keyof typeof BRIEF_STATES) => {
  const { list, details } = BRIEF_STATES[language];
  return [list.closingSoon, list.breakUntil, list.closedToday, details.opensAt, details.roundTheClock].map(
    (text) => text.replace('{{time, time}}', '20:00'),
  );
};

/**
 * Runs in the page: for each text, written on the first tile's cover band as OpeningStatus writes it, the
 * part of its lines the tile's ⓘ button covers (an empty list when every text stays clear of it).
 */
function bandsUnderInfo(texts: string[]): string[] {
  const tile = document
    .querySelector('dastarkhan-app')
    ?.shadowRoot?.querySelector<HTMLElement>('[data-category="near"] .dkd-venue[data-layout="tile"]');
  const media = tile?.querySelector('.dkd-venue-media');
  const info = tile?.querySelector('.dkd-info')?.getBoundingClientRect();
  if (!media || !info) return ['no tile with a cover and an ⓘ button'];
  const old = media.querySelector('.dkd-venue-status');
  const band = document.createElement('span');
  band.className = 'dkd-venue-status';
  const line = band.appendChild(document.createElement('span'));
  old ? old.replaceWith(band) : media.append(band);
  const covered: string[] = [];
  for (const text of texts) {
    line.textContent = text;
    const range = document.createRange();
    range.selectNodeContents(line);
    for (const box of range.getClientRects())
      if (box.bottom > info.top && box.top < info.bottom && box.right > info.left && box.left < info.right)
        covered.push(`"${text}": a line at ${Math.round(box.top - info.top)} px under the ⓘ's top`);
  }
  band.remove();
  return covered;
}

/** How many of the near row's cards the screen shows, counting the part of a card cut by the edge. */
function cardsInView(): number {
  const cards = document
    .querySelector('dastarkhan-app')
    ?.shadowRoot?.querySelectorAll('[data-category="near"] .dkd-carousel > li');
  const width = document.documentElement.clientWidth;
  let shown = 0;
  for (const card of cards ?? []) {
    const box = card.getBoundingClientRect();
    shown += Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) / box.width;
  }
  return shown;
}

describe.each([
  { language: 'ru', rating: /^Рейтинг \d,\d$/, time: /^\d+–\d+ мин$/, distance: /^\d+(,\d)? к?м$/ },
  { language: 'ka', rating: /^რეიტინგი \d,\d$/, time: /^\d+–\d+ წთ$/, distance: /^\d+(,\d)? კ?მ$/ },
])('Home at 390 px, in $language', ({ language, rating, time, distance }) => {
  it("shows venue tiles with their cover, starred rating, time, fee and distance, 2.5 across, and the menu's dish photos", async () => {
    await phone();
    await openFresh(journey.browser, '/', language, emulatePosition);
    await waitInApp(journey.browser, '[data-category="near"] [data-fact="distance"]', 'no distances on Home');
    const card = await waitForValue(journey.browser, firstCard, 'the first card did not show its cover');
    expect(card.cover).toMatch(/\/sandbox\/img\/brandy\/280x168\/filials\/\d+\.svg$/);
    expect(card.star).toBe(true);
    expect(card.rating).toMatch(rating);
    expect(card.time).toMatch(time);
    expect(card.fee).toBe('490 ₸');
    expect(card.distance).toMatch(distance);
    expect(await journey.browser.execute(cardsInView)).toBeGreaterThanOrEqual(2.5);
    // Every tile fits the height a loading row holds with its placeholders: a taller one grew its row (and
    // pushed everything below) when the venues came.
    const fit = await journey.browser.execute(() => {
      const tiles = [
        ...(document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelectorAll('.dkd-carousel .dkd-venue') ?? []),
      ];
      const reserved = tiles[0] ? Number.parseFloat(getComputedStyle(tiles[0]).minHeight) : 0;
      return {
        reserved,
        taller: tiles.filter((tile) => tile.getBoundingClientRect().height > reserved).length,
      };
    });
    expect(fit.reserved).toBeGreaterThan(0);
    expect(fit.taller).toBe(0);
    // Whatever the cover says of the hours, the ⓘ button covers none of it.
    expect(await journey.browser.execute(bandsUnderInfo, briefTexts(language as 'ru' | 'ka'))).toEqual([]);
    // Each row shows from its first card, also once re-sorted by distance when the position came.
    const scrolls = await journey.browser.execute(() =>
      [
        ...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('.dkd-carousel') ?? []),
      ].map((row) => row.scrollLeft),
    );
    expect(scrolls).toEqual(scrolls.map(() => 0));
    await saveScreenshot(journey.browser, `${SHOTS}/home-cards-${language}.png`);
    await expectAccessible(journey.browser, `${language} Home`, 'page', 'all');

    // The row is a list a keyboard reaches: a card's link taking the focus scrolls the row to it.
    const scrolled = await journey.browser.execute(() => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const row = root?.querySelector('[data-category="near"] .dkd-carousel');
      row?.querySelectorAll<HTMLElement>('.dkd-venue-link')[3]?.focus();
      return [row?.tagName, row?.scrollLeft ?? 0] as const;
    });
    expect(scrolled[0]).toBe('UL');
    expect(scrolled[1]).toBeGreaterThan(0);

    await journey.browser.url(simulatorUrl(`/app/filials/11?language=${language}`));
    const photo = await waitForValue(
      journey.browser,
      () => {
        const img = document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector<HTMLImageElement>('img[src*="/sandbox/img/menu/"]');
        return img?.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null;
      },
      'no dish photo loaded from the sandbox',
    );
    expect(photo).toMatch(/\/sandbox\/img\/menu\/\d+x\d+\/products\/\d+\.svg$/);
  });

  it('shows the geolocation notice in the page, after the rows, clear of the nav bar', async () => {
    await phone();
    await openFresh(journey.browser, '/', language, denyGeolocation);
    await waitInApp(journey.browser, '[data-testid="geo-denied"]', 'no geolocation notice');
    await waitInApp(journey.browser, '[data-category] [data-venue]', 'the venues did not load');
    const placed = await journey.browser.execute(() => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const notice = root?.querySelector('[data-testid="geo-denied"]');
      const nav = root?.querySelector('.dk-navbar');
      if (!notice || !nav) return null;
      const a = notice.getBoundingClientRect();
      const b = nav.getBoundingClientRect();
      return {
        position: getComputedStyle(notice).position,
        afterRows:
          notice.previousElementSibling ===
          [...(root?.querySelectorAll('section[data-category]') ?? [])].at(-1),
        overlaps: a.top < b.bottom && b.top < a.bottom && a.height > 0,
      };
    });
    expect(placed).toEqual({ position: 'static', afterRows: true, overlaps: false });
    await saveScreenshot(journey.browser, `${SHOTS}/home-geo-${language}.png`);
    await expectAccessible(journey.browser, `${language} Home, position refused`, 'page', 'all');
  });
});
