import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { setUpScreens, signIn } from '../testing/mount-screen.ts';
import { FIRST_REQUEST_ROUTES } from './first-request-routes.ts';
import { routeMatches, routeParams, sendFirstRequests, startLanguage } from './first-requests.ts';
import { barePath } from './route-path.ts';

const screens = setUpScreens();
/** The page's own fetch, which a test's spy hands each request on to. */
const pageFetch = globalThis.fetch;

// Every request of the test answered before its page goes: a request of the Menu (its menu) was once
// still on its way at a test's end, and the sandbox's stop cut it ("socket hang up" in the run's output).
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch');
  // A fresh page's list of early requests (ADR 0032: one per page, on globalThis). The files of a worker share
  // one page (ADR 0015): a list another file's mount sent and did not adopt stays "on its way" for 10 s, and
  // this file's script then sends nothing and asks for no cover (the covers test failed so once in a run of
  // src/app, 2026-11-30, and passed alone).
  (globalThis as Record<symbol, Map<string, unknown> | undefined>)[
    Symbol.for('dastarkhan.early-requests')
  ]?.clear();
});

// The photos a preload asked for (first-screen.ts preloadPhotos) are the page's: gone with the test's page.
afterEach(async () => {
  await Promise.allSettled(vi.mocked(globalThis.fetch).mock.results.map((result) => result.value));
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** Every fetch of the page under the sandbox's API base, as path and query, in the order sent. */
function watchApi(): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  const base = `${screens.sandbox.url}/proxy/`;
  return () =>
    spy.mock.calls
      .map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url))
      .filter((url) => url.startsWith(base))
      .map((url) => decodeURIComponent(url.slice(base.length)));
}

/** The app shell's inline script at `path` (early-script.ts), with the config the mount gets, before the app is mounted. */
function preload(path: string) {
  const start = {
    path,
    query: '',
    href: window.location.href,
    injected: { apiBase: `${screens.sandbox.url}/proxy/`, language: 'en' },
    local: window.localStorage,
  };
  const route = FIRST_REQUEST_ROUTES.find((candidate) => routeMatches(candidate.path, barePath(path)));
  if (route) sendFirstRequests(route, start, startLanguage(start));
}

const count = (urls: string[], prefix: string) => urls.filter((url) => url.startsWith(prefix)).length;

/**
 * The app shell's first script at `path`, resolved once its `answers` early answers are in: each one's text as
 * the first script reads it, all read, and a task after that.
 */
async function preloadAnswered(path: string, answers: number): Promise<void> {
  const reads: Promise<string>[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const response = await pageFetch(input, init);
    const read = response.text.bind(response);
    response.text = () => {
      const text = read();
      reads.push(text);
      return text;
    };
    return response;
  });
  preload(path);
  await waitFor(() => reads.length === answers);
  await Promise.all(reads);
  await new Promise((done) => setTimeout(done));
}

/**
 * What `read` finds in the screen named `screen` each time our shadow root changes, from the mount on: the
 * first entry is the screen's first commit, the one the guest sees first.
 */
function watchCommits<T>(screen: string, read: (screen: Element) => T): { seen: T[]; stop: () => void } {
  const seen: T[] = [];
  let inner: MutationObserver | null = null;
  const hosts = new MutationObserver(() => {
    const shadow = document.querySelector('dastarkhan-app')?.shadowRoot;
    if (!shadow) return;
    hosts.disconnect();
    inner = new MutationObserver(() => {
      const shown = shadow.querySelector(`[data-screen="${screen}"]`);
      if (shown) seen.push(read(shown));
    });
    inner.observe(shadow, { childList: true, subtree: true, characterData: true });
  });
  hosts.observe(document.body, { childList: true, subtree: true });
  return {
    seen,
    stop: () => {
      hosts.disconnect();
      inner?.disconnect();
    },
  };
}

