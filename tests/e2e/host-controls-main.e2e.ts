import { beforeAll, describe, expect, it } from 'vitest';
import { clickText, grant, type MenuItem, menuOf, orderable, seedCart } from './checkout-support.ts';
import { openInPhone, reloadPhone } from './host-panel.ts';
import { waitForScreen } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 31 §3 in the simulator, against the real app shell in the phone frame over the iOS shim: the host
 * offers its main button, back arrow and expanding sheet; the guest opens a venue from Home (the sheet
 * grows, the back arrow replaces the close cross) and pays the cart with the host's main button, which
 * shows progress while the pay sheet is open.
 */
const journey = setUpJourney({ server: true });
let items: MenuItem[];
const VENUE = 12;
const SHOTS = 'tests/e2e/artifacts/screens';

beforeAll(async () => {
  items = orderable(await menuOf(journey.server, VENUE), 1);
});

const phone = () => journey.browser.$('iframe[title="Mini-app"]');
/** What the host draws around the web view now (outside the phone's frame). */
const chrome = () =>
  journey.browser.execute(() => {
    const text = (label: string) =>
      document.querySelector(`#sim-host-panel output[aria-label="${label}"]`)?.textContent ?? null;
    const frame = document.querySelector('iframe[title="Mini-app"]') as HTMLIFrameElement;
    const button = document.querySelector<HTMLButtonElement>('.sim-main-button');
    return {
      sheet: document.querySelector('.sim-phone')?.getAttribute('data-sheet') ?? null,
      height: frame.getBoundingClientRect().height,
      back: document.querySelector('.sim-host-bar button')?.getAttribute('aria-label') ?? null,
      backArrow: text('Back arrow'),
      mainButton: button
        ? {
            text: (button.textContent ?? '').replace(/\s+/g, ' '),
            disabled: button.getAttribute('aria-disabled') === 'true',
            progress: button.dataset.progress === 'true',
          }
        : null,
    };
  });

/** The panel's host session and the last messages of its timeline, for a failure message. */
const panel = () =>
  journey.browser.execute(() => {
    const status = document.querySelector('.hp-status');
    const entries = [...document.querySelectorAll('.hp-timeline li')].map((item) =>
      (item.textContent ?? '').replace(/\s+/g, ' ').slice(0, 230),
    );
    return {
      session: status?.getAttribute('data-session'),
      connected: status?.getAttribute('data-connected'),
      frame: (() => {
        const inner = (document.querySelector('iframe[title="Mini-app"]') as HTMLIFrameElement | null)
          ?.contentWindow;
        const navigation = inner?.performance.getEntriesByType('navigation')[0] as
          | PerformanceNavigationTiming
          | undefined;
        return {
          href: inner?.location.href,
          state: JSON.stringify(inner?.history.state),
          length: inner?.history.length,
          type: navigation?.type,
          referrer: inner?.document.referrer,
        };
      })(),
      timeline: entries.slice(0, 16),
    };
  });

async function chromeUntil(ready: (now: Awaited<ReturnType<typeof chrome>>) => boolean, what: string) {
  await journey.browser.switchFrame(null);
  try {
    await journey.browser.waitUntil(async () => ready(await chrome()), { timeout: 20_000 });
  } catch {
    throw new Error(
      `the host's chrome never showed ${what}: ${JSON.stringify(await chrome())}; the panel: ${JSON.stringify(await panel())}`,
    );
  }
  return chrome();
}

async function inPhone(run: () => Promise<void>) {
  await journey.browser.switchFrame(await phone());
  try {
    await run();
  } finally {
    await journey.browser.switchFrame(null);
  }
}

