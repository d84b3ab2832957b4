import { afterEach, expect, it } from 'vitest';
import { stampFirstMatch } from '../request-watch.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * Issue 30 (ADR 0033): the bridge client's code draws nothing of a first screen, and in a plain browser it only
 * shakes hands with its own polyfill: asked for at the page's start, it was 4.4 KB gzip of Home's first-screen
 * code over the throttled line. A page no host loaded asks for it after the first venue card; a page a native
 * host loaded (its object is there before the page) asks for it at once, so the handshake starts with Home.
 * Times are the page's own clock: the card's from a MutationObserver in the task that inserted it, the chunk's
 * from its resource timing.
 */

const journey = setUpJourney();
let scripts: { remove(): Promise<unknown> }[] = [];

afterEach(async () => {
  for (const script of scripts) await script.remove();
  scripts = [];
});

/** An iOS host's message handler, there before the page, as WKUserContentController puts it; it never answers. */
function nativeHostObject(): void {
  (window as unknown as { webkit: unknown }).webkit = {
    messageHandlers: { DastarkhanHost: { postMessage() {} } },
  };
}

/** Runs `script` in every page from its first script on, until the test ends. */
async function onEveryPage(script: () => void): Promise<void> {
  scripts.push(await journey.browser.addInitScript(script));
}

/** When the first card showed and when the bridge client's chunk was asked for, once both happened. */
function cardAndBridge(): { cardAt: number; bridgeAt: number } | null {
  const cardAt = (window as unknown as { __firstMatchAt?: number }).__firstMatchAt;
  const bridge = performance
    .getEntriesByType('resource')
    .find((entry) => /\/assets\/bridge-code-[^/]*\.js$/.test(entry.name));
  return cardAt === undefined || !bridge ? null : { cardAt, bridgeAt: bridge.startTime };
}

async function openHome(): Promise<{ cardAt: number; bridgeAt: number }> {
  scripts.push(await journey.browser.addInitScript(stampFirstMatch, 'article.dkd-venue'));
  await journey.browser.url(simulatorUrl('/app/?language=en'));
  return waitForValue(journey.browser, cardAndBridge, 'no venue card, or no bridge client, on Home');
}

it('a plain browser asks for the bridge client’s code after Home’s first venue card', async () => {
  const { cardAt, bridgeAt } = await openHome();
  expect(bridgeAt).toBeGreaterThan(cardAt);
  // And its bridge comes: the client found no host and asked for the web polyfill's transport.
  await waitForValue(
    journey.browser,
    () =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/web-[^/]*\.js$/.test(entry.name)),
    'the plain browser’s bridge never asked for its polyfill',
  );
});

it('a page a native host loaded asks for it at once, before Home’s first venue card', async () => {
  await onEveryPage(nativeHostObject);
  const { cardAt, bridgeAt } = await openHome();
  expect(bridgeAt).toBeLessThan(cardAt);
});
