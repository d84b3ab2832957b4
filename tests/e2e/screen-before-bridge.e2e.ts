import { expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { openInFrame, setUpHolder } from './prerendered-home-support.ts';

/**
 * Issue 30: a first screen draws without the bridge client's code (`bridge-code`, a chunk of its own that
 * draws nothing), which the page asks for only after the screen's chunks. The first render waited for it, and
 * on the Menu's page that was a round trip after the app's last chunk: the dishes came ~0.45 s later in a
 * throttled load. The proxy holds that chunk alone; the page is read from the holder's same-origin frame.
 *
 * Chromium only, a file of its own: a fresh browser, whose cache has no copy of the chunk from another page.
 */

const journey = setUpJourney();
const proxy = setUpHolder(journey);

/** Runs in the holder: how many dish rows the app's page in its frame shows. */
function dishRowsShown(): number {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  return root?.querySelectorAll('[data-dk="dish-row"]').length ?? 0;
}

it('shows a Menu’s dishes while the bridge client’s code is on its way, and connects once it comes', async () => {
  proxy().hold(/^\/app\/assets\/bridge-code-[^/]*\.js$/);
  const from = proxy().served().length;
  const asked = () => proxy().served().slice(from);
  await journey.browser.execute(openInFrame, '/app/filials/24?language=en');
  await waitForValue(journey.browser, dishRowsShown, 'no dishes while the bridge client’s code was held');
  expect(asked().filter((url) => url.includes('/bridge-code-'))).toEqual([]);
  proxy().release();
  // The plain browser's bridge: once its client has found no host, it asks for the web polyfill's transport.
  // In the holder's frame it first says hello to the holder, which never answers: the 1.5 s handshake wait
  // (counted while the thread is free) comes first, hence more than WebdriverIO's 5 s under load.
  await journey.browser
    .waitUntil(() => asked().some((url) => /^\/app\/assets\/web-[^/]*\.js$/.test(url)), {
      timeout: 20_000,
    })
    .catch((error: unknown) => {
      throw new Error(`no bridge after its code came: ${asked().join(' ')}`, { cause: error });
    });
});
