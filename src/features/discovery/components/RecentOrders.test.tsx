import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { setUpScreens, signIn } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

describe('Home’s recent orders', () => {
  it('lists the two latest orders of a signed-in guest, each repeated by URL on checkout’s route', async () => {
    const token = await signIn(screens.sandbox, 1);
    const latest = await screens.sandbox.api<{ data: { id: string; attributes: { filial: unknown } }[] }>(
      'GET',
      'takeaway/v2/user/orders?page=1&limit=2',
      { token },
    );
    const ids = latest.body.data.map((order) => order.id);
    expect(ids).toHaveLength(2);
    const { root } = await screens.mount('/');
    const section = await waitFor(() => root.querySelector('[data-testid="recent-orders"]'));
    const repeats = [...section.querySelectorAll('a.dkd-recent-repeat')];
    expect(repeats.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `/orders/${id}/repeat`));
    expect(repeats.map((link) => link.textContent)).toEqual(['Repeat', 'Repeat']);
    expect(repeats[0]?.getAttribute('aria-label')).toMatch(/^Repeat order № \d+$/);
  });

  it('is not there for a guest who is not signed in', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"]'));
    expect(root.querySelector('[data-testid="recent-orders"]')).toBeNull();
  });
});