describe('the first screen’s requests, sent before the app and adopted by its API client (ADR 0005)', () => {
  it('sends Home’s three first venue lists once, in the stored town, and the app asks for none of them again', async () => {
    localStorage.setItem('townId', '2');
    const seen = watchApi();
    preload('/');
    expect(seen()).toEqual([
      'takeaway/v2/locations/promo?filter[only-promo]=true&page=1&limit=10&include=extra&town_id=2',
      'takeaway/v2/locations/near?page=1&limit=10&sort=distance&include=extra&town_id=2',
      'takeaway/v2/locations/popular?page=1&limit=10&sort=rating&include=extra&town_id=2',
    ]);
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="popular"] .dkd-carousel:not([aria-hidden])'));
    for (const url of seen().slice(0, 3)) expect(seen().filter((other) => other === url)).toHaveLength(1);
  });

  it('sends the signed-in guest’s lists and recent orders with the stored token, which the app adopts', async () => {
    await signIn(screens.sandbox, 1);
    const seen = watchApi();
    preload('/');
    const early = seen();
    expect(early.filter((url) => url.startsWith('takeaway/v2/locations/'))).toHaveLength(3);
    expect(
      early
        .filter((url) => url.startsWith('takeaway/v2/locations/'))
        .every((url) => url.includes('user_id=1')),
    ).toBe(true);
    expect(early.filter((url) => !url.startsWith('takeaway/v2/locations/'))).toEqual([
      'takeaway/v2/user/orders?page=1&limit=2',
    ]);
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] .dkd-carousel:not([aria-hidden])'));
    await waitFor(() => root.querySelector('[data-testid="recent-orders"] .dkd-recent-repeat'));
    expect(count(seen(), 'takeaway/v2/locations/near?')).toBe(1);
    expect(count(seen(), 'takeaway/v2/user/orders?')).toBe(1);
  });

  it('sends the Menu’s venue card, menu, promotions and popular strip at once, once each; the list shows from them', async () => {
    const seen = watchApi();
    preload('/filials/12');
    // The menu too, before the Menu's chunk is in: sent once the code was in, its 62 KB came ~0.4 s later on
    // the bench's throttled line (ADR 0016, second addendum).
    expect(seen()).toEqual([
      'takeaway/locations/card/terminal/12?include=takeaway,express,delivery,extra',
      'menu/v2/category/products?filial_id=12',
      'menu-promos/api/v2/promos?filter[filial_id]=12&filter[onlyActive]=true&include=products',
      'menu/v3/popular/products?filial_id=12&limit=20',
    ]);
    const { root } = await screens.mount('/filials/12');
    await waitFor(() => root.querySelector('[data-screen="menu"] .dkm-list'));
    expect(count(seen(), 'takeaway/locations/card/terminal/12?')).toBe(1);
    expect(count(seen(), 'menu/v2/category/products?')).toBe(1);
    await waitFor(() => count(seen(), 'menu/v3/popular/products?') > 0 && root.querySelector('.dkm-strip'));
    expect(count(seen(), 'menu-promos/api/v2/promos?')).toBe(1);
    expect(count(seen(), 'menu/v3/popular/products?')).toBe(1);
    // The strip's photos are asked for in a task of their own after its answer: done before the page goes.
    await waitFor(() => document.head.querySelector('link[rel="preload"][as="image"]'));
  });

  it('asks for the popular strip’s first photos once its answer is in, at the URLs its cards then show', async () => {
    preload('/filials/12');
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        link.href,
        link.getAttribute('fetchpriority'),
      ]);
    await waitFor(() => preloaded().length > 0);
    const { root } = await screens.mount('/filials/12');
    const strip = await waitFor(() =>
      [...root.querySelectorAll('.dkm-strip')].find((section) => section.querySelector('.dkm-card img')),
    );
    const shown = [...strip.querySelectorAll('.dkm-card')]
      .slice(0, 3)
      .map((card) => [card.querySelector('img')?.src, 'high']);
    expect(shown).toHaveLength(3);
    expect(preloaded()).toEqual(shown);
  });

  it('asks for each of Home’s rows’ first covers once its list is in, at the URLs its tiles then show', async () => {
    preload('/');
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        link.href,
        link.getAttribute('fetchpriority'),
      ]);
    const rows = ['promo', 'near', 'popular'];
    const { root } = await screens.mount('/');
    const tiles = await waitFor(() => {
      const shown = rows.map((kind) =>
        [...root.querySelectorAll(`[data-category="${kind}"] .dkd-carousel:not([aria-hidden]) .dkd-venue`)]
          .slice(0, 3)
          .map((tile) => [tile.querySelector<HTMLImageElement>('img.dkd-venue-cover')?.src, 'high']),
      );
      return shown.every((row) => row.length === 3) ? shown.flat() : null;
    });
    expect(tiles.every(([src]) => typeof src === 'string' && src.includes('/img/'))).toBe(true);
    expect(preloaded()).toEqual(tiles);
  });

  it('shows the venue and its popular strip in the Menu’s first commit when their answers are already in (ADR 0025)', async () => {
    // Venue 24 has no promotion: its strips need no menu (a venue with one keeps them for the menu, ADR 0016).
    // Each early answer's text as the first script reads it: once all are read, the answers are in.
    await preloadAnswered('/filials/24', 4);
    const commits = watchCommits('menu', (screen) => ({
      title: screen.querySelector('h1')?.textContent ?? '',
      strips: screen.querySelectorAll('.dkm-strip').length,
      cards: screen.querySelectorAll('.dkm-strip .dkm-card').length,
    }));
    const { root } = await screens.mount('/filials/24');
    await waitFor(() => root.querySelector('[data-screen="menu"] .dkm-list'));
    commits.stop();
    expect(commits.seen[0]?.title).toBe(root.querySelector('[data-screen="menu"] h1')?.textContent);
    expect(commits.seen[0]?.title).not.toBe('');
    expect(commits.seen[0]?.cards).toBeGreaterThan(0);
    expect(count(watchApi()(), 'takeaway/locations/card/terminal/24?')).toBe(1);
    expect(count(watchApi()(), 'menu/v3/popular/products?')).toBe(1);
    expect(count(watchApi()(), 'menu-promos/api/v2/promos?')).toBe(1);
  });

  it('shows the venue’s name, pickup address and payment choices in the Cart’s first commit when its card is in', async () => {
    // One takeaway cart at venue 12, as the menu leaves it (state/cart.ts).
    localStorage.setItem(
      'cart',
      JSON.stringify({
        '12:takeaway': {
          filialId: 12,
          service: 'takeaway',
          items: [{ line: '1001', productId: 1001, name: 'Latte', price: 1200, quantity: 1, additives: [] }],
          comment: '',
          name: '',
          paymentType: null,
          table: null,
        },
      }),
    );
    const seen = watchApi();
    await preloadAnswered('/cart', 1);
    expect(seen()).toEqual(['takeaway/locations/card/terminal/12?include=takeaway,express,delivery']);
    const commits = watchCommits('cart', (screen) => ({
      title: screen.querySelector('#ck-venue-title')?.textContent ?? '',
      venueLine: screen.querySelector('.ck-venue-line')?.textContent ?? '',
      payment: screen.querySelectorAll(
        'input[type="radio"][value="cash"], input[type="radio"][value="online"]',
      ).length,
    }));
    const { root } = await screens.mount('/cart');
    await waitFor(() => root.querySelector('[data-screen="cart"] .ck-line'));
    commits.stop();
    const shown = {
      title: root.querySelector('#ck-venue-title')?.textContent ?? '',
      venueLine: root.querySelector('.ck-venue-line')?.textContent ?? '',
    };
    expect(shown.venueLine).not.toBe('');
    expect(commits.seen[0]).toEqual({ ...shown, payment: expect.any(Number) });
    expect(commits.seen[0]?.payment).toBeGreaterThan(0);
    expect(count(watchApi()(), 'takeaway/locations/card/terminal/12?')).toBe(1);
  });

  it('sends nothing for a screen that declares no first requests, or a path no screen has', () => {
    const seen = watchApi();
    preload('/orders');
    preload('/filials/abc');
    preload('/no/such/screen');
    expect(seen()).toEqual([]);
  });

  it('reads the route’s named segments', () => {
    expect(routeParams('/filials/:filialId/order/:id', '/filials/24/order/7')).toEqual({
      filialId: '24',
      id: '7',
    });
  });
});

