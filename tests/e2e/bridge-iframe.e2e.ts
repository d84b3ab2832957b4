import { beforeAll, describe, expect, it } from 'vitest';
import { otherOriginUrl, simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * The plain-HTML partner page (examples/web-iframe) on 127.0.0.1 hosts the reference mini-app
 * (examples/mini-app) from 127.0.0.2: two origins, the real dist/host.js and dist/bridge.js, real Chromium.
 */
const journey = setUpJourney();

const HOST_ORIGIN = new URL(simulatorUrl()).origin;
const APP_ORIGIN = new URL(otherOriginUrl()).origin;
const MINI_APP = otherOriginUrl(
  `/examples/mini-app/index.html?host_origin=${encodeURIComponent(HOST_ORIGIN)}`,
);

const miniAppFrame = () => journey.browser.$('#mini-app');

/** Runs `script` inside the mini-app's frame. */
async function inMiniApp<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<T> {
  await journey.browser.switchFrame(await miniAppFrame());
  try {
    return (await journey.browser.execute(script as (...inner: unknown[]) => T, ...args)) as T;
  } finally {
    await journey.browser.switchFrame(null);
  }
}

async function waitInMiniApp<A extends unknown[]>(
  check: (...args: A) => unknown,
  message: string,
  ...args: A
) {
  await journey.browser.switchFrame(await miniAppFrame());
  try {
    return await waitForValue(journey.browser, check, message, ...args);
  } finally {
    await journey.browser.switchFrame(null);
  }
}

function clickInMiniApp(label: string) {
  return inMiniApp((text) => {
    const button = [...document.querySelectorAll('button')].find((item) => item.textContent === text);
    if (!button || button.disabled) throw new Error(`no enabled button "${text}"`);
    button.click();
  }, label);
}

function miniAppLog() {
  return document.getElementById('log')?.textContent ?? '';
}

/** Answers the partner page's dialog with the button labelled `label`, typing `text` first when given. */
async function answerDialog(title: string, label: string, text?: string) {
  await waitForValue(
    journey.browser,
    (expected) => {
      const dialog = document.getElementById('ask') as HTMLDialogElement;
      return dialog.open && dialog.querySelector('h2')?.textContent === expected;
    },
    `the partner page did not ask "${title}"`,
    title,
  );
  await journey.browser.execute(
    (button, typed) => {
      if (typed !== null) (document.getElementById('ask-input') as HTMLInputElement).value = typed;
      const choice = [...document.querySelectorAll<HTMLButtonElement>('#ask-buttons button')].find(
        (item) => item.textContent === button,
      );
      choice?.click();
    },
    label,
    text ?? null,
  );
}

function expectLogged(line: string) {
  return waitInMiniApp(
    (expected) => (document.getElementById('log')?.textContent ?? '').includes(expected),
    `the mini-app did not log ${line}`,
    line,
  );
}

async function openPartnerPage() {
  await journey.browser.url(simulatorUrl('/examples/web-iframe/index.html'));
  await journey.browser.execute((url) => {
    (document.getElementById('app-url') as HTMLInputElement).value = url;
    (document.querySelector('#embed button') as HTMLButtonElement).click();
  }, MINI_APP);
  await waitForValue(
    journey.browser,
    (origin) => document.getElementById('connection')?.textContent === `Connected to ${origin}`,
    'the partner page did not connect',
    APP_ORIGIN,
  );
}

describe('cross-origin iframe host', () => {
  beforeAll(openPartnerPage);

  it('loads the mini-app from the other origin and completes the handshake', async () => {
    const handshake = await inMiniApp(() => ({
      origin: location.origin,
      runtime: document.documentElement.dataset.runtime,
      host: document.getElementById('handshake-host')?.textContent,
      config: document.getElementById('handshake-config')?.textContent,
    }));
    expect(handshake).toEqual({
      origin: APP_ORIGIN,
      runtime: 'iframe',
      host: JSON.stringify({ name: 'Partner web page', version: '1.0.0', platform: 'web' }),
      config: JSON.stringify({ primaryColor: '#0a6e4f', language: 'en' }),
    });
  });

  it('logs in through the host, and a refusal comes back as dismissed, not as an error', async () => {
    await clickInMiniApp('Log in');
    await answerDialog('Sign in to Dastarkhan', 'Allow');
    await expectLogged('Log in: {"status":"success","code":"partner-demo-code"}');
    await clickInMiniApp('Log in');
    await answerDialog('Sign in to Dastarkhan', 'Not now');
    await expectLogged('Log in: {"status":"dismissed"}');
  });

  it('pays through the host: paid, and closed by the user', async () => {
    await clickInMiniApp('Pay');
    await answerDialog('Pay for the order', 'Pay');
    await expectLogged('Pay: {"status":"success"}');
    await clickInMiniApp('Pay');
    await answerDialog('Pay for the order', 'Close');
    await expectLogged('Pay: {"status":"closed"}');
  });

  it('scans through the host', async () => {
    await clickInMiniApp('Scan QR');
    await answerDialog('Scan a QR code', 'Use this code', 'https://dastarkhan.kz/filials/7?table_id=12');
    await expectLogged(
      'Scan QR: {"status":"success","text":"https://dastarkhan.kz/filials/7?table_id=12","format":"manual"}',
    );
  });

  it('asks the mini-app first on back: an open sheet closes, then the host goes back itself', async () => {
    await inMiniApp(() => document.getElementById('open-sheet')?.click());
    await journey.browser.execute(() => document.getElementById('back')?.click());
    await waitForValue(
      journey.browser,
      () => document.getElementById('traffic')?.textContent?.includes('back handled by the mini-app'),
      'back was not handled',
    );
    expect(await inMiniApp(() => (document.getElementById('sheet') as HTMLElement).hidden)).toBe(true);
    await journey.browser.execute(() => document.getElementById('back')?.click());
    await waitForValue(
      journey.browser,
      () => document.getElementById('traffic')?.textContent?.includes('back not handled'),
      'the second back should be the host’s',
    );
  });
});

/**
 * The real app shell from 127.0.0.2 in the partner page on 127.0.0.1, named once to its server (its
 * frameAncestors, global-setup.ts), opened on a deep route after another page of the partner's.
 */
describe('the app shell in a partner page', () => {
  const PARTNER = simulatorUrl('/examples/web-iframe/index.html');

  it('connects with the partner origin named once, and leaves the partner’s history alone on back', async () => {
    await journey.browser.url(simulatorUrl('/examples/web-iframe/index.html?earlier-page'));
    await journey.browser.url(PARTNER);
    await journey.browser.execute((url) => {
      (document.getElementById('app-url') as HTMLInputElement).value = url;
      (document.querySelector('#embed button') as HTMLButtonElement).click();
    }, otherOriginUrl('/app/filials/12/details'));
    await waitForValue(
      journey.browser,
      (origin) => document.getElementById('connection')?.textContent === `Connected to ${origin}`,
      'the app shell did not connect to the partner page',
      APP_ORIGIN,
    );
    await waitInMiniApp(
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="filial-details"]'),
      'the venue details did not open',
    );
    await journey.browser.execute(() => document.getElementById('back')?.click());
    await waitForValue(
      journey.browser,
      () => document.getElementById('traffic')?.textContent?.includes('back not handled'),
      'the mini-app should leave back to the host on the route it was opened on',
    );
    expect(await journey.browser.execute(() => location.href)).toBe(PARTNER);
  });
});

