import { describe, expect, it } from 'vitest';
import { replaceValue, simulatorUrl, waitForValue } from './harness.ts';
import { currentScreen } from './in-app.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

describe('host simulator', () => {
  it('shows the mini-app inside a phone-sized frame', async () => {
    await journey.browser.url(simulatorUrl('/'));
    const frame = await journey.browser.$('iframe[title="Mini-app"]');
    await frame.waitForExist();
    const size = await frame.getSize();
    expect(size).toEqual({ width: 390, height: 844 });
    await journey.browser.switchFrame(frame);
    expect(
      await waitForValue(journey.browser, currentScreen, 'the mini-app did not render in the frame'),
    ).toBe('home');
    await journey.browser.switchFrame(null);
  });

  it('opens a route typed into the simulator in the frame', async () => {
    await journey.browser.url(simulatorUrl('/'));
    await replaceValue(journey.browser, journey.browser.$('input'), '/no/such/page');
    await (await journey.browser.$('button[type="submit"]')).click();
    await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
    expect(await waitForValue(journey.browser, currentScreen, 'the route did not open')).toBe('not-found');
    await journey.browser.switchFrame(null);
  });
});

describe('app shell', () => {
  it('loads a deep link with browser routing and no console error', async () => {
    journey.consoleErrors.length = 0;
    await journey.browser.url(simulatorUrl('/app/'));
    expect(await waitForValue(journey.browser, currentScreen, 'app shell did not render')).toBe('home');
    await journey.browser.url(simulatorUrl('/app/missing-page'));
    expect(await waitForValue(journey.browser, currentScreen, 'deep link did not render')).toBe('not-found');
    // The NotFound link goes Home through the page's own history.
    await journey.browser.execute(() => {
      const link = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('a');
      (link as HTMLAnchorElement).click();
    });
    await waitForValue(
      journey.browser,
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"]'),
      'link did not go home',
    );
    expect(await journey.browser.getUrl()).toBe(simulatorUrl('/app/'));
    expect(journey.consoleErrors).toEqual([]);
  });
});

describe('sandbox panel', () => {
  it('adds a fault that the API then answers with, and removes it', async () => {
    await journey.browser.url(simulatorUrl('/'));
    const panel = await journey.browser.$('section[aria-labelledby="sim-sandbox-title"]');
    await panel.waitForExist();
    await (await panel.$('select')).selectByAttribute('value', 'error');
    await replaceValue(journey.browser, panel.$('input'), 'balance/user');
    await (await panel.$('button[type="submit"]')).click();
    const rule = await panel.$('.sim-faults li');
    await rule.waitForExist();
    expect(await rule.getText()).toContain('error 503 on balance/user');
    const status = await journey.browser.execute(async () => (await fetch('/proxy/balance/user')).status);
    expect(status).toBe(503);
    await (await rule.$('button')).click();
    await journey.browser.waitUntil(async () => (await panel.$$('.sim-faults li').length) === 0, {
      timeoutMsg: 'the fault was not removed',
    });
    const after = await journey.browser.execute(async () => (await fetch('/proxy/balance/user')).status);
    expect(after).not.toBe(503);
  });
});

describe('Debugbar in the simulator', () => {
  it('lists the app’s API requests with their status and details, and its console lines', async () => {
    await journey.browser.url(simulatorUrl('/'));
    await (await journey.browser.$('label*=Debugbar')).click();
    await (await journey.browser.$('button[type="submit"]')).click();
    await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
    const openButton = () =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('.dk-debugbar-button');
    await waitForValue(journey.browser, openButton, 'no Debugbar button in the app');
    await journey.browser.execute(() => console.warn('checked from the journey'));
    await journey.browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('.dk-debugbar-button')
        ?.click(),
    );
    const consoleText = await waitForValue(
      journey.browser,
      () => {
        const text = document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[role="tabpanel"]')?.textContent;
        return text?.includes('checked from the journey') ? text : null;
      },
      'the console line did not appear',
    );
    expect(consoleText).toContain('warn');
    await journey.browser.execute(() => {
      const tabs = document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
      tabs?.[1]?.click();
    });
    const network = await waitForValue(
      journey.browser,
      () => {
        const panel = document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[role="tabpanel"]');
        // Listed as they start: wait for one that has answered, not only for the first that is pending.
        return panel?.querySelector('.dk-request') && /Status: 200/.test(panel.textContent ?? '')
          ? panel.textContent
          : null;
      },
      'no answered request listed in the Network tab',
    );
    expect(network).toMatch(/GET/);
    expect(network).toMatch(/200/);
    expect(network).toContain('Headers');
    expect(network).toContain('Response');
    await journey.browser.switchFrame(null);
  });
});
