import { type Browser, waitForValue } from './harness.ts';

/**
 * The simulator's host panel as a journey drives it: each reload of the phone starts a numbered host session
 * (`.hp-status[data-session]`, docs/simulator.md), and the previous session reads connected until the new
 * frame is in. A journey reads the number before it acts and waits for a higher one that has shaken hands.
 */

/** The number of the panel's current host session (0 before the first), read in the top page. */
async function hostSession(browser: Browser): Promise<number> {
  await browser.switchFrame(null);
  return browser.execute(() =>
    Number(document.querySelector('.hp-status')?.getAttribute('data-session') ?? 0),
  );
}

/** Waits until a host session newer than `after` has shaken hands; returns its number. */
export async function handshakeAfter(browser: Browser, after: number, what: string): Promise<number> {
  await browser.switchFrame(null);
  return waitForValue(
    browser,
    (seen: number) => {
      const status = document.querySelector('.hp-status');
      const number = Number(status?.getAttribute('data-session') ?? 0);
      return number > seen && status?.getAttribute('data-connected') === 'true' ? number : null;
    },
    what,
    after,
  );
}

/** Runs `act` (which reloads the phone) and waits for the handshake of the session it starts. */
export async function reloadPhone(
  browser: Browser,
  act: () => Promise<unknown>,
  what: string,
): Promise<number> {
  const before = await hostSession(browser);
  await act();
  return handshakeAfter(browser, before, what);
}

/**
 * Opens `route` of the app shell in the phone frame over iOS, waits for that page's handshake, and leaves the
 * journey in the phone's frame. The route goes into the form through the value setter React watches: typed
 * keys lost characters in WebKit.
 */
export async function openInPhone(browser: Browser, route: string): Promise<void> {
  await browser.switchFrame(null);
  await browser.execute((text: string) => {
    const field = document.querySelector('form[aria-label="App shell"] input') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, route);
  await waitForValue(
    browser,
    (text: string) =>
      (document.querySelector('form[aria-label="App shell"] input') as HTMLInputElement).value === text,
    `the app shell field did not take ${route}`,
    route,
  );
  const ios = await browser.$('input[name="sim-runtime"][value="ios"]');
  await reloadPhone(
    browser,
    async () => {
      if (await ios.isSelected())
        await (await browser.$('form[aria-label="App shell"] button[type="submit"]')).click();
      else await ios.click();
    },
    'the app shell did not shake hands with the panel',
  );
  await browser.switchFrame(await browser.$('iframe[title="Mini-app"]'));
}

/**
 * Picks `runtime` in the panel and waits for its page's handshake. Picking the runtime already chosen reloads
 * nothing: the page in the frame is then the one to wait for (its session may not be numbered yet).
 */
export async function chooseRuntime(browser: Browser, runtime: string, what: string): Promise<number> {
  await browser.switchFrame(null);
  const radio = await browser.$(`input[name="sim-runtime"][value="${runtime}"]`);
  await radio.waitForExist();
  if (await radio.isSelected())
    return handshakeAfter(browser, Math.max(0, (await hostSession(browser)) - 1), what);
  return reloadPhone(
    browser,
    () =>
      browser.execute((value: string) => {
        (document.querySelector(`input[name="sim-runtime"][value="${value}"]`) as HTMLInputElement).click();
      }, runtime),
    what,
  );
}