describe('mount()’s own first requests, for a page without the app shell’s first script (ADR 0027)', () => {
  it('mount() alone sends the Menu’s first requests at once, once each, and adds no photo preload to the page (ADR 0027)', async () => {
    // Another venue than the tests above: their early requests, never adopted, are the page's for 10 s.
    const seen = watchApi();
    const mounted = screens.mount('/filials/24');
    // In mount()'s own task, before the screen's code has even arrived: an embedded mount has no preload script.
    expect(seen()).toEqual([
      'takeaway/locations/card/terminal/24?include=takeaway,express,delivery,extra',
      'menu/v2/category/products?filial_id=24',
      'menu-promos/api/v2/promos?filter[filial_id]=24&filter[onlyActive]=true&include=products',
      'menu/v3/popular/products?filial_id=24&limit=20',
    ]);
    const { root } = await mounted;
    const photo = await waitFor(() => root.querySelector<HTMLImageElement>('.dkm-strip .dkm-card img'));
    expect(count(seen(), 'takeaway/locations/card/terminal/24?')).toBe(1);
    expect(count(seen(), 'menu/v3/popular/products?')).toBe(1);
    expect(count(seen(), 'menu/v2/category/products?')).toBe(1);
    // A partner's <head> is not ours (docs/integration-web.md): the strip's photos come with its cards.
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloaded.map((link) => link.href)).not.toContain(photo.src);
  });
});
