import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../api/json-api.ts';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithUi } from '../../../ui/testing/render-with-ui.tsx';
import { parseVenue } from '../model/venue.ts';
import { VenueCard, type VenueCardProps } from './VenueCard.tsx';

const ABAY = { latitude: 43.25, longitude: 76.95 };
/** 1.2 km north of the venue. */
const GUEST = { latitude: 43.2608, longitude: 76.95 };

const plain = {
  id: '7',
  type: 'locations',
  title: 'Dastarkhan',
  address: 'Abay 1',
  coordinates: ABAY,
};

const withFacts = {
  ...plain,
  rating: 4.7,
  image_url: 'http://127.0.0.1:4173/sandbox/img/brandy/filials/7.svg',
  preparation_time: { from: 10, to: 20 },
  delivery_time: { from: 30, to: 40 },
  delivery_fee: 490,
  currency: 'KZT',
};

async function card(resource: Resource, props: Partial<VenueCardProps> = {}, language: Language = 'en') {
  const { container } = await renderWithUi(
    <VenueCard
      venue={parseVenue(resource)}
      now={Date.now()}
      here={GUEST}
      ordering={null}
      layout="tile"
      {...props}
    />,
    language,
  );
  const fact = (kind: string) => container.querySelector(`[data-fact="${kind}"]`);
  // Intl writes no-break spaces between a figure and its unit: compared here as plain ones.
  const text = (node: Element | null | undefined) =>
    node?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
  return {
    container,
    /** What the card shows of a fact, and what a screen reader says of it. */
    shown: (kind: string) => text(fact(kind)?.querySelector('[aria-hidden="true"]:not(svg)')),
    spoken: (kind: string) => text(fact(kind)?.querySelector('.dk-visually-hidden')),
  };
}

/**
 * A venue open every day `from`-`to` in Almaty (UTC+5), seen at `time` there: what a tile's cover band says of
 * its hours, and what a list row's line says.
 */
function seenAt(from: string, to: string, time: string) {
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from, to }));
  const venue = {
    ...parseVenue(withFacts),
    hours: { today: null, week, breakTime: null, closeInAdvanceMinutes: 0, utcOffsetMinutes: 300 },
  };
  const now = Date.parse(`2026-11-16T${time}:00Z`) - 300 * 60_000;
  const render = (layout: 'tile' | 'row', language: Language) =>
    renderWithUi(
      <VenueCard venue={venue} now={now} here={GUEST} ordering={null} layout={layout} />,
      language,
    );
  return {
    cover: async (language: Language) =>
      (await render('tile', language)).container.querySelector('.dkd-venue-status')?.textContent,
    row: async (language: Language) =>
      (await render('row', language)).container.querySelector('.dkd-meta')?.textContent,
  };
}

