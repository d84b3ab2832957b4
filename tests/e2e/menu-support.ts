import { type Browser, simulatorUrl, waitForValue } from './harness.ts';

/**
 * Shared by the menu journeys (tests/e2e/menu-*.e2e.ts); what they read of the app is in in-app.ts. Buttons
 * are found by their accessible text (aria-label, else text), as a person or a screen reader finds them.
 */

/** A route of the app shell (browser routing under /app). */
export const appUrl = (route: string) => simulatorUrl(`/app${route}`);

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

/** A call to the sandbox API of the journeys' simulator, with the request headers of docs/contract/calls.md#request-headers. */
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