describe("the host's main button, back arrow and sheet", () => {
  it('grow the sheet and show the back arrow on the Menu, and pay the cart with the host’s button', async () => {
    const guest = await grant(journey.server, { phone: '+77056000093' });
    await journey.browser.url(journey.server.at('/'));
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'takeaway', lines: items.map((item) => ({ item, quantity: 1 })) },
      { accessToken: guest.access_token, local: { 'service.v3': 'takeaway' } },
    );
    await journey.browser.url(journey.server.at('/'));
    await (await phone()).waitForExist();
    await openInPhone(journey.browser, '/');
    await journey.browser.switchFrame(null);

    // Without the controls the app keeps its own ways, and the frame is the whole phone screen.
    expect(await chrome()).toMatchObject({ sheet: null, height: 844, back: null, mainButton: null });
    // One switch at a time, clicked in the page: each change reloads the mini-app and moves the panel, and
    // WebKit's pointer click landed where the box had been (loaded run: backButton.set never offered). Each
    // waits for the handshake of the session it starts: a reload still running when the next switch is
    // flipped, or when the guest taps, replaces the page later (loaded WebKit run: the Menu came up as the
    // app's root, reloaded under the guest's tap).
    for (const method of ['mainButton.set', 'backButton.set', 'view.expand']) {
      await reloadPhone(
        journey.browser,
        () =>
          journey.browser.execute((value: string) => {
            document.querySelector<HTMLInputElement>(`input[name="sim-chrome"][value="${value}"]`)?.click();
          }, method),
        `the phone did not come back after offering ${method}`,
      );
      expect(
        await (await journey.browser.$(`input[name="sim-chrome"][value="${method}"]`)).isSelected(),
      ).toBe(true);
    }
    await inPhone(() => waitForScreen(journey.browser, 'home'));
    // Home is the app's root: the host shows its close cross there, on a compact sheet.
    // Waited for whole: the panel's state line can be drawn before the host's bar (WebKit, loaded run: bar
    // still empty when the line said where the app was).
    const atRoot = await chromeUntil(
      (now) => now.backArrow !== null && now.back !== null,
      'the back arrow state and the host bar',
    );
    expect(atRoot).toMatchObject({
      sheet: 'compact',
      height: 520,
      back: 'Host close',
      mainButton: null,
    });

    await inPhone(async () => {
      await clickText(journey.browser, '', `a.dkd-venue-link[href$="/filials/${VENUE}"]`);
      await waitForScreen(journey.browser, 'menu');
    });
    expect(
      await chromeUntil((now) => now.sheet === 'expanded' && now.back === 'Host back', 'the Menu'),
    ).toMatchObject({ height: 800, mainButton: null });

    await inPhone(async () => {
      await clickText(journey.browser, '', 'a.dk-cart-link');
      await waitForScreen(journey.browser, 'cart');
    });
    const ready = await chromeUntil(
      (now) => now.mainButton?.text.startsWith('Pay ') === true && !now.mainButton.disabled,
      'an enabled "Pay" main button',
    );
    expect(ready.height).toBe(800 - 64);
    await inPhone(async () => {
      const own = await journey.browser.execute(
        () =>
          document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelector('[data-testid="place-order"]') ?? null,
      );
      expect(own).toBeNull();
    });
    await saveScreenshot(
      journey.browser,
      `${SHOTS}/host-main-button-${journey.browser.capabilities.browserName}.png`,
    );

    // The order call is held at the sandbox, so that the progress it shows can be seen before the pay sheet.
    const held = await journey.server.control<{ data: { id: string } }>('POST', 'faults', {
      kind: 'hold',
      route: 'takeaway/v1/takeaway/order',
      method: 'POST',
      count: 1,
    });
    await (await journey.browser.$('.sim-main-button')).click();
    const working = await chromeUntil(
      (now) => now.mainButton?.progress === true && now.mainButton.text.startsWith('Pay '),
      'the main button in progress while the order is sent',
    );
    expect(working.mainButton?.disabled).toBe(true);
    await saveScreenshot(
      journey.browser,
      `${SHOTS}/host-main-button-progress-${journey.browser.capabilities.browserName}.png`,
    );
    await journey.server.control('DELETE', `faults/${held.body.data.id}`);
    const pay = await journey.browser.$('article[aria-label^="pay.open"]');
    await pay.waitForExist({ timeout: 20_000 });
    await (await pay.$('button=Approve')).click();
    await inPhone(() => waitForScreen(journey.browser, 'typ'));
    expect(await chromeUntil((now) => now.mainButton === null, 'the main button hidden')).toMatchObject({
      sheet: 'expanded',
    });
    expect(journey.consoleErrors).toEqual([]);
  });
});
