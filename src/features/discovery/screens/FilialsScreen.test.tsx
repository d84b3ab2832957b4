import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { clickText, texts } from '../../../testing/dom.ts';
import { SANDBOX_NOW, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();
let restoreGeolocation: (() => void) | null = null;

afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
});

const venueIds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="venue-list"] [data-venue]')].map((node) =>
    Number(node.getAttribute('data-venue')),
  );
const card = (root: ParentNode, id: number) =>
  root.querySelector(`[data-testid="venue-list"] [data-venue="${id}"]`);

describe('the venue list', () => {
  it('asks for the list again, once, when the host switches the language, and shows the addresses in it', async () => {
    const { root, handle } = await screens.mount('/filials');
    await waitFor(() => card(root, 14));
    const list = () => root.querySelector('[data-testid="venue-list"]')?.textContent ?? '';
    // Addresses are the sandbox's in each language.
    expect(list()).toMatch(/Zhibek Zholy Avenue/);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const inRussian = () =>
      fetches.mock.calls.filter(
        ([input, init]) =>
          String(input).includes('/proxy/takeaway/v2/locations?') &&
          new Headers(init?.headers).get('X-Language') === 'ru',
      ).length;
    handle.update({ language: 'ru' });
    await waitFor(() => /проспект Жибек Жолы/.test(list()));
    for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0));
    expect(inRussian()).toBe(1);
  });

  it('filters by the service tabs (docs/contract/calls.md#service-mapping mapping) and shows the delivery banners for delivery', async () => {
    const { root } = await screens.mount('/filials');
    await waitFor(() => card(root, 14));
    expect(card(root, 14)?.querySelector('[data-banner]')?.getAttribute('data-banner')).toBe(
      'weather_issues',
    );
    expect(card(root, 12)?.querySelector('[data-banner]')?.getAttribute('data-banner')).toBe('night_shift');
    expect(card(root, 17)?.querySelector('[data-banner]')?.getAttribute('data-banner')).toBe('closed');
    expect(card(root, 13)).toBeNull();
    clickText(root, '.dkd-services label', 'Dine in');
    await waitFor(() => card(root, 13) && !card(root, 14));
    expect(root.querySelectorAll('[data-testid="venue-list"] [data-banner]')).toHaveLength(0);
    expect(localStorage.getItem('service.v3')).toBe('express');
    const express = await screens.sandbox.api<{ data: { id: string }[] }>(
      'GET',
      'takeaway/v2/locations?town_id=1&filter[service]=4&category_id=128&limit=100',
    );
    expect(venueIds(root).sort()).toEqual(express.body.data.map((venue) => Number(venue.id)).sort());
  });

  it('reads the opening state as the sandbox does: round the clock, closing soon, closed, on break', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    localStorage.setItem('service.v3', 'takeaway');
    const { root } = await screens.mount('/filials');
    await waitFor(() => card(root, 19));
    const server = await screens.sandbox.api<{
      data: { id: string; attributes: { closing_time: string | null } }[];
    }>('GET', 'takeaway/v2/locations?town_id=1&limit=100');
    const closing = server.body.data.find((venue) => venue.id === '13')?.attributes.closing_time;
    const state = (id: number) => card(root, id)?.querySelector('.dkd-meta > span')?.textContent;
    expect(state(12)).toBe('Open 24 hours');
    expect(state(13)).toBe(`Open · Closes soon, at ${closing}`);
    expect(state(17)).toMatch(/^Closed · Opens at \d\d:\d\d$/);
    expect(state(19)).toMatch(/^Break until \d\d:\d\d$/);
  });

  it('shows the distance from the guest, marks 1500 m and more as far', async () => {
    restoreGeolocation = fakeGeolocation({ latitude: 43.2389, longitude: 76.8897 });
    const { root } = await screens.mount('/filials');
    await waitFor(() => root.querySelector('[data-testid="venue-list"] [data-distance]'));
    const distances = [...root.querySelectorAll('[data-testid="venue-list"] [data-distance]')].map(
      (node) => ({
        metres: Number(node.getAttribute('data-distance')),
        far: node.querySelector('.dkd-badge') !== null,
      }),
    );
    expect(distances.length).toBeGreaterThan(3);
    for (const { metres, far } of distances) expect(far).toBe(metres >= 1500);
    expect(distances.map((d) => d.metres)).toEqual([...distances.map((d) => d.metres)].sort((a, b) => a - b));
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('asks once per session for the town when the first venue is more than 50 km away', async () => {
    restoreGeolocation = fakeGeolocation({ latitude: 51.1282, longitude: 71.4307 });
    await screens.mount('/filials');
    await waitFor(() => screens.mounted.root.querySelector('[role="dialog"]'));
    expect(texts(screens.mounted.root, '[role="dialog"] h2')).toEqual(['Are you in another city?']);
    clickText(screens.mounted.root, '[role="dialog"] button', 'Choose a city');
    await waitFor(() => screens.mounted.root.querySelector('[data-town="2"]'));
    expect(screens.mounted.root.querySelector('[data-town]')?.getAttribute('data-town')).toBe('2');
    screens.mounted.unmount();
    await screens.mount('/filials');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="venue-list"]'));
    expect(screens.mounted.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows a Home category named in the URL', async () => {
    const { root } = await screens.mount('/filials?category=promo');
    await waitFor(() => root.querySelector('[data-testid="venue-list"] [data-venue]'));
    expect(texts(root, 'h1')).toEqual(['Venues with promotions']);
    const cards = [...root.querySelectorAll('[data-testid="venue-list"] [data-venue]')];
    expect(cards.every((node) => node.querySelector('[data-kind="promo"]'))).toBe(true);
  });

  it('says there are none in an empty town, and offers Retry after a server error', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem('townId', '5');
    await screens.mount('/filials');
    await waitFor(() => screens.mounted.root.querySelector('.dk-empty'));
    expect(texts(screens.mounted.root, '.dk-empty')).toEqual([
      'There are no restaurants in the chosen city yet',
    ]);
    screens.mounted.unmount();
    localStorage.setItem('townId', '1');
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'takeaway/v2/locations',
    });
    await screens.mount('/filials');
    // The list is the whole screen: its failure is the server-error page (docs/contract/errors.md#server-error-page).
    await waitFor(() => screens.mounted.root.querySelector('[data-screen="server-error"]'), 15_000);
    expect(texts(screens.mounted.root, 'h1')).toEqual(['Oops! Server error']);
    await screens.sandbox.control('DELETE', 'control/faults');
    clickText(screens.mounted.root, 'button', 'Try again');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="venue-list"] [data-venue]'));
  });
});
