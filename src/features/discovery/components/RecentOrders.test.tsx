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
    await waitFor(() => section.querySelector('a.dkd-recent-repeat'));
    const repeats = [...section.querySelectorAll('a.dkd-recent-repeat')];
    expect(repeats.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `/orders/${id}/repeat`));
    expect(repeats.map((link) => link.textContent)).toEqual(['Repeat', 'Repeat']);
    expect(repeats[0]?.getAttribute('aria-label')).toMatch(/^Repeat order № \d+$/);
  });

  it('holds two rows’ room while the orders load, so Home’s lists below it do not move when they come', async () => {
    await signIn(screens.sandbox, 1);
    // Held until the placeholders are checked: a latency could run out first on a loaded machine.
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'hold',
      route: 'takeaway/v2/user/orders',
    });
    const { root } = await screens.mount('/');
    const section = await waitFor(() => root.querySelector('[data-testid="recent-orders"]'));
    const placeholders = [...section.querySelectorAll('li[data-placeholder="true"]')];
    expect(placeholders.map((row) => [row.className, row.getAttribute('aria-hidden')])).toEqual([
      ['dkd-recent-order', 'true'],
      ['dkd-recent-order', 'true'],
    ]);
    expect(section.getAttribute('aria-busy')).toBe('true');
    // Only a signed-in guest has it: the app shell's prerendered Home drops it for the others.
    expect(section.hasAttribute('data-signed-in-only')).toBe(true);
    await screens.sandbox.control('DELETE', 'control/faults');
    await waitFor(() => section.querySelector('a.dkd-recent-repeat'));
    expect(section.querySelectorAll('li.dkd-recent-order')).toHaveLength(2);
    expect(section.querySelector('[data-placeholder]')).toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('gives its room back when the orders cannot be read', async () => {
    await signIn(screens.sandbox, 1);
    // 501: an error the client does not retry (ADR 0300), so the read fails at once.
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'takeaway/v2/user/orders',
    });
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"]'));
    // Held rows that stayed after the failure would keep it there.
    await waitFor(() => !root.querySelector('[data-testid="recent-orders"]') || null);
  });

  it('is not there for a guest who is not signed in', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"]'));
    expect(root.querySelector('[data-testid="recent-orders"]')).toBeNull();
  });
});
