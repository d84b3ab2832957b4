import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRS,
  type SimulatorServer,
  startSimulatorServer,
} from '../../host-simulator/server/simulator-server.ts';
import { expectAccessible, LANGUAGES } from './a11y-support.ts';
import { cdp } from './discovery-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 12: a returning guest (the webview reopened) gets Home from the offline worker's cache on a dead
 * network, with the lists marked as stored and a notice saying when, and fresh lists once the network is
 * back (ADR 0007). The dead network is a real one: the file's own simulator is stopped, then started again
 * on the same port (the same origin, so the same worker); Chromium is told it is offline meanwhile, which
 * is what fires the page's `online` event on the way back.
 */

const SHOTS = 'tests/e2e/artifacts/screens';
const API_CACHE = 'dastarkhan-api-v1';

const journey = setUpJourney();
let server: SimulatorServer;
let dataDir: string;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-offline-e2e-'));
  server = await startSimulatorServer({ port: 0, distDir: DEFAULT_DIRS.distDir, dataDir });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** English last: the checks after the loop read the English notice. */
const LANGUAGES_EN_LAST = [...LANGUAGES.filter((language) => language !== 'en'), 'en'];

const home = (language: string) => new URL(`/app/?language=${language}`, server.url).href;
const cart = () => new URL('/app/cart?language=en', server.url).href;

/** Runs in the page: Home shows venues of its nearby list; the page's clock then, from navigation start. */
function nearbyShown(): number | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  return root?.querySelector('[data-category="near"] [data-venue]') ? performance.now() : null;
}

/**
 * Runs in the page: once the Cart is on screen, how many hosts the page has, and the Home frames and screens
 * left in its shadow root (none: the Cart's page online has no frames, the offline one has them removed).
 */
function cartShown(): { hosts: number; frames: number; homeScreens: number } | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root?.querySelector('[data-screen="cart"]')) return null;
  return {
    hosts: document.querySelectorAll('dastarkhan-app').length,
    frames: root.querySelectorAll('[data-prerendered]').length,
    homeScreens: root.querySelectorAll('[data-screen="home"]').length,
  };
}

/**
 * Runs in the page: how many times the page has had an answer to Home's nearby list (through the worker or
 * not), once more than `above`; else null.
 */
function nearbyRequests(above: number): number | null {
  const count = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/proxy/takeaway/v2/locations/near')).length;
  return count > above ? count : null;
}

/** Runs in the page: the offline notice's text ('' while the live region is empty), null before Home. */
function noticeText(): string | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  return root?.querySelector('[data-testid="offline-notice"]')?.textContent ?? null;
}

/** Runs in the page: Home's lists kept by the worker, once there are at least `least`. */
async function storedAnswers(name: string, least: number): Promise<number | null> {
  const count = (await (await caches.open(name)).keys()).length;
  return count >= least ? count : null;
}

/** Runs in the page: every cache of the worker, its entries and their bytes. */
async function cacheSizes(): Promise<Record<string, { entries: number; bytes: number }>> {
  const sizes: Record<string, { entries: number; bytes: number }> = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    let bytes = 0;
    for (const request of requests)
      bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0;
    sizes[name] = { entries: requests.length, bytes };
  }
  return sizes;
}

async function setOffline(offline: boolean): Promise<void> {
  await cdp(journey.browser, 'Network.enable');
  const conditions = { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await cdp(journey.browser, 'Network.emulateNetworkConditions', conditions);
  const onLine = await journey.browser.execute(() => navigator.onLine);
  if (onLine === offline) throw new Error(`Chromium did not go ${offline ? 'offline' : 'online'}`);
}

describe('Home for a returning guest on a dead network', () => {
  it('comes from the worker, marked and announced, and is refreshed when the network returns; so does a Cart seen before', async () => {
    await cdp(journey.browser, 'Emulation.setDeviceMetricsOverride', {
      width: 320,
      height: 760,
      deviceScaleFactor: 2,
      mobile: true,
    });
    // First visit: the worker installs and takes the page; the visits after it keep Home's lists.
    await journey.browser.url(home('en'));
    await waitForValue(journey.browser, nearbyShown, 'Home never showed its nearby venues');
    await waitForValue(
      journey.browser,
      () => navigator.serviceWorker.controller?.state ?? null,
      'the worker never took the page',
    );
    for (const language of LANGUAGES) {
      await journey.browser.url(home(language));
      const shownAt = await waitForValue(
        journey.browser,
        nearbyShown,
        `Home in ${language} never showed its venues`,
      );
      // Online through the worker, beside the offline figures below (ADR 0007).
      console.info(`offline-home: Home (${language}) online in ${Math.round(shownAt)} ms`);
    }
    // A route other than Home, opened once online: its page is the one without Home's frames (ADR 0012),
    // and the worker keeps its screen's chunks as they load.
    await journey.browser.url(cart());
    await waitForValue(journey.browser, cartShown, 'the Cart never showed online');
    // Three lists or more per language (promo, near, popular load at once).
    await waitForValue(journey.browser, storedAnswers, 'the worker kept no lists of Home', API_CACHE, 3 * 4);
    console.info('offline-home: caches', JSON.stringify(await journey.browser.execute(cacheSizes)));

    // Chromium's emulated offline state does not outlive a navigation the worker answers: the server stopped
    // is the dead network for the reloads, and Chromium is told again once the last page is open.
    await server.close();
    // The Cart on the dead network: the worker serves Home's page for it, whose script removes the frames.
    await journey.browser.url(cart());
    expect(await waitForValue(journey.browser, cartShown, 'no Cart offline')).toEqual({
      hosts: 1,
      frames: 0,
      homeScreens: 0,
    });
    for (const language of LANGUAGES_EN_LAST) {
      await journey.browser.url(home(language));
      const shownAt = await waitForValue(journey.browser, nearbyShown, `no Home offline in ${language}`);
      const notice = await waitForValue(journey.browser, noticeText, 'no notice region');
      expect(notice).toMatch(/\d{2}:\d{2}/);
      console.info(`offline-home: Home (${language}) offline in ${Math.round(shownAt)} ms`);
      await saveScreenshot(journey.browser, `${SHOTS}/offline-home-${language}.png`);
    }
    expect(await journey.browser.execute(noticeText)).toContain('Offline: showing what you saw at');
    expect(
      await journey.browser.execute(() =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-testid="offline-notice"]')
          ?.getAttribute('aria-live'),
      ),
    ).toBe('polite');
    await expectAccessible(journey.browser, 'Home offline');
    await setOffline(true);

    // Back: the same origin again, then Chromium online, whose `online` event starts the refresh.
    server = await startSimulatorServer({ port: server.port, distDir: DEFAULT_DIRS.distDir, dataDir });
    const asked = (await journey.browser.execute(nearbyRequests, -1)) ?? 0;
    await setOffline(false);
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-testid="offline-notice"]')
          ?.textContent === ''
          ? true
          : null,
      'the notice stayed after the network came back',
    );
    // Loaded again, not only unmarked: the list was asked for anew and is on the screen. The notice clears as
    // the request leaves; its timing entry comes when the answer is in (the restarted server's first one).
    await waitForValue(
      journey.browser,
      nearbyRequests,
      'the nearby list was not asked for again after the network came back',
      asked,
    );
    expect(await journey.browser.execute(nearbyShown)).not.toBeNull();
    await saveScreenshot(journey.browser, `${SHOTS}/offline-home-back-en.png`);
  });
});
