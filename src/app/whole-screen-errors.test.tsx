import { describe, expect, it } from 'vitest';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { byText } from '../testing/dom.ts';
import { setUpScreens, signIn } from '../testing/mount-screen.ts';

const screens = setUpScreens();

/** Seeded user 1 (Aigerim, Almaty) and one of their seeded orders. */
async function signedInWithOrder(): Promise<{ id: number }> {
  await signIn(screens.sandbox, 1);
  const orders = await screens.sandbox.control<{ data: { id: number }[] }>('GET', 'control/orders?user_id=1');
  const order = orders.body.data[0];
  if (!order) throw new Error('user 1 has no seeded order');
  return { id: order.id };
}

/**
 * docs/contract/errors.md#server-error-page: a screen whose main data answers 5xx after the retries is the server-error page, with a link to
 * the main page that works and a retry. Each case fails the one call the screen cannot do without.
 */
describe('a whole-screen server error', { timeout: 30_000 }, () => {
  const cases: Array<{ name: string; route: string; path: () => Promise<string> }> = [
    { name: 'the Menu', route: 'menu/v2/category/products', path: async () => '/filials/12' },
    {
      name: 'venue details',
      route: 'takeaway/locations/card/terminal/*',
      path: async () => '/filials/12/details',
    },
    {
      name: "a table's bill",
      route: 'takeaway/v1/tables/*/bill',
      path: async () => '/filials/11/bill?table_id=2',
    },
    {
      name: 'the order list',
      route: 'takeaway/v2/user/orders',
      path: async () => {
        await signIn(screens.sandbox, 1);
        return '/orders';
      },
    },
    {
      name: 'an order',
      route: 'takeaway/v2/user/order',
      path: async () => `/orders/${(await signedInWithOrder()).id}`,
    },
    {
      name: 'the profile',
      route: 'api/v3/user',
      path: async () => {
        await signIn(screens.sandbox, 1);
        return '/profile';
      },
    },
  ];

  for (const { name, route, path } of cases) {
    it(`on ${name} shows the server-error page, whose link goes to the main page`, async () => {
      const target = await path();
      // 501 is not retried (a 500 is, three times, 6 s a case): the page is the same for any 5xx, and the
      // Try-again case below goes through the retries of a 503.
      await screens.sandbox.control('POST', 'control/faults', { kind: 'error', status: 501, route });
      const { root } = await screens.mount(target);
      await waitFor(() => root.querySelector('[data-screen="server-error"]'), 20_000);
      expect(root.querySelector('h1')?.textContent).toBe('Oops! Server error');
      expect(byText(root, 'button', 'Try again')).toBeDefined();
      await screens.sandbox.control('DELETE', 'control/faults');
      byText<HTMLAnchorElement>(root, 'a', 'Go to the main page')?.click();
      await waitFor(() => screens.mounted.path() === '/' && screens.mounted.screen() === 'home');
    });
  }

  it('Try again mounts the screen afresh, which loads once the server answers', async () => {
    await signIn(screens.sandbox, 1);
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 503,
      route: 'api/v3/user',
    });
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-screen="server-error"]'), 20_000);
    await screens.sandbox.control('DELETE', 'control/faults');
    byText(root, 'button', 'Try again')?.click();
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(screens.mounted.path()).toBe('/profile');
  });

  it('keeps a partial failure inline: the profile without its balance is still the profile', async () => {
    await signIn(screens.sandbox, 1);
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'ladder-go/*',
    });
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'balance/user',
    });
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-balance"] [role="alert"]'), 20_000);
    expect(screens.mounted.screen()).toBe('profile');
    expect(root.querySelector('[data-testid="profile-greeting"]')).not.toBeNull();
  });
});
