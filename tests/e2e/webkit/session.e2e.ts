import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, simulatorUrl } from '../harness.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser({ browser: 'webkit' }));
});

afterAll(async () => {
  await browser?.deleteSession();
});

describe('a WebKit session', () => {
  it('is WebKit, not Chromium, at the window size of the Chromium sessions', async () => {
    await browser.url(simulatorUrl('/blank'));
    const agent = await browser.execute(() => navigator.userAgent);
    expect(agent).toContain('AppleWebKit/605.1.15');
    expect(agent).not.toContain('Chrome');
    expect(await browser.getWindowSize()).toEqual({ width: 1280, height: 900 });
  });

  it('hears console errors, uncaught errors and unhandled rejections of the page', async () => {
    consoleErrors.length = 0;
    await browser.execute(() => {
      console.error('heard: console.error');
      setTimeout(() => {
        throw new Error('heard: uncaught');
      });
      Promise.reject(new Error('heard: rejected'));
    });
    // Every script the journey runs in the page hands over what the page heard.
    await browser.waitUntil(
      async () => {
        await browser.execute(() => document.readyState);
        return consoleErrors.length >= 3;
      },
      {
        timeout: 10_000,
        timeoutMsg: `heard only ${JSON.stringify(consoleErrors)}`,
      },
    );
    expect(consoleErrors).toEqual(
      expect.arrayContaining([
        'heard: console.error',
        expect.stringContaining('heard: uncaught'),
        'Unhandled rejection: Error: heard: rejected',
      ]),
    );
  });

  it('stops its own WebKitWebDriver with the session', async () => {
    const status = `http://127.0.0.1:${browser.options.port}/status`;
    expect((await fetch(status)).ok).toBe(true);
    await browser.deleteSession();
    await expect
      .poll(() =>
        fetch(status).then(
          () => 'answers',
          () => 'gone',
        ),
      )
      .toBe('gone');
  });
});
