import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { byText, clickText } from '../../testing/dom.ts';
import { setUpScreens, signIn } from '../../testing/mount-screen.ts';

const screens = setUpScreens();
const sheet = () =>
  screens.mounted.root.querySelector<HTMLElement>('[role="dialog"] [data-testid="care-sheet"]');
const callLink = () => sheet()?.querySelector<HTMLAnchorElement>('[data-testid="care-call"]');

/** docs/contract/product.md#guests-and-what-they-do "Contact a care service" (issue 11, item 7): where a guest in trouble looks. */
describe('the care sheet', { timeout: 30_000 }, () => {
  it('opens from the profile with the country’s chats and phone line', async () => {
    await signIn(screens.sandbox, 1);
    const { root } = await screens.mount('/profile');
    (await waitFor(() => byText<HTMLButtonElement>(root, 'button', 'Contact support'))).click();
    await waitFor(() => sheet());
    expect(window.location.search).toBe('?sheet=care');
    await waitFor(() => sheet()?.textContent?.includes('by phone from 08:00 to 23:00'));
    expect([...(sheet()?.querySelectorAll('[data-messenger]') ?? [])].map((b) => b.textContent)).toEqual([
      'Write in WhatsApp',
      'Write in Telegram',
    ]);
    expect(callLink()?.getAttribute('href')).toBe('tel:+77273500000');
    expect(sheet()?.querySelector('[data-testid="care-about"]')).toBeNull();
  });

  it('writes about an order with its number typed into the chat, through the bridge', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { root } = await screens.mount('/faq?sheet=care&about=A-1007');
    await waitFor(() => sheet()?.querySelector('[data-testid="care-about"]'));
    expect(sheet()?.querySelector('[data-testid="care-about"]')?.textContent).toBe(
      'Your message will name order No. A-1007',
    );
    clickText(root, '[data-messenger="whatsapp"]', 'Write in WhatsApp');
    await waitFor(() => opened.mock.calls.length === 1);
    const url = new URL(String(opened.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/77273500000');
    expect(url.searchParams.get('text')).toBe('Hello! A question about order No. A-1007: ');
  });

  it('shows Georgia’s desk in Georgian', async () => {
    const { root } = await screens.mount('/faq?sheet=care', { language: 'ka', country: 'ge' });
    await waitFor(() => sheet()?.textContent?.includes('09:00'));
    expect(callLink()?.getAttribute('href')).toBe('tel:+995322500000');
    expect(byText(root, '[role="dialog"] h2', 'მხარდაჭერა')).toBeTruthy();
  });

  it('keeps the usual contacts usable when the contacts cannot be loaded, and says so', async () => {
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 500,
      route: 'takeaway/v1/care/contacts',
    });
    await screens.mount('/faq?sheet=care');
    await waitFor(() => sheet());
    expect(callLink()?.getAttribute('href')).toBe('tel:+77273500000');
    // The client's three retries (docs/contract/calls.md#retries: 1 s, 2 s, 3 s) come first.
    const note = await waitFor(() => sheet()?.querySelector('[data-testid="care-fallback"]'), 20_000);
    expect(note.textContent).toContain('The latest contacts did not load');
    expect(sheet()?.querySelectorAll('[data-messenger]')).toHaveLength(2);
  });

  it('is offered from the FAQ to a guest who is not signed in', async () => {
    const { root } = await screens.mount('/faq');
    (await waitFor(() => byText<HTMLButtonElement>(root, 'button', 'Contact support'))).click();
    await waitFor(() => sheet());
    expect(window.location.search).toBe('?sheet=care');
  });
});
