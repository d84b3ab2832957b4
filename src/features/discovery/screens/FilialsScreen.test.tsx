import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import {
  clickText,
  type MountedScreen,
  mountScreen,
  SANDBOX_NOW,
  texts,
  waitFor,
} from '../testing/mount-screen.ts';

let sb: TestSandbox;
let mounted: MountedScreen | null = null;
let restoreGeolocation: (() => void) | null = null;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());
afterEach(async () => {
  mounted?.unmount();
  mounted = null;
  restoreGeolocation?.();
  restoreGeolocation = null;
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  await sb.control('DELETE', 'control/faults');
});

const venueIds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="venue-list"] [data-venue]')].map((node) =>
    Number(node.getAttribute('data-venue')),
  );
const card = (root: ParentNode, id: number) =>
  root.querySelector(`[data-testid="venue-list"] [data-venue="${id}"]`);

describe('the venue list', () => {
  it('filters by the service tabs (SPEC §7 mapping) and shows the delivery banners for delivery', async () => {
    mounted = await mountScreen('/filials', sb.url);
    const root = mounted.root;
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
    const express = await sb.api<{ data: { id: string }[] }>(
      'GET',
      'takeaway/v2/locations?town_id=1&filter[service]=4&category_id=128&limit=100',
    );
    expect(venueIds(root).sort()).toEqual(express.body.data.map((venue) => Number(venue.id)).sort());
  });

  it('reads the opening state as the sandbox does: round the clock, closing soon, closed, on break', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    localStorage.setItem('service.v3', 'takeaway');
    mounted = await mountScreen('/filials', sb.url);
    const root = mounted.root;
    await waitFor(() => card(root, 19));
    const server = await sb.api<{ data: { id: string; attributes: { closing_time: string | null } }[] }>(
      'GET',
      'takeaway/v2/locations?town_id=1&limit=100',
    );
    const closing = server.body.data.find((venue) => venue.id === '13')?.attributes.closing_time;
    const state = (id: number) => card(root, id)?.querySelector('.dkd-meta > span')?.textContent;
    expect(state(12)).toBe('Open 24 hours');
    expect(state(13)).toBe(`Open · Closes soon, at ${closing}`);
    expect(state(17)).toMatch(/^Closed · Opens at \d\d:\d\d$/);
    expect(state(19)).toMatch(/^Break until \d\d:\d\d$/);
  });

  it('shows the distance from the guest, marks 1500 m and more as far', async () => {
    restoreGeolocation = fakeGeolocation({ latitude: 43.2389, longitude: 76.8897 });
    mounted = await mountScreen('/filials', sb.url);
    const root = mounted.root;
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
    mounted = await mountScreen('/filials', sb.url);
    await waitFor(() => mounted?.root.querySelector('[role="dialog"]'));
    expect(texts(mounted.root, '[role="dialog"] h2')).toEqual(['Are you in another city?']);
    clickText(mounted.root, '[role="dialog"] button', 'Choose a city');
    await waitFor(() => mounted?.root.querySelector('[data-town="2"]'));
    expect(mounted.root.querySelector('[data-town]')?.getAttribute('data-town')).toBe('2');
    mounted.unmount();
    mounted = await mountScreen('/filials', sb.url);
    await waitFor(() => mounted?.root.querySelector('[data-testid="venue-list"]'));
    expect(mounted.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows a Home category named in the URL', async () => {
    mounted = await mountScreen('/filials?category=promo', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('[data-testid="venue-list"] [data-venue]'));
    expect(texts(root, 'h1')).toEqual(['Venues with promotions']);
    const cards = [...root.querySelectorAll('[data-testid="venue-list"] [data-venue]')];
    expect(cards.every((node) => node.querySelector('[data-kind="promo"]'))).toBe(true);
  });

  it('says there are none in an empty town, and offers Retry after a server error', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem('townId', '5');
    mounted = await mountScreen('/filials', sb.url);
    await waitFor(() => mounted?.root.querySelector('.dk-empty'));
    expect(texts(mounted.root, '.dk-empty')).toEqual(['There are no restaurants in the chosen city yet']);
    mounted.unmount();
    localStorage.setItem('townId', '1');
    await sb.control('POST', 'control/faults', {
      kind: 'error',
      status: 500,
      route: 'takeaway/v2/locations',
    });
    mounted = await mountScreen('/filials', sb.url);
    await waitFor(() => mounted?.root.querySelector('.dk-load-error'), 15_000);
    expect(texts(mounted.root, '.dk-load-error strong')).toEqual(['Oops! Server error']);
    await sb.control('DELETE', 'control/faults');
    clickText(mounted.root, '.dk-load-error button', 'Try again');
    await waitFor(() => mounted?.root.querySelector('[data-testid="venue-list"] [data-venue]'));
  });
});
