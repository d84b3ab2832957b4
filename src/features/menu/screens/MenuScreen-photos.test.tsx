import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product, sandboxLike } from '../testing/fixtures.ts';
import { open, setUpMenuScreens } from '../testing/menu-screen-fixtures.ts';

setUpMenuScreens();

/** One category of photo items, twelve rows (112 px each under a 56 px heading): more than a phone shows. */
const PHOTO_IDS = Array.from({ length: 12 }, (_, index) => 2001 + index);
const photoItem = (id: number) => product(id, `Dish ${id}`, { image_url: `/img/menu/products/${id}.png` });

const photoMenu = () => ({
  data: [
    {
      type: 'categories',
      id: '3001',
      attributes: { id: 3001, name: 'Hot dishes', is_active: true, is_show_photo: true },
      relationships: {
        products: { data: PHOTO_IDS.map((id) => ({ type: 'products', id: String(id) })) },
      },
    },
  ],
  included: PHOTO_IDS.map(photoItem),
});

const row = (id: number) => document.querySelector(`[data-item-id="${id}"]`);

describe('Menu photos', () => {
  it('loads the first screen’s photos at once with high priority; the others wait for the lazy queue', async () => {
    await open({
      handler: sandboxLike((_request, path) => {
        if (path === 'menu/v2/category/products') return { body: photoMenu() };
        if (path === 'menu/v3/popular/products')
          return { body: { data: PHOTO_IDS.slice(0, 5).map(photoItem) } };
        return undefined;
      }),
    });
    await screen.findByRole('heading', { name: 'Popular' });
    // Rows at 56, 168 and 280 px (all a layout-less test page renders): on the first screen. Rows from
    // 600 px down, and cards past the third, wait for the queue, which loads once the list is still (docs/contract/constants.md#delays).
    for (const id of PHOTO_IDS.slice(0, 3)) {
      expect(row(id)?.querySelector('img')?.getAttribute('fetchpriority'), `row ${id}`).toBe('high');
    }
    const cards = [...document.querySelectorAll('.dkm-strip .dkm-card')];
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('fetchpriority') ?? null)).toEqual([
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it('marks each dish row with the hook the bench times the Menu to (bench/first-screens.ts CONTENT)', async () => {
    await open({
      handler: sandboxLike((_request, path) =>
        path === 'menu/v2/category/products' ? { body: photoMenu() } : undefined,
      ),
    });
    await screen.findByText('Dish 2001');
    const rows = [...document.querySelectorAll('[data-dk="dish-row"]')];
    expect(rows.map((dish) => dish.getAttribute('data-item-id'))).toEqual(
      PHOTO_IDS.slice(0, rows.length).map(String),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
