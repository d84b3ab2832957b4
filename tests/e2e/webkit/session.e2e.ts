import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWebKitDriver } from '../../webkit.ts';
import { type Browser, openBrowser, simulatorUrl } from '../harness.ts';
import { openWebKit } from '../webkit-session.ts';

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

  it('asks a fresh driver when one gives no session in time, and stops the one that gave none', async () => {
    // A driver that answers its status and then never gives the session (what a loaded run once met).
    const asked: string[] = [];
    const silent = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      if (request.url !== '/status') return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ value: { ready: true, message: '' } }));
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    let silentStopped = false;
    let drivers = 0;
    const opened = await openWebKit(inject('webkitDisplay'), {
      sessionWaitMs: 6_000,
      startDriver: async (display) => {
        drivers += 1;
        if (drivers > 1) return startWebKitDriver(display);
        return {
          port: (silent.address() as AddressInfo).port,
          stop: () => {
            silentStopped = true;
            silent.closeAllConnections();
            silent.close();
          },
        };
      },
    });
    try {
      expect(asked).toContain('POST /session');
      expect(silentStopped).toBe(true);
      expect(await opened.browser.execute(() => navigator.userAgent)).toContain('AppleWebKit/605.1.15');
    } finally {
      await opened.browser.deleteSession();
    }
  }, 60_000);
});
