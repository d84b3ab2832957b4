import { type Browser, waitForValue } from './harness.ts';

/**
 * What every journey reads of the mini-app, and how it signs a guest in. Its DOM is in the shadow root of `dastarkhan-app`; sheets and
 * modals render in its layer container, inside the same root.
 */

/** Runs in the page: the text of everything the app shows, layers included. */
export function appText(): string {
  return document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '';
}

/** Runs in the page: the `data-screen` the app shows (through the simulator's frame too, once switched). */
export function currentScreen(): string | null {
  const host = document.querySelector('dastarkhan-app');
  return host?.shadowRoot?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null;
}

/**
 * Waits until the app shows `screen`: rendered by React, not the app shell's prerendered Home frame (ADR
 * 0012), which carries Home's `data-screen` until React's first commit replaces it. Before this wait WebKit's
 * host-controls-main saw the Menu come up at the app's root (the host kept its close cross) in 3 of ~19 runs
 * of the WebKit files, after it in none of 10 (2026-11-30). How the earlier wait let that happen is not
 * pinned down: the frame holds no venue links to tap.
 */
export async function waitForScreen(browser: Browser, screen: string): Promise<void> {
  try {
    await waitForValue(
      browser,
      (wanted: string) => {
        const shown = document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector(`[data-screen="${wanted}"]`);
        return shown && Object.keys(shown).some((key) => key.startsWith('__reactFiber')) ? true : null;
      },
      `the ${screen} screen did not show`,
      screen,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; ${await whatShows(browser)}`);
  }
}

/** What the page shows instead, for a wait's failure message: where it is, its screen and its first words. */
export async function whatShows(browser: Browser): Promise<string> {
  try {
    return await browser.execute(() => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const screen = root?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? 'none';
      // Its words, not its style sheets' text.
      const words: string[] = [];
      const walker = document.createTreeWalker(root ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && words.length < 60; node = walker.nextNode())
        if (!node.parentElement?.closest('style, script')) words.push(node.textContent ?? '');
      const text = words.join(' ').replace(/\s+/g, ' ').trim().slice(0, 240);
      const where = window === window.top ? 'top page' : 'frame';
      // What a list shows and what chose it: the venues' ids, the checked choices, the remembered town and
      // service (a list of the wrong service or town reads like one still loading).
      const venues = [...(root?.querySelectorAll('[data-venue]') ?? [])].map((node) =>
        node.getAttribute('data-venue'),
      );
      const checked = [...(root?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map(
        (input) => input.value,
      );
      const stored = ['townId', 'service.v3'].map((key) => `${key}=${localStorage.getItem(key)}`).join(' ');
      return `${where} ${location.pathname}${location.search}, screen ${screen}: "${text}"; venues [${venues.join(',')}], checked [${checked.join(',')}], ${stored}`;
    });
  } catch (error) {
    return `the page could not be read: ${String(error).slice(0, 200)}`;
  }
}

/** Waits until the app shows `text` somewhere; money is grouped with no-break spaces, so any space matches. */
export async function waitForText(browser: Browser, text: string): Promise<void> {
  await waitForValue(
    browser,
    (wanted: string) =>
      (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .includes(wanted.replace(/\s+/g, ' ')) || null,
    `the app never showed "${text}"`,
    text,
  );
}

/**
 * Starts the current page's storage afresh with a signed-in guest, the token kept as the app keeps it, and
 * the app's language when one is given.
 */
export async function storeSignIn(
  browser: Browser,
  token: string,
  language: string | null = 'en',
): Promise<void> {
  await browser.execute(
    (accessToken: string, lang: string | null) => {
      localStorage.clear();
      sessionStorage.clear();
      if (lang) localStorage.setItem('lang', lang);
      localStorage.setItem('accessToken', accessToken);
    },
    token,
    language,
  );
}
