import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '../../../api/testing/fake-fetch.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { BURGER_PRODUCTS, pathOf, sandboxLike } from '../testing/fixtures.ts';
import { calls, item, open, setUpMenuScreens, sheet } from '../testing/menu-screen-fixtures.ts';

setUpMenuScreens();

describe('Menu screen', () => {
  it('shows the venue, its categories as tabs and its items with their states and promo prices', async () => {
    await open();
    const tabs = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Burgers', 'Combos', 'Drinks']);
    expect(item('Chicken burger').textContent).toContain('Unavailable');
    const combo = item('Classic combo');
    expect(combo.textContent).toContain('Promo');
    expect(combo.textContent).toMatch(/3\s490\s₸/);
    expect(combo.textContent).toMatch(/3\s990\s₸/);
    expect(combo.textContent).toContain('-13%');
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });

  it('marks an item that cannot be ordered on its popular card and in a promotion, and its sheet has no add button', async () => {
    await open({
      handler: sandboxLike((_request, path) => {
        if (path === 'menu/v3/popular/products')
          return { body: { data: [BURGER_PRODUCTS[1], BURGER_PRODUCTS[5]] } };
        if (path === 'menu-promos/api/v2/promos')
          return {
            body: {
              data: [
                {
                  type: 'promos',
                  id: '1',
                  attributes: {
                    title: 'Lunch deal',
                    description: '',
                    image_url: null,
                    product_ids: [1046, 1062],
                  },
                },
              ],
            },
          };
        return undefined;
      }),
    });
    const popular = await screen.findByRole('region', { name: 'Popular' });
    const cards = within(popular).getAllByRole('button');
    expect(cards.map((card) => card.textContent?.includes('Unavailable'))).toEqual([true, false]);
    const promotion = screen.getByRole('region', { name: 'Promotions' });
    // A promotion's card is named by the promotion, then its dish.
    expect(within(promotion).getByRole('button', { name: /Chicken burger/ }).textContent).toContain(
      'Unavailable',
    );
    expect(within(promotion).getByRole('button', { name: /Cola/ }).textContent).not.toContain('Unavailable');

    fireEvent.click(cards[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Chicken burger' })).toBeTruthy();
    expect(within(sheet()).getByRole('status').textContent).toBe('Unavailable');
    expect(within(sheet()).queryByRole('button', { name: /^Add for/ })).toBeNull();
  });

  it('requires the minimum of a group, then adds the item with its options and the event', async () => {
    const h = await open();
    fireEvent.click(item('Classic combo'));
    await within(sheet()).findByRole('radio', { name: /^Cola/ });
    expect(within(sheet()).getByText('Promo price for up to 2 per order')).toBeTruthy();
    fireEvent.click(within(sheet()).getByRole('button', { name: /^Add for/ }));
    expect(within(sheet()).getByText('Choose at least 1 option')).toBeTruthy();
    expect(h.runtime.core.state.cart.get(15, 'delivery')).toBeUndefined();

    fireEvent.click(within(sheet()).getByRole('radio', { name: /^Milkshake/ }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'One more' }));
    expect(within(sheet()).getByRole('button', { name: 'One more' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(sheet()).getByRole('button', { name: /^Add for 7\s780/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.runtime.core.state.cart.get(15, 'delivery')?.items).toEqual([
      {
        line: '1049|27x1',
        productId: 1049,
        name: 'Classic combo',
        price: 3490,
        quantity: 2,
        additives: [{ id: 27, name: 'Milkshake', price: 400, quantity: 1 }],
      },
    ]);
    expect(h.tracked.find((entry) => entry.event === ANALYTICS_EVENTS.itemAdded)?.properties).toMatchObject({
      filial_id: 15,
      product_id: 1049,
      quantity: 2,
      price: 3890,
      service: 'delivery',
      additives: [27],
    });
    expect(await screen.findByText('“Classic combo” is in the cart')).toBeTruthy();

    // The promo limit counts what is already in the cart.
    fireEvent.click(item('Classic combo'));
    await within(sheet()).findByRole('radio', { name: /^Cola/ });
    expect(within(sheet()).getByText('Your cart already holds as many as the promotion allows')).toBeTruthy();
    expect(within(sheet()).queryByRole('button', { name: /^Add for/ })).toBeNull();
  });

  it('refuses an option beyond the maximum and says so', async () => {
    const h = await open();
    fireEvent.click(item('Classic burger'));
    const cheddar = await within(sheet()).findByRole('checkbox', { name: /^Cheddar/ });
    fireEvent.click(cheddar);
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: /^Bacon/ }));
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: /^Jalapeño/ }));
    expect((within(sheet()).getByRole('checkbox', { name: /^Jalapeño/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(within(sheet()).getByText('You selected the max number of positions')).toBeTruthy();
    fireEvent.click(within(sheet()).getByRole('button', { name: /^Add for 3\s090/ }));
    expect(h.runtime.core.state.cart.get(15, 'delivery')?.items[0]?.additives.map((a) => a.id)).toEqual([
      19, 20,
    ]);
  });

  it('links the cart summary to /cart with the cooking time, leaving basket-opened to the cart screen', async () => {
    const h = await open();
    h.runtime.core.state.cart.add(15, 'delivery', {
      productId: 1062,
      name: 'Cola',
      price: 690,
      quantity: 3,
      additives: [],
    });
    // The header's cart link names the count; the bar at the foot, in a landmark of its own, with the sum.
    expect((await screen.findByRole('link', { name: 'Cart, 3 items' })).getAttribute('href')).toBe('/cart');
    const bar = await screen.findByRole('complementary', { name: 'Your order' });
    const link = within(bar).getByRole('link', { name: /^View cart\s*, 3 items,/ });
    expect(link.textContent).toMatch(/2\s070\s₸/);
    await waitFor(() => expect(link.textContent).toContain('Ready in about 25 min'));
    fireEvent.click(link);
    expect(h.location()).toBe('/cart');
    expect(h.tracked.map((entry) => entry.event)).not.toContain(ANALYTICS_EVENTS.basketOpened);
  });

  it('asks 21+ once a yes is given, and again after a no or a close, tracking each answer', async () => {
    const h = await open();
    const stored = h.runtime.core.state.stored.ageConfirmed;
    fireEvent.click(item('Energy drink'));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored.get()).toBe(false);

    fireEvent.click(item('Energy drink'));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Are you 21 or older?' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored.get()).toBe(false);

    fireEvent.click(item('Energy drink'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I am 21 or older' }));
    expect(await screen.findByRole('dialog', { name: 'Energy drink' })).toBeTruthy();
    expect(stored.get()).toBe(true);
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Close' }));

    fireEvent.click(item('Draft beer'));
    expect(await screen.findByRole('dialog', { name: 'Draft beer' })).toBeTruthy();
    expect(within(sheet()).getByText('Not available for Delivery')).toBeTruthy();
    // Not orderable: the sheet gives the reason and no add button.
    expect(within(sheet()).queryByRole('button', { name: /^Add for/ })).toBeNull();
    expect(
      h.tracked
        .filter((entry) => entry.event === ANALYTICS_EVENTS.ageConfirmationShown)
        .map((entry) => entry.properties?.answer),
    ).toEqual(['declined', 'closed', 'accepted']);
  });

  it('keeps the menu per terminal: coming back reads no menu again, Refresh does', async () => {
    const h = await open();
    expect(calls(h, 'menu/v2/category/products')).toHaveLength(1);
    act(() => h.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    act(() => h.navigate('/filials/15'));
    await screen.findByRole('heading', { level: 1, name: 'Burger Batyr' });
    expect(calls(h, 'menu/v2/category/products')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls(h, 'menu/v2/category/products')).toHaveLength(2));
  });

  it('shows the cached menu with a retry when a refresh fails, and not-found for an unknown venue', async () => {
    let failing = false;
    const h = await open({
      handler: sandboxLike((_request, path) =>
        failing && path === 'menu/v2/category/products'
          ? { status: 503, body: { errors: [{ title: 'down' }] } }
          : undefined,
      ),
    });
    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Oops! Server error')).toBeTruthy();
    expect(item('Classic combo')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Oops! Server error')).toBeNull());
    act(() => h.navigate('/filials/404'));
    expect(await screen.findByRole('heading', { name: 'Venue not found' })).toBeTruthy();
  });

  it('shows My Favourites first when signed in, and undoes a heart the server refused', async () => {
    let refuse: (reply: FakeReply) => void = () => {};
    const h = await open({
      signedIn: true,
      handler: sandboxLike((request, path) => {
        if (path === 'menu/v3/favourite/products' && request.method === 'GET')
          return {
            body: {
              data: [{ type: 'products', id: '1062', attributes: { id: 1062, name: 'Cola', price: 690 } }],
            },
          };
        if (path === 'menu/v3/favourite/products' && request.method === 'POST')
          return new Promise<FakeReply>((resolve) => {
            refuse = resolve;
          });
        return undefined;
      }),
    });
    const tabs = screen.getByRole('navigation', { name: 'Menu categories' });
    await waitFor(() => expect(within(tabs).getAllByRole('button')[0]?.textContent).toBe('My Favourites'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: Classic burger' }));
    // Shown at once in its row and in My Favourites, before the server answers.
    expect(
      await screen.findAllByRole('button', { name: 'Remove from favourites: Classic burger' }),
    ).toHaveLength(2);
    refuse({ status: 422, body: { errors: [{ title: 'refused' }] } });
    expect(await screen.findByText('Could not update your favourites. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favourites: Classic burger' })).toBeTruthy();
    expect(
      h.seen.some((request) => request.method === 'POST' && pathOf(request) === 'menu/v3/favourite/products'),
    ).toBe(true);
  });
});
