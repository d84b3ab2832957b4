import { expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { openInFrame, setUpHolder, shownAt, venuesShown } from './prerendered-home-support.ts';

/**
 * A returning guest's scripts come from the offline worker's cache while the page itself comes over the
 * network: the app's code ran before the page was read to its end, and the app started beside a frame the
 * page's inline script then kept (two Homes, one of them frozen; a11y-discovery's screens never settled).
 * ADR 0012's addendum.
 *
 * Chromium only, with no WebKit twin (ADR 0004 lists which journeys have one). In WebKit the precondition can
 * be neither made nor seen: its WebDriver runs no script while a frame loads, and the held page's async
 * scripts ran before its end in only some runs under load (1 of 3), so there the journey failed at random.
 * What it guards, `app-shell.ts` waiting for the page to be read, is the same code in every engine.
 */

const journey = setUpJourney();
const proxy = setUpHolder(journey);

/**
 * Runs in the holder: whether the app's code for Home (the shell's chunk and Home's) has arrived in the
 * frame's page, which is still being read; then two frames later, so a chunk that arrived and ran early would
 * have started the app.
 */
async function homeCodeArrived(): Promise<boolean> {
  const frame = document.querySelector('iframe');
  const win = frame?.contentWindow as (Window & typeof globalThis) | null;
  if (!win || frame?.contentDocument?.documentElement.hasAttribute('data-replaced')) return false;
  const arrived = (name: string) =>
    win.performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry.name.includes(`/app/assets/${name}-`) && (entry as PerformanceResourceTiming).responseEnd > 0,
      );
  if (!arrived('shell') || !arrived('HomeScreen')) return false;
  for (let frames = 0; frames < 2; frames += 1) await new Promise((done) => win.requestAnimationFrame(done));
  return true;
}

it('takes over once the page is read when the app’s code came first, with one Home', async () => {
  proxy().release();
  proxy().holdPageAfter('<div class="dk-root" data-prerendered="ru"');
  const before = proxy().served().length;
  await journey.browser.execute(openInFrame, '/app/?language=en');
  // The page's inline script has run on the half-read page: its early requests for Home's rows went out.
  await journey.browser.waitUntil(
    () =>
      proxy()
        .served()
        .slice(before)
        .some((path) => path.startsWith('/proxy/takeaway/v2/locations/')),
    { timeout: 20_000, timeoutMsg: 'the inline script did not run while the page was held' },
  );
  // And Home's code has arrived, named by that script: nothing may run it before the page is read.
  await waitForValue(journey.browser, homeCodeArrived, 'Home’s code did not arrive while the page was held');
  proxy().releasePage();
  await waitForValue(journey.browser, venuesShown, 'no venues after the page was read');
  const shown = await journey.browser.execute(shownAt, '/app/?language=en');
  expect(shown).toMatchObject({ roots: 1, hosts: 1, screens: 1, language: 'en', htmlLanguage: 'en' });
});
