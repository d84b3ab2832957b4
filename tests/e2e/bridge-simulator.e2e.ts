import { beforeAll, describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { chooseRuntime, handshakeAfter } from './host-panel.ts';
import { setUpJourney } from './journey.ts';

/**
 * The host simulator with the bridge's reference mini-app in its phone frame: the runtime switch reloads the
 * frame, the mini-app finds the simulated host over that runtime's real transport (the native shims, or the
 * iframe), and the panel answers its calls.
 */
const journey = setUpJourney();

beforeAll(async () => {
  await journey.browser.url(simulatorUrl('/?app=/examples/mini-app/index.html'));
});

const phone = () => journey.browser.$('iframe[title="Mini-app"]');

async function inPhone<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<T> {
  await journey.browser.switchFrame(await phone());
  try {
    return (await journey.browser.execute(script as (...inner: unknown[]) => T, ...args)) as T;
  } finally {
    await journey.browser.switchFrame(null);
  }
}

async function waitInPhone<A extends unknown[]>(check: (...args: A) => unknown, message: string, ...args: A) {
  await journey.browser.switchFrame(await phone());
  try {
    return await waitForValue(journey.browser, check, message, ...args);
  } finally {
    await journey.browser.switchFrame(null);
  }
}

async function switchRuntime(runtime: string) {
  await journey.browser.switchFrame(null);
  await journey.browser.execute((value) => {
    (document.querySelector(`input[name="sim-runtime"][value="${value}"]`) as HTMLInputElement).click();
  }, runtime);
  // A new page in the frame: wait until it says which runtime its bridge found.
  await waitInPhone(
    (value) => document.documentElement.dataset.runtime === value,
    `the mini-app did not come up as ${runtime}`,
    runtime,
  );
}

function clickInPhone(label: string) {
  return inPhone((text) => {
    const button = [...document.querySelectorAll('button')].find((item) => item.textContent === text);
    if (!button || button.disabled) throw new Error(`no enabled button "${text}"`);
    button.click();
  }, label);
}

/** Clicks `action` on the panel's card for the first pending call of `method`. */
async function answerPending(method: string, action: string) {
  await waitForValue(
    journey.browser,
    (name) => document.querySelector(`article[aria-label^="${name} #"]`),
    `no pending ${method} call in the panel`,
    method,
  );
  await journey.browser.execute(
    (name, label) => {
      const card = document.querySelector(`article[aria-label^="${name} #"]`) as HTMLElement;
      [...card.querySelectorAll('button')].find((button) => button.textContent === label)?.click();
    },
    method,
    action,
  );
}

const logged = (line: string) =>
  waitInPhone(
    (text) => document.getElementById('log')?.textContent?.includes(text),
    `not logged: ${line}`,
    line,
  );

const timelineKinds = () =>
  journey.browser.execute(() =>
    [...document.querySelectorAll('.hp-timeline li summary')].map((item) => item.textContent?.split(' ')[0]),
  );

describe('simulator runtime switch', () => {
  it.each(['ios', 'android', 'react-native', 'iframe'])(
    '%s: the mini-app shakes hands with the panel and a call waits for its answer',
    async (runtime) => {
      await chooseRuntime(journey.browser, runtime, 'the panel did not see the handshake');
      await waitInPhone(
        (value) => document.documentElement.dataset.runtime === value,
        `the mini-app did not come up as ${runtime}`,
        runtime,
      );
      expect(await inPhone(() => document.getElementById('status')?.textContent)).toBe(
        `Runtime: ${runtime}, host: Dastarkhan host simulator, protocol v1`,
      );
      // The app repeats its hello until the welcome arrives: on a slow machine the panel may see two.
      const kinds = (await timelineKinds()).reverse();
      expect(kinds[0]).toBe('hello');
      expect(new Set(kinds)).toEqual(new Set(['hello', 'welcome']));

      await clickInPhone('Scan barcode');
      await answerPending('scan.barcode', 'Approve');
      await logged('Scan barcode: {"status":"success","text":"4870204391510","format":"ean_13"}');
      await clickInPhone('Pay');
      await answerPending('pay.open', 'Dismiss');
      await logged('Pay: {"status":"closed"}');
      await clickInPhone('Location');
      await answerPending('geo.position', 'Fail');
      await logged('Location: BridgeHostError internal: Simulated host failure');
    },
  );

  it('plain browser: no host answers and the polyfill takes over', async () => {
    await switchRuntime('web');
    expect(await journey.browser.execute(() => document.querySelector('.hp-status')?.textContent)).toMatch(
      /^Plain browser/,
    );
    expect(await inPhone(() => document.getElementById('handshake-host')?.textContent)).toBe(
      JSON.stringify({ name: 'browser', version: '', platform: 'web' }),
    );
  });

  it('never answering makes the app time out and cancel; auto mode answers at once', async () => {
    await switchRuntime('android');
    await clickInPhone('Haptic');
    await answerPending('haptic', 'Never answer');
    await logged('Haptic: BridgeTimeoutError timeout');
    await waitForValue(
      journey.browser,
      () => document.querySelector('.hp-timeline li summary')?.textContent?.startsWith('cancel #'),
      'the cancel did not reach the panel',
    );
    await journey.browser.execute(() =>
      [...document.querySelectorAll('label')]
        .find((label) => label.textContent?.includes('Answer automatically'))
        ?.querySelector('input')
        ?.click(),
    );
    await clickInPhone('Location switch');
    await logged('Location switch: {"enabled":true}');
  });

  it('delivers the back button: an open sheet closes first', async () => {
    await inPhone(() => document.getElementById('open-sheet')?.click());
    await journey.browser.execute(() =>
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent === 'Back button')
        ?.click(),
    );
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('output[aria-label="Last back press"]')?.textContent === 'handled by the app',
      'the panel did not learn that back was handled',
    );
    expect(await inPhone(() => (document.getElementById('sheet') as HTMLElement).hidden)).toBe(true);
    expect(journey.consoleErrors).toEqual([]);
  });
});

describe('the app shell in the simulator', () => {
  it.each(['ios', 'android', 'react-native', 'iframe'])(
    '%s: shakes hands with the panel',
    async (runtime) => {
      await journey.browser.url(simulatorUrl('/'));
      await chooseRuntime(journey.browser, runtime, `the app shell did not shake hands over ${runtime}`);
      const kinds = (await timelineKinds()).reverse();
      expect(kinds[0]).toBe('hello');
      expect(kinds).toContain('welcome');
    },
  );

  it('numbers its host sessions: Open starts the next, connected once its own page has said hello', async () => {
    await journey.browser.url(simulatorUrl('/'));
    const first = await handshakeAfter(journey.browser, 0, 'the first page did not shake hands');
    await journey.browser.execute(() =>
      (
        document.querySelector('form[aria-label="App shell"] button[type="submit"]') as HTMLButtonElement
      ).click(),
    );
    // The old page's session reads connected until the new frame is in: only a higher number says it is.
    const second = await handshakeAfter(journey.browser, first, 'the reloaded page did not shake hands');
    expect(second).toBe(first + 1);
    const kinds = (await timelineKinds()).reverse();
    expect(kinds[0]).toBe('hello');
    expect(kinds).toContain('welcome');
  });
});
