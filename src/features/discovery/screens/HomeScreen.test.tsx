import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { clickText, texts } from '../../../testing/dom.ts';
import { SANDBOX_NOW, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

/**
 * Each test ends once the rows Home asks for at once have come (the rows below wait to be in view, which
 * happy-dom never reports). A test that saw what it checks sooner ended with them loading, and the unmount
 * aborted their calls, each printed by happy-dom as a "socket hang up". After-hooks run last registered
 * first: this one before setUpScreens' unmount.
 */
afterEach(() =>
  waitFor(
    () =>
      !screens.mounted.root.querySelector(
        ['near', 'promo', 'popular'].map((row) => `[data-category="${row}"] .dk-loading`).join(', '),
      ),
  ),
);

describe('Home', () => {
  it('shows the shortcuts by position, the brands of the best rated venues, and the categories in order', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    const popular = await screens.sandbox.api<{ data: { attributes: { brand_name: string } }[] }>(
      'GET',
      'takeaway/v2/locations/popular?town_id=1&sort=rating&limit=10',
    );
    const brands = [...new Set(popular.body.data.map((venue) => venue.attributes.brand_name))];
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-position="7"]'));
    const positions = [...root.querySelectorAll('[data-position]')].map((node) => [
      node.getAttribute('data-position'),
      node.textContent,
    ]);
    // A guest has no recent orders: position 2 is left out.
    expect(positions.map(([position]) => position)).toEqual(['1', '3', '4', '5', '6', '7']);
    expect(positions[0]?.[1]).toBe('Promotions');
    expect(positions.slice(3).map(([, name]) => name)).toEqual(brands.slice(0, 3));
    expect(root.querySelector('[data-position="5"] a')?.getAttribute('href')).toBe(
      `/filials?${new URLSearchParams({ category: 'brand', search: brands[0] ?? '' })}`,
    );
    await waitFor(() => root.querySelector('[data-category="sf"]'));
    expect(
      [...root.querySelectorAll('[data-category]')].map((node) => node.getAttribute('data-category')),
    ).toEqual(['promo', 'near', 'popular', `brand:${brands[0]}`, `brand:${brands[1]}`, 'sf']);
  });

  it('runs the guards: temporary terminals cleared, an unknown position denied with a way to ask again', async () => {
    sessionStorage.setItem('tempTerminals', '[11]');
    await screens.mount('/');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="geo-denied"]'));
    expect(sessionStorage.getItem('tempTerminals')).toBeNull();
    expect(texts(screens.mounted.root, '[data-testid="geo-denied"] strong')).toEqual([
      'Geolocation is not allowed',
    ]);
  });

  it('goes to Brands when a brand configuration exists, showing only that brand', async () => {
    await screens.mount('/', { brand: { id: 2, services: ['takeaway', 'delivery'] } });
    await waitFor(() => screens.mounted.screen() === 'brands');
    expect(window.location.pathname).toBe('/brands');
    await waitFor(() => screens.mounted.root.querySelector('[data-brand]'));
    expect(
      [...screens.mounted.root.querySelectorAll('[data-brand]')].map((n) => n.getAttribute('data-brand')),
    ).toEqual(['2']);
  });

  it('changes the town through the picker and lists that town’s venues', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
    (root.querySelector('[data-testid="town-button"]') as HTMLElement).click();
    await waitFor(() => root.querySelector('[data-town="2"]'));
    expect(texts(root, '[data-testid="town-list"] button span:first-child')).not.toContain('Turkestan');
    const almaty = [...root.querySelectorAll('[data-category="near"] [data-venue]')].map((card) =>
      Number(card.getAttribute('data-venue')),
    );
    const writes = vi.spyOn(localStorage, 'setItem');
    (root.querySelector('[data-town="2"]') as HTMLElement).click();
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue="31"]'));
    expect(localStorage.getItem('townId')).toBe('2');
    expect(root.querySelector('[data-testid="town-button"]')?.textContent).toContain('Astana');
    // What is kept for Astana's next visit was never Almaty's list, not even for a moment.
    const keptForAstana = writes.mock.calls
      .filter(([key]) => key.includes('dk-venues:') && key.includes(':2:') && key.endsWith(':near'))
      .map(([, value]) => (JSON.parse(value) as { data: { id: number }[] }).data.map((venue) => venue.id));
    expect(keptForAstana.length).toBeGreaterThan(0);
    for (const ids of keptForAstana) expect(ids.filter((id) => almaty.includes(id))).toEqual([]);
  });

  it('shows a row in a new order as a new list, from its first card, without writing scrollLeft', async () => {
    // Writing scrollLeft lays the page out there and then: inside the commit that brings the venues, that
    // cost 59-98 ms of a throttled load (bench/first-screen-waterfall.ts). A new list starts at its first card.
    const scrolled = vi.spyOn(Element.prototype, 'scrollLeft', 'set');
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
    const almaty = root.querySelector('[data-category="near"] .dkd-carousel');
    (root.querySelector('[data-testid="town-button"]') as HTMLElement).click();
    await waitFor(() => root.querySelector('[data-town="2"]'));
    (root.querySelector('[data-town="2"]') as HTMLElement).click();
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue="31"]'));
    expect(root.querySelector('[data-category="near"] .dkd-carousel')).not.toBe(almaty);
    // The page's own scroll reset (a navigation's) writes it on the document's elements; no row is written.
    const rows = scrolled.mock.contexts.filter((element) => (element as Element).matches('.dkd-carousel'));
    expect(rows).toEqual([]);
    scrolled.mockRestore();
  });

  it.each([
    ['keeps the focus on a card when its row comes in a new order', 1],
    ['gives the focus to the first card when the focused venue leaves its row', 0],
  ])('%s', async (_name, index) => {
    // A position that comes when the test says: the row is asked again with it and comes nearest first.
    let answer: PositionCallback | undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (success: PositionCallback) => (answer = success) },
    });
    try {
      const { root } = await screens.mount('/');
      await waitFor(() => root.querySelector('[data-category="near"] [data-venue]') && answer);
      const ids = () =>
        [...root.querySelectorAll('[data-category="near"] [data-venue]')].map((card) =>
          card.getAttribute('data-venue'),
        );
      const focused = () => root.activeElement?.closest('[data-venue]')?.getAttribute('data-venue');
      const focus = (venue: string | null | undefined) =>
        root
          .querySelector<HTMLElement>(`[data-category="near"] [data-venue="${venue}"] .dkd-venue-link`)
          ?.focus();
      const before = ids();
      // The sandbox's Almaty: with the position, the row's first venue is no longer in it, its second is.
      const venue = before[index];
      focus(venue);
      answer?.({
        coords: { latitude: 43.2389, longitude: 76.8897, accuracy: 10 },
        timestamp: Date.now(),
      } as GeolocationPosition);
      await waitFor(() => ids().join() !== before.join());
      expect(ids().includes(venue ?? null)).toBe(index === 1);
      expect(focused()).toBe(index === 1 ? venue : ids()[0]);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('asks for the covers a phone shows first at once and at high priority, the rest when scrolled near', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelectorAll('[data-category="near"] .dkd-venue-cover').length > 3);
    const covers = [...root.querySelectorAll('[data-category="near"] .dkd-venue-cover')].map((img) => [
      img.getAttribute('fetchpriority'),
      img.getAttribute('loading'),
    ]);
    expect(covers.slice(0, 3)).toEqual([
      ['high', null],
      ['high', null],
      ['high', null],
    ]);
    for (const [priority, loading] of covers.slice(3)) expect([priority, loading]).toEqual([null, 'lazy']);
  });

  it('offers only the towns the host allows', async () => {
    const { root } = await screens.mount('/', { towns: [2, 1, 14] });
    (await waitFor(() => root.querySelector<HTMLElement>('[data-testid="town-button"]'))).click();
    await waitFor(() => root.querySelector('[data-testid="town-list"]'));
    expect(
      [...root.querySelectorAll('[data-testid="town-list"] [data-town]')].map((node) =>
        node.getAttribute('data-town'),
      ),
    ).toEqual(['1', '2']);
  });

  it('says there are no restaurants in a town without venues', async () => {
    localStorage.setItem('townId', '3');
    await screens.mount('/');
    await waitFor(() => screens.mounted.root.querySelector('[data-category="near"] .dk-empty'));
    expect(texts(screens.mounted.root, '[data-category="near"] .dk-empty')).toEqual([
      'There are no restaurants in the chosen city yet',
    ]);
  });

  it('switches the language and stores it under lang', async () => {
    const { root } = await screens.mount('/');
    (await waitFor(() => root.querySelector<HTMLElement>('[data-testid="language-button"]'))).click();
    (await waitFor(() => root.querySelector<HTMLElement>('[data-language="ru"]'))).click();
    await waitFor(() => root.querySelector('[data-position="1"]')?.textContent === 'Акции');
    expect(localStorage.getItem('lang')).toBe('ru');
    // The venues too: asked again in Russian, the names a venue gives in each language are written in it.
    await waitFor(() => texts(root, '[data-category] [data-venue] h3').some((name) => /Есентай/.test(name)));
    expect(root.querySelector('[data-language="ka"]')).toBeNull();
  });

  it('asks each list once in the new language when the guest switches it (ADR 0028)', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
    const fetches = vi.spyOn(globalThis, 'fetch');
    const inRussian = (list: string) =>
      fetches.mock.calls.filter(
        ([input, init]) =>
          String(input).includes(`/proxy/takeaway/v2/locations/${list}`) &&
          new Headers(init?.headers).get('X-Language') === 'ru',
      ).length;
    (await waitFor(() => root.querySelector<HTMLElement>('[data-testid="language-button"]'))).click();
    (await waitFor(() => root.querySelector<HTMLElement>('[data-language="ru"]'))).click();
    await waitFor(() =>
      texts(root, '[data-category="near"] [data-venue] h3').some((name) => /Есентай/.test(name)),
    );
    for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0));
    expect([inRussian('near'), inRussian('popular')]).toEqual([1, 1]);
  });

  // The client retries three times, 1, 2 and 3 s apart (docs/contract/calls.md#retries), before the list says it is offline.
  it('keeps the last lists for the next visit and shows them when the network is gone', {
    timeout: 30_000,
  }, async () => {
    await screens.mount('/');
    await waitFor(() => screens.mounted.root.querySelector('[data-category="near"] [data-venue]'));
    screens.mounted.unmount();
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'drop',
      route: 'takeaway/v2/locations*',
    });
    try {
      const { root } = await screens.mount('/');
      await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
      await waitFor(() => root.querySelector('[data-category="near"] .dk-load-error'), 15_000);
      expect(texts(root, '[data-category="near"] .dk-load-error strong')).toEqual([
        'Poor network connection',
      ]);
      expect(root.querySelectorAll('[data-category="near"] [data-venue]').length).toBeGreaterThan(0);
    } finally {
      await screens.sandbox.control('DELETE', 'control/faults');
    }
    clickText(screens.mounted.root, '[data-category="near"] button', 'Try again');
    await waitFor(() => !screens.mounted.root.querySelector('[data-category="near"] .dk-load-error'));
  });
});
