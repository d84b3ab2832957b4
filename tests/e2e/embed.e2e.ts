import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

type DastarkhanGlobal = typeof import('../../src/index.ts');
type FixtureWindow = Window & {
  Dastarkhan: DastarkhanGlobal;
  fixtureReady?: boolean;
  handles: Record<string, import('../../src/index.ts').MountHandle>;
};

async function openFixture(page: string) {
  await journey.browser.url(simulatorUrl(`/test-fixtures/${page}`));
  await waitForValue(
    journey.browser,
    () => (window as unknown as FixtureWindow).fixtureReady,
    'fixture did not load',
  );
}

async function mountInto(id: string, config: object = {}) {
  await journey.browser.execute(
    (target, options) => {
      const win = window as unknown as FixtureWindow;
      win.handles ??= {};
      win.handles[target] = win.Dastarkhan.mount(document.getElementById(target) as Element, options);
    },
    id,
    config,
  );
  await waitForValue(
    journey.browser,
    (target) =>
      document
        .getElementById(target)
        ?.querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-screen]'),
    `nothing rendered in #${id}`,
    id,
  );
}

function screenIn(id: string) {
  return journey.browser.execute(
    (target) =>
      document
        .getElementById(target)
        ?.querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-screen]')
        ?.getAttribute('data-screen') ?? null,
    id,
  );
}

/**
 * In the page: the sizes and colours of what we render, as JSON, to compare the same app on a calm and on a
 * hostile page; with `want`, the JSON only once it is `want` (null before).
 */
function appearanceInPage(want: string | null): string | null {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) return null;
  const json = JSON.stringify(
    [...root.querySelectorAll('header, main, h1, p, a')].map((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return {
        tag: node.tagName,
        width: Math.round(box.width),
        height: Math.round(box.height),
        display: style.display,
        color: style.color,
        background: style.backgroundColor,
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
      };
    }),
  );
  return want === null || json === want ? json : null;
}

/**
 * The appearance once Home has settled: the same twice in a row, a second apart. Home's lists fill in as
 * their answers come (<main> grew 2038 -> 2157 px in a loaded run between two reads).
 */
async function settledAppearance(): Promise<string> {
  let last: string | null = null;
  let settled = '';
  await journey.browser.waitUntil(
    async () => {
      const now = await journey.browser.execute(appearanceInPage, null);
      const same = now !== null && now === last;
      last = now;
      if (same) settled = now;
      return same;
    },
    { timeout: 30_000, interval: 1_000, timeoutMsg: 'the app never held still on the calm page' },
  );
  return settled;
}

describe('mount() in a partner page', () => {
  it('renders into the element, and unmount() leaves nothing behind', async () => {
    journey.consoleErrors.length = 0;
    await openFixture('embed.html');
    const before = await journey.browser.execute(() => document.body.innerHTML);
    await mountInto('first');
    expect(await screenIn('first')).toBe('home');
    // The partner owns its origin and its workers: only our own app shell registers the offline worker (ADR 0007).
    expect(
      await journey.browser.execute(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    await journey.browser.execute(() => (window as unknown as FixtureWindow).handles.first?.unmount());
    const after = await journey.browser.execute(() => document.body.innerHTML);
    expect(after).toBe(before);
    expect(journey.consoleErrors).toEqual([]);
  });

  it('keeps two mounts on one page independent', async () => {
    await openFixture('embed.html');
    await mountInto('first');
    await mountInto('second');
    await journey.browser.execute(() =>
      (window as unknown as FixtureWindow).handles.first?.navigate('/elsewhere'),
    );
    await waitForValue(
      journey.browser,
      () =>
        document
          .querySelector('#first dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-screen="not-found"]'),
      'first mount did not navigate',
    );
    expect(await screenIn('second')).toBe('home');
    // Memory routing: the partner page's own address and its History API are untouched.
    expect(await journey.browser.getUrl()).toBe(simulatorUrl('/test-fixtures/embed.html'));
    expect(await journey.browser.execute(() => String(history.pushState))).toContain('[native code]');
    await journey.browser.execute(() => (window as unknown as FixtureWindow).handles.first?.unmount());
    expect(await screenIn('second')).toBe('home');
    expect(await screenIn('first')).toBeNull();
  });

  it('refuses a wrong config with the name of the field', async () => {
    await openFixture('embed.html');
    const message = await journey.browser.execute(() => {
      try {
        (window as unknown as FixtureWindow).Dastarkhan.mount(
          document.getElementById('first') as Element,
          {
            language: 'fr',
          } as never,
        );
        return 'mounted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(message).toContain('hostConfig.language');
    expect(await journey.browser.execute(() => document.querySelector('dastarkhan-app'))).toBeNull();
  });

  it('looks the same on a page with a hostile stylesheet, and does not restyle the page', async () => {
    await openFixture('embed.html');
    const partnerBefore = await journey.browser.execute(
      () => getComputedStyle(document.getElementById('partner-text') as Element).fontFamily,
    );
    await mountInto('first');
    const calm = await settledAppearance();
    const partnerAfter = await journey.browser.execute(
      () => getComputedStyle(document.getElementById('partner-text') as Element).fontFamily,
    );
    expect(partnerAfter).toBe(partnerBefore);

    await openFixture('hostile.html');
    await mountInto('first');
    expect(JSON.parse(calm).length).toBeGreaterThan(2);
    // The hostile page fills in as the calm one did: it must come to look as the calm one settled.
    const hostile = await waitForValue(
      journey.browser,
      appearanceInPage,
      'the app never looked as on the calm page',
      calm,
    ).catch(async () => journey.browser.execute(appearanceInPage, null));
    expect(JSON.parse(hostile ?? 'null')).toEqual(JSON.parse(calm));
    const visible = await journey.browser.execute(() => {
      const box = document.querySelector('dastarkhan-app')?.getBoundingClientRect();
      return box ? box.width * box.height : 0;
    });
    expect(visible).toBeGreaterThan(390 * 300);
  });

  it('works from a <script> tag: the IIFE global loads the ESM chunks beside it', async () => {
    journey.consoleErrors.length = 0;
    await openFixture('script-tag.html');
    expect(await screenIn('first')).toBe('not-found');
    await journey.browser.execute(() => (window as unknown as FixtureWindow).handles.first?.navigate('/'));
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('#first dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"]'),
      'IIFE mount did not navigate',
    );
    expect(journey.consoleErrors).toEqual([]);
  });
});
