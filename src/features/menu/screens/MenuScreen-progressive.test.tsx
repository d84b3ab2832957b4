import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeReply, SeenRequest } from '../../../api/testing/fake-fetch.ts';
import { BURGER_PRODUCTS, sandboxLike } from '../testing/fixtures.ts';
import { renderMenu } from '../testing/menu-harness.tsx';
import { setUpMenuScreens, track } from '../testing/menu-screen-fixtures.ts';

setUpMenuScreens();

const MENU = 'menu/v2/category/products';
const POPULAR = 'menu/v3/popular/products';
const PROMOS = 'menu-promos/api/v2/promos';

/**
 * The sandbox-like venue 15, whose menu answers only once `release` is called: with `reply` (every attempt,
 * retries included) or else the sandbox's menu. Other answers come at once.
 */
function heldMenu(overrides: Record<string, FakeReply> = {}) {
  const base = sandboxLike();
  let menuReply: FakeReply | undefined;
  let open: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = sandboxLike((request: SeenRequest, path: string) => {
    if (path === MENU) return held.then(() => menuReply ?? base(request, 0));
    return overrides[path];
  });
  const release = (reply?: FakeReply) => {
    menuReply = reply;
    open();
  };
  return { handler, release };
}

const main = () => screen.getByRole('main');

/**
 * ADR 0016: the largest menu costs a cheap phone ~0.5 s of CPU to read, so the venue, its notes, services and
 * popular dishes show first, from their own small answers, and the list joins them below when the menu is in.
 */
describe('the Menu while its menu is on its way', () => {
  it('shows the venue and its popular dishes first, then the menu below them without redrawing them', async () => {
    const { handler, release } = heldMenu({
      [POPULAR]: { body: { data: [BURGER_PRODUCTS[0], BURGER_PRODUCTS[5]] } },
    });
    track(await renderMenu({ path: '/filials/15', handler }));
    await screen.findByRole('heading', { level: 1, name: 'Burger Batyr' });
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual([expect.stringMatching(/^Classic burger/), expect.stringMatching(/^Cola/)]);
    expect(screen.getByText('Tole Bi Street, 101')).toBeTruthy();
    expect(main().getAttribute('aria-busy')).toBe('true');
    expect(within(main()).getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('list', { name: 'Menu' })).toBeNull();

    release();
    const list = await screen.findByRole('list', { name: 'Menu' });
    expect(within(list).getByRole('button', { name: /^Classic combo/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Popular' })).toBe(popular);
    expect(main().getAttribute('aria-busy')).toBe('false');
    expect(within(main()).queryByRole('status')).toBeNull();
  });

  it('opens a popular dish before the menu is in', async () => {
    const { handler } = heldMenu({ [POPULAR]: { body: { data: [BURGER_PRODUCTS[5]] } } });
    track(await renderMenu({ path: '/filials/15', handler }));
    const popular = await screen.findByRole('region', { name: 'Popular' });
    fireEvent.click(within(popular).getByRole('button', { name: /^Cola/ }));
    expect(await screen.findByRole('dialog', { name: 'Cola' })).toBeTruthy();
  });

  it('holds promotions and the strips below them until the menu their dishes are looked up in, so none is pushed down', async () => {
    const { handler, release } = heldMenu({
      [POPULAR]: { body: { data: [BURGER_PRODUCTS[5]] } },
      [PROMOS]: {
        body: {
          data: [
            {
              type: 'promos',
              id: '1',
              attributes: { title: 'Lunch deal', description: '', image_url: null, product_ids: [1049] },
            },
          ],
        },
      },
    });
    track(await renderMenu({ path: '/filials/15', handler }));
    await screen.findByRole('heading', { level: 1, name: 'Burger Batyr' });
    await waitFor(() => expect(within(main()).getByRole('status').textContent).toBe('Loading…'));
    expect(screen.queryByRole('region', { name: 'Popular' })).toBeNull();

    release();
    const promotions = await screen.findByRole('region', { name: 'Promotions' });
    // A promotion's card is named by the promotion, then its dish.
    expect(
      within(promotions).getByRole('button', { name: /^Lunch deal Classic combo 3\s490\s₸/ }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Popular' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  it('keeps the venue when the menu cannot come over a poor connection, and Retry brings it', async () => {
    const { handler, release } = heldMenu();
    track(await renderMenu({ path: '/filials/15', handler }));
    await screen.findByRole('heading', { level: 1, name: 'Burger Batyr' });
    release({ networkError: 'Failed to fetch' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Poor network connection');
    expect(screen.getByRole('heading', { level: 1, name: 'Burger Batyr' })).toBeTruthy();
    release();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Menu' })).toBeTruthy();
  });
});
