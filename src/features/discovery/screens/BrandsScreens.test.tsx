import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import { type MountedScreen, mountScreen, texts, waitFor } from '../testing/mount-screen.ts';

let sb: TestSandbox;
let mounted: MountedScreen | null = null;
let restoreGeolocation: (() => void) | null = null;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  restoreGeolocation?.();
  restoreGeolocation = null;
  localStorage.clear();
  sessionStorage.clear();
});

describe('brands', () => {
  it('lists the town’s brands with their venue counts, leading to the brand’s venues', async () => {
    mounted = await mountScreen('/brands', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('[data-brand="2"]'));
    expect(root.querySelector('[data-brand="2"]')?.textContent).toContain('3 venues');
    expect(root.querySelector('[data-brand="2"]')?.getAttribute('href')).toBe('/brands/filials?brand_id=2');
  });

  it('groups a brand’s venues by brand name and loads a signed-in guest’s addresses', async () => {
    const { access_token } = await sb.grant(1);
    localStorage.setItem('accessToken', access_token);
    localStorage.setItem('service.v3', 'takeaway');
    mounted = await mountScreen('/brands/filials?brand_id=2', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('[data-group="Burger Batyr Express"]'));
    expect(
      [...root.querySelectorAll('[data-group]')].map((node) => node.getAttribute('data-group')).sort(),
    ).toEqual(['Burger Batyr', 'Burger Batyr Express']);
    expect(texts(root, '[data-group="Burger Batyr Express"] [data-venue] h3')).toEqual([
      'Burger Batyr Express',
    ]);
    await waitFor(() => JSON.parse(localStorage.getItem('userAddressList') ?? '[]').length > 0);
  });

  it('books a table near the guest, nearest first', async () => {
    restoreGeolocation = fakeGeolocation({ latitude: 43.2389, longitude: 76.8897 });
    mounted = await mountScreen('/brands/booking', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('[data-testid="venue-list"] [data-distance]'));
    const distances = [...root.querySelectorAll('[data-testid="venue-list"] [data-distance]')].map((node) =>
      Number(node.getAttribute('data-distance')),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('goes Home with the reason when the position is refused', async () => {
    restoreGeolocation = fakeGeolocation(null);
    mounted = await mountScreen('/brands/booking', sb.url);
    await waitFor(() => mounted?.screen() === 'home');
    expect(window.location.pathname).toBe('/');
    await waitFor(() => mounted?.root.querySelector('.dk-notification'));
    expect(mounted.root.querySelector('.dk-notification')?.textContent).toContain(
      'Geolocation is not allowed',
    );
  });
});

describe('the header balance', () => {
  it('shows a signed-in guest’s bonuses, in a smaller font from 100 000', async () => {
    const regular = await sb.grant(1);
    localStorage.setItem('accessToken', regular.access_token);
    mounted = await mountScreen('/brands', sb.url);
    const badge = await waitFor(() => mounted?.root.querySelector('[data-testid="balance"]'));
    expect(badge.getAttribute('data-small')).toBe('false');
    // Thousands are grouped by a no-break space (SPEC §9).
    expect(badge.textContent).toContain('12\u00a0500');
    mounted.unmount();
    const platinum = await sb.grant(6);
    localStorage.setItem('accessToken', platinum.access_token);
    mounted = await mountScreen('/brands', sb.url);
    const big = await waitFor(() => mounted?.root.querySelector('[data-testid="balance"]'));
    expect(big.getAttribute('data-small')).toBe('true');
  });

  it('is not shown to a guest, nor on routes without the balance', async () => {
    mounted = await mountScreen('/brands', sb.url);
    await waitFor(() => mounted?.root.querySelector('[data-brand]'));
    expect(mounted.root.querySelector('[data-testid="balance"]')).toBeNull();
    mounted.unmount();
    const { access_token } = await sb.grant(1);
    localStorage.setItem('accessToken', access_token);
    mounted = await mountScreen('/search', sb.url);
    await waitFor(() => mounted?.screen() === 'search');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mounted.root.querySelector('[data-testid="balance"]')).toBeNull();
  });
});