describe('hostile frames', () => {
  beforeAll(openPartnerPage);

  /**
   * Script that adds a frame running `script`, with the origin of the page it is added to. A fixture page
   * rather than srcdoc: the examples' Content-Security-Policy (rightly) blocks an inline srcdoc script.
   */
  function addFrame(script: string) {
    return `const frame = document.createElement('iframe');
      frame.src = '/test-fixtures/hostile-frame.html#' + encodeURIComponent(${JSON.stringify(script)});
      document.body.append(frame);`;
  }

  /** The last message each hostile frame posts to each page, after all its hostile ones. */
  const DONE = 'hostile-frame-done';

  /** Runs in a page: counts the end markers of the hostile frames as they arrive. */
  function countDone(marker: string) {
    const page = window as { hostileDone?: number };
    page.hostileDone = 0;
    window.addEventListener('message', (event) => {
      if (event.data === marker) page.hostileDone = (page.hostileDone ?? 0) + 1;
    });
  }

  /** Runs in a page: both hostile frames' end markers are in. */
  const doneCount = () => (window as { hostileDone?: number }).hostileDone === 2;

  it('are ignored by the host page and by the mini-app, whatever they send', async () => {
    const envelope = { protocol: 'dastarkhan-bridge', version: 1 };
    // Inside the mini-app (origin 127.0.0.2, allowed by the host): pretend to be the mini-app towards the
    // host page, and to be the host towards the mini-app.
    const fromInsideApp = `
      const hostPage = parent.parent;
      hostPage.postMessage(${JSON.stringify({ ...envelope, kind: 'hello', id: 'evil-0', versions: [1], app: { name: 'evil', version: '1' } })}, '*');
      hostPage.postMessage(${JSON.stringify({ ...envelope, kind: 'request', id: 'evil-1', method: 'auth.code', params: {} })}, '*');
      parent.postMessage(${JSON.stringify({ ...envelope, kind: 'event', event: 'config', data: { primaryColor: '#ff0000' } })}, '*');
      parent.postMessage(${JSON.stringify({ ...envelope, kind: 'event', event: 'back', id: 'evil-2', data: {} })}, '*');
      parent.postMessage(JSON.stringify(${JSON.stringify({ ...envelope, kind: 'event', event: 'back', id: 'evil-3', data: {} })}), '*');
      hostPage.postMessage('${DONE}', '*');
      parent.postMessage('${DONE}', '*');`;
    // Inside the host page (origin 127.0.0.1, the host's own): pretend to be the host towards the mini-app.
    const fromInsideHost = `
      parent.document.getElementById('mini-app').contentWindow.postMessage(${JSON.stringify({ ...envelope, kind: 'event', event: 'config', data: { primaryColor: '#00ff00' } })}, '*');
      parent.postMessage(${JSON.stringify({ ...envelope, kind: 'request', id: 'evil-4', method: 'pay.open', params: { trackId: 't', paymentUrl: 'u' } })}, '*');
      parent.document.getElementById('mini-app').contentWindow.postMessage('${DONE}', '*');
      parent.postMessage('${DONE}', '*');`;

    await inMiniApp(() => document.getElementById('open-sheet')?.click());
    const before = await inMiniApp(miniAppLog);
    const traffic = await journey.browser.execute(() => document.getElementById('traffic')?.children.length);

    await inMiniApp(countDone, DONE);
    await journey.browser.execute(countDone, DONE);
    await journey.browser.switchFrame(await miniAppFrame());
    await journey.browser.execute(addFrame(fromInsideApp));
    await journey.browser.switchFrame(null);
    await journey.browser.execute(addFrame(fromInsideHost));
    // A positive signal instead of a pause: messages from one window to another arrive in the order they
    // were posted, so once both pages have the two end markers, every hostile message before them has been
    // handled (and a script error in a hostile frame cannot make this test pass for nothing).
    await waitForValue(journey.browser, doneCount, 'the host page did not get both hostile frames’ messages');
    await waitInMiniApp(doneCount, 'the mini-app did not get both hostile frames’ messages');

    expect(
      await journey.browser.execute(() => (document.getElementById('ask') as HTMLDialogElement).open),
    ).toBe(false);
    expect(await journey.browser.execute(() => document.getElementById('traffic')?.children.length)).toBe(
      traffic,
    );
    const after = await inMiniApp(() => ({
      sheetHidden: (document.getElementById('sheet') as HTMLElement).hidden,
      config: document.getElementById('handshake-config')?.textContent,
      log: document.getElementById('log')?.textContent,
    }));
    expect(after).toEqual({
      sheetHidden: false,
      config: JSON.stringify({ primaryColor: '#0a6e4f', language: 'en' }),
      log: before,
    });

    // The channel is still alive for the real host.
    await journey.browser.execute(() => {
      (document.getElementById('color') as HTMLInputElement).value = '#123456';
      (document.querySelector('#config button') as HTMLButtonElement).click();
    });
    await waitInMiniApp(
      () => document.getElementById('handshake-config')?.textContent?.includes('#123456'),
      'the real host config did not arrive',
    );
    expect(journey.consoleErrors).toEqual([]);
  });
});
