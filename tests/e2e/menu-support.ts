import { type Browser, simulatorUrl, waitForValue } from './harness.ts';

/**
 * Shared by the menu journeys (tests/e2e/menu-*.e2e.ts). The app's DOM is in the shadow root of
 * `dastarkhan-app`; sheets and modals render in its layer container, inside the same root. Buttons are found
 * by their accessible text (aria-label, else text), as a person or a screen reader finds them.
 */

/** A route of the app shell (browser routing under /app). */
export const appUrl = (route: string) => simulatorUrl(`/app${route}`);

/** Runs in the page: the text of everything the app shows, layers included. */
export function appText(): string {
  return document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '';
}

export function waitForAppText(browser: Browser, text: string): Promise<unknown> {
  return waitForValue(
    browser,
    (wanted) => (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').includes(wanted),
    `the app never showed "${text}"`,
    text,
  );
}

export function waitForScreen(browser: Browser, screen: string): Promise<unknown> {
  return waitForValue(
    browser,
    (name) => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(`[data-screen="${name}"]`),
    `the ${screen} screen did not show`,
    screen,
  );
}

/**
 * Clicks the first enabled control (button, link, label of a choice) whose accessible text starts with
 * `text`, inside `within` (a CSS selector in the shadow root, default the whole app). Waits for it to be there.
 */
export async function press(browser: Browser, text: string, within = ':host'): Promise<void> {
  await waitForValue(
    browser,
    (wanted, scope) => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const container = scope === ':host' ? root : root?.querySelector(scope);
      if (!container) return false;
      const controls = [...container.querySelectorAll<HTMLElement>('button, a[href], label')];
      const found = controls.find((control) => {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        return name.startsWith(wanted) && !(control as HTMLButtonElement).disabled;
      });
      found?.click();
      return Boolean(found);
    },
    `no enabled control "${text}" in ${within}`,
    text,
    within,
  );
}

/** The stored carts (localStorage 'cart'), as the checkout reads them after a reload. */
export function storedCarts(
  browser: Browser,
): Promise<Record<string, { items: unknown[]; table: string | null }>> {
  return browser.execute(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
}

/** A call to the sandbox API of the journeys' simulator, with the SPEC §7 headers. */
export async function sandboxApi<T>(path: string): Promise<T> {
  const response = await fetch(simulatorUrl(`/proxy/${path}`), {
    headers: {
      accept: 'application/vnd.api+json',
      'x-fingerprint': 'menu-e2e',
      'x-language': 'en',
      locale: 'en',
    },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
