import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { STORED_AT_HEADER } from '../../../service-worker/rules.ts';
import { SANDBOX_NOW, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

/** Three days before the page's frozen today (SANDBOX_NOW, 17 November): another day, so the date is said. */
const STORED_AT = '2026-11-14T09:05:00.000Z';

/** Home's lists as the offline worker answers them on a dead network: the stored answer, marked (ADR 0007). */
function answerListsAsStored() {
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const response = await realFetch(input, init);
    if (!url.includes('/proxy/takeaway/v2/locations')) return response;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, STORED_AT);
    return new Response(await response.text(), { status: response.status, headers });
  });
  return { asked, restore: () => spy.mockRestore() };
}

const notice = (root: ShadowRoot) => root.querySelector('[data-testid="offline-notice"]');

describe('Home showing the offline worker’s stored lists', () => {
  it('says when they were stored, in a polite live region, and loads them again once back online', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    const stored = answerListsAsStored();
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
    // The notice is there, empty, before the stored answers mark it: an empty text is not yet (it passed at
    // once, and at load ~20 the check below ran before the stored lists had come).
    await waitFor(() => notice(root)?.textContent || null);
    expect(notice(root)?.getAttribute('role')).toBe('status');
    expect(notice(root)?.getAttribute('aria-live')).toBe('polite');
    const time = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(STORED_AT));
    // Stored on another day than the sandbox's today: the date is said too.
    // The day and its month are joined by a no-break space.
    expect(notice(root)?.textContent?.replace(/\s/g, ' ')).toBe(
      `Offline: showing what you saw on 14 November, ${time}. It updates by itself when the connection is back.`,
    );

    stored.restore();
    const network = vi.spyOn(globalThis, 'fetch');
    document.defaultView?.dispatchEvent(new Event('online'));
    await waitFor(() => notice(root)?.textContent === '');
    const near = (call: unknown[]) => String(call[0]).includes('/proxy/takeaway/v2/locations/near');
    expect(network.mock.calls.some(near)).toBe(true);
    expect(stored.asked.some((url) => url.includes('/proxy/takeaway/v2/locations/near'))).toBe(true);
    expect(root.querySelector('[data-category="near"] [data-venue]')).not.toBeNull();
  });

  it('shows no notice while every answer is fresh', async () => {
    const { root } = await screens.mount('/');
    await waitFor(() => root.querySelector('[data-category="near"] [data-venue]'));
    expect(notice(root)?.textContent).toBe('');
  });
});
