import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText } from '../../../testing/dom.ts';
import { signIn, setUpScreens } from '../../../testing/mount-screen.ts';

import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';

/** The analytics events the mounts tracked, in order: the sinks themselves are not configured in tests. */
const tracked = vi.hoisted(() => [] as string[]);
vi.mock('../../../telemetry/idle-telemetry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../telemetry/idle-telemetry.ts')>();
  return {
    ...actual,
    createIdleTelemetry: (...args: Parameters<typeof actual.createIdleTelemetry>) => {
      const telemetry = actual.createIdleTelemetry(...args);
      const track = telemetry.track.bind(telemetry);
      return Object.assign(telemetry, {
        track: (...event: Parameters<typeof track>) => {
          tracked.push(event[0]);
          track(...event);
        },
      });
    },
  };
});

const screens = setUpScreens();

afterEach(() => {
  tracked.length = 0;
});

const modal = () => screens.mounted.root.querySelector<HTMLElement>('[role="alertdialog"]');

describe('Profile', { timeout: 20_000 }, () => {
  it('greets the user, shows the phone, balance with the grade, the links, and the linked Telegram chat', async () => {
    const token = await signIn(screens.sandbox, 1);
    const info = await screens.sandbox.api<{
      data: { attributes: { grade: { name: string; cashback_percent: number } } };
    }>('GET', 'ladder-go/api/v1/balance/calculate-info', { token });
    const { grade } = info.body.data.attributes;
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(root.querySelector('[data-testid="profile-greeting"]')?.textContent).toBe('Hi, Айгерим');
    expect(root.textContent).toContain('+7 701 000 00 01');
    const balance = await waitFor(() => byText(root, '[data-testid="profile-balance"] span', /cashback/));
    expect(balance.textContent).toBe(`${grade.name} level: ${grade.cashback_percent}% cashback`);
    expect(root.querySelector('[data-testid="profile-balance"] strong')?.textContent).toMatch(/12\s?500/);
    const hrefs = [...root.querySelectorAll('nav a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/orders', '/address-map', '/faq']));
    // Every row of the first menu leads on: its icon, its text and the chevron, the care row included.
    const rows = [...root.querySelectorAll('nav .pf-menu')][0]?.querySelectorAll('li > a, li > button') ?? [];
    expect([...rows].map((row) => row.querySelectorAll('svg').length)).toEqual([...rows].map(() => 2));
    expect(root.querySelector('[data-testid="care-open"] .pf-chevron')).not.toBeNull();
    const chat = await waitFor(() => root.querySelector('[data-testid="telegram-link"]'));
    expect(chat.getAttribute('href')).toBe('https://t.me/dastarkhan_sandbox_bot');
    // Georgian is offered in Georgia only (docs/contract/product.md#languages); this guest is in Kazakhstan.
    expect([...root.querySelectorAll('select option')].map((option) => option.getAttribute('value'))).toEqual(
      ['kk', 'ru', 'en'],
    );
  });

  it('falls back to the user balance, without a grade, when calculate-info fails', async () => {
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'ladder-go/api/v1/balance/calculate-info',
    });
    await signIn(screens.sandbox, 1);
    const { root } = await screens.mount('/profile');
    const amount = await waitFor(() => root.querySelector('[data-testid="profile-balance"] strong'), 15_000);
    expect(amount.textContent).toMatch(/12\s?500/);
    // No grade line (the sheet's button still names levels and cashback).
    expect(root.querySelector('[data-testid="profile-balance"]')?.textContent).not.toMatch(
      /level: \d+% cashback/,
    );
  });

  it('builds the bot link from the start token when the chat answers error_code 404', async () => {
    const token = await signIn(screens.sandbox, 2);
    const answer = await screens.sandbox.api<{ error_code: number; data: { start_token: string } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      { token },
    );
    expect(answer.body.error_code).toBe(404);
    await screens.mount('/profile');
    const chat = await waitFor(() => screens.mounted.root.querySelector('[data-testid="telegram-link"]'));
    expect(chat.getAttribute('href')).toBe(
      `https://t.me/dastarkhan_sandbox_bot?start=${answer.body.data.start_token}`,
    );
  });

  it('leaves the chat link out when the chat call fails, and keeps the rest of the screen', async () => {
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'telegram-user-notifications/*',
    });
    await signIn(screens.sandbox, 2);
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    await waitFor(() => byText(root, 'nav a', 'My orders'));
    await waitFor(() => root.querySelector('[data-testid="profile-balance"] strong'));
    const faults = await screens.sandbox.control<{ data: { hits: number }[] }>('GET', 'control/faults');
    expect(faults.body.data[0]?.hits).toBeGreaterThan(0);
    expect(root.querySelector('[data-testid="telegram-link"]')).toBeNull();
  });

  it('asks for a name when the user has none', async () => {
    const created = await screens.sandbox.control<{ access_token: string }>('POST', 'control/grants', {
      phone: '+77019998877',
    });
    localStorage.setItem('accessToken', created.body.access_token);
    const { root } = await screens.mount('/profile');
    const greeting = await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(greeting.textContent).toBe('Hi, guest');
    expect(byText(root, 'a', 'Tell us your name')?.getAttribute('href')).toBe('/profile/form');
  });

  it('deletes the account only after the confirmation that tells of the 90 days, then signs out and goes home', async () => {
    const token = await signIn(screens.sandbox, 3);
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    byText(root, 'button', 'Delete the account')?.click();
    const dialog = await waitFor(modal);
    expect(dialog.textContent).toContain('within 90 days');
    byText(dialog, 'button', 'Cancel')?.click();
    await waitFor(() => !modal());
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(200);
    expect(tracked).not.toContain(ANALYTICS_EVENTS.profileDeleted);

    byText(root, 'button', 'Delete the account')?.click();
    byText(await waitFor(modal), 'button', 'Delete')?.click();
    await waitFor(() => screens.mounted.path() === '/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(tracked.filter((event) => event === ANALYTICS_EVENTS.profileDeleted)).toHaveLength(1);
    // The sandbox now refuses the account as deleted, and restorable.
    const after = await screens.sandbox.api<{ errors: { code: string }[] }>('GET', 'api/v3/user', { token });
    expect([after.status, after.body.errors[0]?.code]).toEqual([403, 'account_deleted']);
  });

  it('keeps the user signed in and tells them when the deletion fails', async () => {
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'api/v3/user',
      method: 'DELETE',
    });
    const token = await signIn(screens.sandbox, 5);
    const { root } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    byText(root, 'button', 'Delete the account')?.click();
    byText(await waitFor(modal), 'button', 'Delete')?.click();
    await waitFor(() => byText(root, '.dk-notification-text', 'Could not delete the account'), 15000);
    expect(screens.mounted.path()).toBe('/profile');
    expect(localStorage.getItem('accessToken')).toBe(token);
    expect(tracked).not.toContain(ANALYTICS_EVENTS.profileDeleted);
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(200);
  });

  it('signs out and goes home', async () => {
    await signIn(screens.sandbox, 5);
    sessionStorage.setItem('profile-form-draft', JSON.stringify({ userId: '5', name: 'Unsaved' }));
    const { root } = await screens.mount('/profile');
    await waitFor(() => byText(root, 'button', 'Sign out'));
    byText(root, 'button', 'Sign out')?.click();
    await waitFor(() => screens.mounted.path() === '/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('profile-form-draft')).toBeNull();
  });
});
