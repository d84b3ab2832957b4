import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxGrant } from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * Hosts written from docs/protocol.md alone, around the real app shell (/app/) and the reference mini-app,
 * in real Chromium: a hand-written host whose welcome leaves optional parts out (fixtures/doc-host.html), and
 * a page whose iframe loads before its createHost runs (fixtures/late-host.html).
 */
const journey = setUpJourney();

/** Opens the hand-written host with these optional welcome parts, each time as a first launch. */
async function openDocHost(welcome: Record<string, unknown>) {
  await journey.browser.url(simulatorUrl('/test-fixtures/doc-host.html'));
  await journey.browser.execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await journey.browser.url(
    simulatorUrl(`/test-fixtures/doc-host.html?welcome=${encodeURIComponent(JSON.stringify(welcome))}`),
  );
}

/** The app's answer to a `back` event: only a bridge connected to this host answers one. */
function backAnswer() {
  return waitForValue(
    journey.browser,
    () => {
      const win = window as unknown as {
        answers: Record<string, { result?: unknown }>;
        sendEvent: (name: string, data: unknown, expectsAnswer: boolean) => string;
      };
      const answer = Object.values(win.answers ?? {}).find((item) => item.result);
      if (answer) return answer.result;
      win.sendEvent?.('back', {}, true);
      return null;
    },
    'the app never answered the host: it did not accept the welcome',
  );
}

/** The app's language and accent colour, read through the same-origin iframe. */
function appLook() {
  return journey.browser.execute(() => {
    const doc = (document.getElementById('app') as HTMLIFrameElement).contentDocument;
    const host = doc?.querySelector('dastarkhan-app') as HTMLElement | null;
    return {
      lang: host?.shadowRoot?.querySelector('.dk-root')?.getAttribute('lang') ?? null,
      primary: host?.style.getPropertyValue('--dk-primary') ?? null,
      path: doc?.defaultView?.location.pathname ?? null,
    };
  });
}

function waitForLook(expected: Partial<Awaited<ReturnType<typeof appLook>>>, message: string) {
  return journey.browser.waitUntil(
    async () => {
      const look = await appLook();
      return Object.entries(expected).every(([key, value]) => look[key as keyof typeof look] === value);
    },
    { timeout: 10_000, interval: 50, timeoutMsg: message },
  );
}

describe('a host written from docs/protocol.md', () => {
  beforeEach(() => {
    journey.consoleErrors.length = 0;
  });

  it('connects with a welcome that has neither config nor launch (both optional)', async () => {
    await openDocHost({});
    expect(await backAnswer()).toEqual({ handled: false });
    expect(journey.consoleErrors).toEqual([]);
  });

  it('shows the welcome’s language and colour, and a config event replaces the config', async () => {
    await openDocHost({ config: { language: 'en', primaryColor: '#e30613' }, launch: {} });
    await waitForLook(
      { lang: 'en', primary: '#e30613' },
      'the welcome’s language and colour were not applied',
    );
    await journey.browser.execute(() =>
      (window as unknown as { sendEvent: (name: string, data: unknown) => void }).sendEvent('config', {
        language: 'ru',
      }),
    );
    // The new config names no colour: the host's earlier colour is gone with the config it belonged to.
    await waitForLook({ lang: 'ru', primary: '' }, 'the config event did not replace the config');
    expect(await journey.browser.execute(() => localStorage.getItem('lang'))).toBeNull();
  });

  it('opens launch.path at start', async () => {
    await openDocHost({ config: {}, launch: { path: '/filials/11' } });
    await waitForLook({ path: '/app/filials/11' }, 'the app did not open launch.path');
  });

  it('logs in with launch.trackId', async () => {
    const { track_id: trackId } = await sandboxGrant(simulatorUrl(), { userId: 2 });
    await openDocHost({ config: {}, launch: { trackId } });
    await waitForValue(
      journey.browser,
      (expected) => localStorage.getItem('trackId') === expected && localStorage.getItem('accessToken'),
      'the app did not log in with launch.trackId',
      trackId,
    );
  });
});

describe('a host page whose iframe loads before createHost runs', () => {
  it('shakes hands on 4 loads in a row: the app repeats its hello', async () => {
    const runtimes: string[] = [];
    for (let load = 0; load < 4; load++) {
      await journey.browser.url(simulatorUrl(`/test-fixtures/late-host.html?load=${load}`));
      await journey.browser.switchFrame(await journey.browser.$('#mini-app'));
      try {
        runtimes.push(
          await waitForValue(
            journey.browser,
            () => document.documentElement.dataset.runtime,
            'the mini-app never finished its handshake',
          ),
        );
      } finally {
        await journey.browser.switchFrame(null);
      }
      expect(
        await journey.browser.execute(
          () => (window as unknown as { host?: { connected: boolean } }).host?.connected,
        ),
      ).toBe(true);
    }
    expect(runtimes).toEqual(['iframe', 'iframe', 'iframe', 'iframe']);
  });
});