describe('a venue tile on Home', () => {
  it('says on its cover only that the venue closes soon, without "Open ·": the band stays clear of the ⓘ button', async () => {
    // Loaded run at abb7a00, 14:40 in Almaty: "Открыто · Скоро закроется, в 15:00" took three lines of the
    // 132 px tile's cover, and the ⓘ button covered its first (the legibility check could not see it).
    const venue = seenAt('10:00', '15:00', '14:50');
    expect(await venue.cover('ru')).toBe('Скоро закроется, в 15:00');
    expect(await venue.cover('en')).toBe('Closes soon, at 15:00');
  });

  it('says on its cover only when a closed venue opens, without "Closed ·": in ka it fits clear of the ⓘ button', async () => {
    // Loaded run at a504f06, 18:45 in Almaty: "დაკეტილია · იხსნება 21:35-ზე" took three lines of the 132 px
    // tile's cover, and the legibility check could not see the line the ⓘ button covered.
    const venue = seenAt('21:35', '23:59', '18:45');
    expect(await venue.cover('ka')).toBe('იხსნება 21:35-ზე');
    expect(await venue.cover('en')).toBe('Opens at 21:35');
    // The list's rows have room: they keep the whole sentence.
    expect(await venue.row('en')).toBe('Closed · Opens at 21:35');
  });

  it("shows the venue's cover, a starred rating, the delivery's time and fee, and the distance", async () => {
    const { container, shown, spoken } = await card(withFacts);
    const cover = container.querySelector<HTMLImageElement>('img.dkd-venue-cover');
    // Asked at twice its 140 x 84 box, in the image proxy's sized form; lazy, with its box known up front.
    expect(cover?.getAttribute('src')).toBe('http://127.0.0.1:4173/sandbox/img/brandy/280x168/filials/7.svg');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height'), cover?.loading]).toEqual([
      '140',
      '84',
      'lazy',
    ]);
    expect(container.querySelector('[data-fact="rating"] svg[fill="currentColor"]')).not.toBeNull();
    expect([shown('rating'), spoken('rating')]).toEqual(['4.7', 'Rating 4.7']);
    expect([shown('delivery-time'), spoken('delivery-time')]).toEqual([
      '30–40 min',
      'Delivery in 30–40 minutes',
    ]);
    expect(spoken('fee')).toBe('Delivery fee 490 ₸');
    expect([shown('distance'), spoken('distance')]).toEqual(['1.2 km', '1.2 km from you']);
  });

  it.each([
    ['ru', '4,7', '30–40 мин', '490 ₸', '1,2 км', 'Рейтинг 4,7', 'Доставка за 30–40 минут'],
    ['kk', '4,7', '30–40 мин', '490 ₸', '1,2 км', 'Рейтинг 4,7', 'Жеткізу 30–40 минутта'],
    ['ka', '4,7', '30–40 წთ', '490 ₸', '1,2 კმ', 'რეიტინგი 4,7', 'მიტანა 30–40 წუთში'],
  ] as const)(
    'writes the figures the %s way',
    async (language, rating, minutes, fee, distance, ratingSaid, timeSaid) => {
      const { shown, spoken } = await card(withFacts, {}, language);
      expect([shown('rating'), shown('delivery-time'), shown('distance')]).toEqual([
        rating,
        minutes,
        distance,
      ]);
      expect(shown('fee')).toBe(fee);
      expect([spoken('rating'), spoken('delivery-time')]).toEqual([ratingSaid, timeSaid]);
    },
  );

  it("writes the fee in the venue's own currency (lari in Tbilisi)", async () => {
    const { shown } = await card({ ...withFacts, delivery_fee: 3, currency: 'GEL' }, {}, 'ka');
    expect(shown('fee')).toBe('3,00 ₾');
  });

  it('shows the time to ready, and no fee, where the venue does not deliver or the guest picks up', async () => {
    const pickupOnly = await card({ ...withFacts, delivery_time: null, delivery_fee: null });
    expect([pickupOnly.shown('ready-time'), pickupOnly.spoken('ready-time')]).toEqual([
      '10–20 min',
      'Ready in 10–20 minutes',
    ]);
    expect(pickupOnly.shown('fee')).toBeNull();
    const pickingUp = await card(withFacts, { ordering: 'pickup', layout: 'row' });
    expect(pickingUp.shown('ready-time')).toBe('10–20 min');
    expect(pickingUp.shown('delivery-time')).toBeNull();
  });

  it('leaves out what the service does not give, and the distance until the position is known', async () => {
    const { container, shown } = await card(plain, { here: null });
    expect(container.querySelectorAll('[data-fact]')).toHaveLength(0);
    // No cover: the neutral pictogram holds the cover's box.
    expect(container.querySelector('.dkd-venue-cover.dk-food-tile')).not.toBeNull();
    expect(shown('distance')).toBeNull();
  });
});

describe("a venue's picture when it has none", () => {
  it('is one neutral pictogram without a caption, whatever the name says', async () => {
    const tile = async (title: string) =>
      (await card({ ...plain, title }, { layout: 'row' })).container.querySelector('.dkd-venue-logo');
    const syrniki = await tile('Syrniki House');
    const pizza = await tile('Pizza Place');
    expect(syrniki?.textContent).toBe('');
    expect(syrniki?.innerHTML).toBe(pizza?.innerHTML);
    // Not the crossed fork and knife, which read as "no food" on a syrniki café.
    expect(syrniki?.innerHTML).not.toContain('m2.1 21.8 6.4-6.3');
  });
});
