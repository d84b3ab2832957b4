import { describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../../bridge/conformance/report.ts';
import { expectAccessible } from './a11y-support.ts';
import { replaceValue, simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * The conformance kit's page in Chromium, against the simulator's host in each runtime and against the
 * web-iframe example: the person's part (approving calls, pressing back, changing the config) is played by
 * the journey through the host's own controls, and the report is read back from the simulator, where the
 * kit posted it.
 */
const journey = setUpJourney();

/** Short waits, so that a run takes seconds; events_ms leaves the journey time to press the buttons. */
const OPTIONS = 'events_ms=20000&quiet_ms=500&cancel_after_ms=500';

async function inFrame<T>(frame: string, check: () => T, message: string): Promise<NonNullable<T>> {
  await journey.browser.switchFrame(await journey.browser.$(frame));
  try {
    return await waitForValue(journey.browser, check, message);
  } finally {
    await journey.browser.switchFrame(null);
  }
}

const hasCheck = (frame: string, id: string) =>
  inFrame(
    frame,
    new Function(`return document.querySelector('[data-check="${id}"]')`) as () => unknown,
    `no ${id}`,
  );

const awaitingEvents = (frame: string) =>
  inFrame(
    frame,
    () => !(document.getElementById('kit-prompt') as HTMLElement).hidden,
    'the kit never asked for events',
  );

/** The report the kit in `frame` stored; its summary goes to the run's log under `host`'s name. */
async function storedReport(frame: string, host: string): Promise<ConformanceReport> {
  const id = await inFrame(
    frame,
    () => document.documentElement.dataset.kitState === 'sent' && document.documentElement.dataset.kitReport,
    'the kit never sent its report',
  );
  const report = (await (
    await fetch(simulatorUrl(`/conformance/reports/${id}`))
  ).json()) as ConformanceReport;
  const { pass, fail, skip } = report.summary;
  console.log(`conformance kit, ${host}: ${pass} pass, ${fail} fail, ${skip} skip`);
  return report;
}

const failures = (report: ConformanceReport) =>
  report.checks.filter((check) => check.outcome === 'fail').map((check) => `${check.id}: ${check.detail}`);
const outcomeOf = (report: ConformanceReport, id: string) =>
  report.checks.find((check) => check.id === id)?.outcome;

async function click(selector: string) {
  await (await journey.browser.$(selector)).click();
}

const PHONE = 'iframe[title="Mini-app"]';

describe('conformance kit in the simulator', () => {
  it.each(['ios', 'android', 'react-native', 'iframe'] as const)(
    'passes the simulated %s host',
    async (runtime) => {
      await journey.browser.url(simulatorUrl(`/?app=${encodeURIComponent(`/conformance/?${OPTIONS}`)}`));
      await journey.browser.execute((value) => {
        (document.querySelector(`input[name="sim-runtime"][value="${value}"]`) as HTMLInputElement).click();
      }, runtime);
      await inFrame(
        PHONE,
        new Function(
          `return new URLSearchParams(location.search).get('sim_runtime') === '${runtime}'`,
        ) as () => boolean,
        `the kit did not load in the ${runtime} runtime`,
      );
      // Calls wait in the panel until answered: the cancel check needs one that stays open; then approve all.
      await hasCheck(PHONE, 'cancel');
      await journey.browser.execute(() => {
        const label = [...document.querySelectorAll('label')].find((item) =>
          item.textContent?.includes('Answer automatically'),
        );
        ((label as HTMLLabelElement).querySelector('input') as HTMLInputElement).click();
      });
      await awaitingEvents(PHONE);
      if (runtime === 'ios') {
        // The page while it asks the person for the events: checks listed, the prompt shown.
        await journey.browser.switchFrame(await journey.browser.$(PHONE));
        await expectAccessible(journey.browser, 'the kit asking for events');
        await journey.browser.switchFrame(null);
      }
      await journey.browser.execute(() => {
        const button = (text: string) =>
          [...document.querySelectorAll('button')].find(
            (item) => item.textContent === text,
          ) as HTMLButtonElement;
        button('Back button').click();
        const visible = [...document.querySelectorAll('label')].find(
          (item) => item.textContent === 'Mini-app visible',
        );
        ((visible as HTMLLabelElement).querySelector('input') as HTMLInputElement).click();
        button('Send config').click();
        // The state events of the host capabilities (ADR 0206): a theme and the safe-area insets.
        for (const form of ['Theme', 'Safe-area insets'])
          (
            document.querySelector(`form[aria-label="${form}"] button[type="submit"]`) as HTMLButtonElement
          ).click();
      });
      const report = await storedReport(PHONE, `simulator ${runtime}`);
      expect(failures(report)).toEqual([]);
      expect(report.runtime).toBe(runtime);
      for (const id of [
        'cancel',
        'event.back',
        'event.visibility',
        'event.config.replaces',
        'event.theme',
        'event.viewport',
        'method.pay.open.valid',
      ])
        expect(outcomeOf(report, id), id).toBe('pass');
      expect(outcomeOf(report, 'origin.stranger')).toBe(runtime === 'iframe' ? 'pass' : 'skip');
      expect(outcomeOf(report, 'transport.encoding')).toBe('pass');
    },
  );

  it('passes the plain-browser polyfill', async () => {
    // The polyfill sends no back or config events: no time is spent waiting for them.
    const kit = '/conformance/?person=0&events_ms=0&quiet_ms=500&cancel_after_ms=500';
    await journey.browser.url(simulatorUrl(`/?app=${encodeURIComponent(kit)}`));
    await journey.browser.execute(() => {
      (document.querySelector('input[name="sim-runtime"][value="web"]') as HTMLInputElement).click();
    });
    await inFrame(
      PHONE,
      () => new URLSearchParams(location.search).get('sim_runtime') === 'web',
      'the kit did not load in the web runtime',
    );
    const report = await storedReport(PHONE, 'plain-browser polyfill');
    expect(failures(report)).toEqual([]);
    expect(report.runtime).toBe('web');
    for (const id of ['handshake.fields', 'handshake.versions', 'method.pay.open.invalid', 'cancel'])
      expect(outcomeOf(report, id), id).toBe('pass');
  });

  it('shows a stored report again, accessibly, in each of its languages', async () => {
    const [latest] = (await (await fetch(simulatorUrl('/conformance/reports'))).json()) as { id: string }[];
    for (const language of ['kk', 'ru', 'en', 'ka']) {
      await journey.browser.url(simulatorUrl(`/conformance/?report=${latest?.id}&language=${language}`));
      await waitForValue(
        journey.browser,
        () => document.documentElement.dataset.kitState === 'done',
        'no report shown',
      );
      expect(await journey.browser.execute(() => document.documentElement.lang)).toBe(language);
      expect(await journey.browser.$$('[data-check]').length).toBeGreaterThan(10);
      await expectAccessible(journey.browser, `stored report in ${language}`);
    }
  });
});

describe('conformance kit against the examples', () => {
  it('passes the web-iframe example host', async () => {
    await journey.browser.url(simulatorUrl('/examples/web-iframe/'));
    // The kit waits 10 s for events, then skips what never came. The journey's five clicks must land inside
    // that window: 4 s ran out at load 13-17 (ADR 0020).
    const kit =
      '/conformance/?person=0&events_ms=10000&quiet_ms=500&cancel_after_ms=500&report_to=/conformance/reports';
    await replaceValue(journey.browser, journey.browser.$('#app-url'), kit);
    await click('#embed button[type="submit"]');
    await hasCheck('#mini-app', 'cancel');
    await awaitingEvents('#mini-app');
    await click('#back');
    await click('#visible');
    await click('#config button[type="submit"]');
    // The kit's valid mainButton.set left the page's main button showing "Conformance kit", enabled.
    await click('#main-button');
    // The page follows the person's colour scheme: switching it to dark sends the theme event.
    await journey.browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: 'dark' }],
    });
    const report = await storedReport('#mini-app', 'web-iframe example');
    await journey.browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { features: [] });
    expect(failures(report)).toEqual([]);
    expect(report.host?.name).toBe('Partner web page');
    // The page's view.expand grows the frame and sends a viewport event (with `mode`) after it.
    for (const id of [
      'cancel',
      'event.back',
      'event.config.replaces',
      'event.theme',
      'event.viewport',
      'event.mainButton.press',
      'method.mainButton.set.invalid',
      'origin.stranger',
    ])
      expect(outcomeOf(report, id), id).toBe('pass');
  });
});
