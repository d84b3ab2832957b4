import { afterEach, describe, expect, it } from 'vitest';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { texts, typeInto } from '../../../testing/dom.ts';
import { setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();
let restoreGeolocation: (() => void) | null = null;

afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
});

describe('brands', () => {
  it('lists the town’s brands with their venue counts, leading to the brand’s venues', async () => {
    const { root } = await screens.mount('/brands');
    await waitFor(() => root.querySelector('[data-brand="2"]'));
    expect(root.querySelector('[data-brand="2"]')?.textContent).toContain('3 venues');
    expect(root.querySelector('[data-brand="2"]')?.getAttribute('href')).toBe('/brands/filials?brand_id=2');
  });

  it('groups a brand’s venues by brand name and loads a signed-in guest’s addresses', async () => {
    const { access_token } = await screens.sandbox.grant(1);
    localStorage.setItem('accessToken', access_token);
    localStorage.setItem('service.v3', 'takeaway');
    const { root } = await screens.mount('/brands/filials?brand_id=2');
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
    const { root } = await screens.mount('/brands/booking');
    await waitFor(() => root.querySelector('[data-testid="venue-list"] [data-distance]'));
    const distances = [...root.querySelectorAll('[data-testid="venue-list"] [data-distance]')].map((node) =>
      Number(node.getAttribute('data-distance')),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('goes Home with the reason when the position is refused', async () => {
    restoreGeolocation = fakeGeolocation(null);
    await screens.mount('/brands/booking');
    await waitFor(() => screens.mounted.screen() === 'home');
    expect(window.location.pathname).toBe('/');
    await waitFor(() => screens.mounted.root.querySelector('.dk-notification'));
    expect(screens.mounted.root.querySelector('.dk-notification')?.textContent).toContain(
      'Geolocation is not allowed',
    );
  });
});

describe('the header balance', () => {
  it('shows a signed-in guest’s bonuses, in a smaller font from 100 000', async () => {
    const regular = await screens.sandbox.grant(1);
    localStorage.setItem('accessToken', regular.access_token);
    await screens.mount('/brands');
    const badge = await waitFor(() => screens.mounted.root.querySelector('[data-testid="balance"]'));
    expect(badge.getAttribute('data-small')).toBe('false');
    // Thousands are grouped by a no-break space (docs/contract/constants.md#formats).
    expect(badge.textContent).toContain('12\u00a0500');
    screens.mounted.unmount();
    const platinum = await screens.sandbox.grant(6);
    localStorage.setItem('accessToken', platinum.access_token);
    await screens.mount('/brands');
    const big = await waitFor(() => screens.mounted.root.querySelector('[data-testid="balance"]'));
    expect(big.getAttribute('data-small')).toBe('true');
  });

  it('is not shown to a guest, nor on routes without the balance', async () => {
    await screens.mount('/brands');
    await waitFor(() => screens.mounted.root.querySelector('[data-brand]'));
    expect(screens.mounted.root.querySelector('[data-testid="balance"]')).toBeNull();
    screens.mounted.unmount();
    const { access_token } = await screens.sandbox.grant(1);
    localStorage.setItem('accessToken', access_token);
    const { root } = await screens.mount('/search');
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[type="search"]'));
    typeInto(input, 'khin');
    // A positive signal instead of a pause: the suggestions answer a request made after the header's first
    // render; once they show, a balance the header fetched on mount would show too.
    await waitFor(() => root.querySelector('[data-testid="search-suggestions"] button'));
    expect(root.querySelector('[data-testid="balance"]')).toBeNull();
  });
});
