import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, simulatorUrl, waitForValue } from './harness.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
});

type DastarkhanGlobal = typeof import('../../src/index.ts');
type FixtureWindow = Window & {
  Dastarkhan: DastarkhanGlobal;
  fixtureReady?: boolean;
  handles: Record<string, import('../../src/index.ts').MountHandle>;
};

async function openFixture(page: string) {
  await browser.url(simulatorUrl(`/test-fixtures/${page}`));
  await waitForValue(
    browser,
    () => (window as unknown as FixtureWindow).fixtureReady,
    'fixture did not load',
  );
}

async function mountInto(id: string, config: object = {}) {
  await browser.execute(
    (target, options) => {
      const win = window as unknown as FixtureWindow;
      win.handles ??= {};
      win.handles[target] = win.Dastarkhan.mount(document.getElementById(target) as Element, options);
    },
    id,
    config,
  );
  await waitForValue(
    browser,
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
  return browser.execute(
    (target) =>
      document
        .getElementById(target)
        ?.querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-screen]')
        ?.getAttribute('data-screen') ?? null,
    id,
  );
}

/** Sizes and colours of what we render, to compare the same app on a calm and on a hostile page. */
function appearance() {
  return browser.execute(() => {
    const root = document.querySelector('dastarkhan-app')?.shadowRoot;
    if (!root) return null;
    return [...root.querySelectorAll('header, main, h1, p, a')].map((node) => {
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
    });
  });
}

describe('mount() in a partner page', () => {
  it('renders into the element, and unmount() leaves nothing behind', async () => {
    consoleErrors.length = 0;
    await openFixture('embed.html');
    const before = await browser.execute(() => document.body.innerHTML);
    await mountInto('first');
    expect(await screenIn('first')).toBe('home');
    await browser.execute(() => (window as unknown as FixtureWindow).handles.first?.unmount());
    const after = await browser.execute(() => document.body.innerHTML);
    expect(after).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps two mounts on one page independent', async () => {
    await openFixture('embed.html');
    await mountInto('first');
    await mountInto('second');
    await browser.execute(() => (window as unknown as FixtureWindow).handles.first?.navigate('/elsewhere'));
    await waitForValue(
      browser,
      () =>
        document
          .querySelector('#first dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-screen="not-found"]'),
      'first mount did not navigate',
    );
    expect(await screenIn('second')).toBe('home');
    // Memory routing: the partner page's own address and its History API are untouched.
    expect(await browser.getUrl()).toBe(simulatorUrl('/test-fixtures/embed.html'));
    expect(await browser.execute(() => String(history.pushState))).toContain('[native code]');
    await browser.execute(() => (window as unknown as FixtureWindow).handles.first?.unmount());
    expect(await screenIn('second')).toBe('home');
    expect(await screenIn('first')).toBeNull();
  });

  it('refuses a wrong config with the name of the field', async () => {
    await openFixture('embed.html');
    const message = await browser.execute(() => {
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
    expect(await browser.execute(() => document.querySelector('dastarkhan-app'))).toBeNull();
  });

  it('looks the same on a page with a hostile stylesheet, and does not restyle the page', async () => {
    await openFixture('embed.html');
    const partnerBefore = await browser.execute(
      () => getComputedStyle(document.getElementById('partner-text') as Element).fontFamily,
    );
    await mountInto('first');
    const calm = await appearance();
    const partnerAfter = await browser.execute(
      () => getComputedStyle(document.getElementById('partner-text') as Element).fontFamily,
    );
    expect(partnerAfter).toBe(partnerBefore);

    await openFixture('hostile.html');
    await mountInto('first');
    const hostile = await appearance();
    expect(calm?.length).toBeGreaterThan(2);
    expect(hostile).toEqual(calm);
    const visible = await browser.execute(() => {
      const box = document.querySelector('dastarkhan-app')?.getBoundingClientRect();
      return box ? box.width * box.height : 0;
    });
    expect(visible).toBeGreaterThan(390 * 300);
  });

  it('works from a <script> tag: the IIFE global loads the ESM chunks beside it', async () => {
    consoleErrors.length = 0;
    await openFixture('script-tag.html');
    expect(await screenIn('first')).toBe('not-found');
    await browser.execute(() => (window as unknown as FixtureWindow).handles.first?.navigate('/'));
    await waitForValue(
      browser,
      () =>
        document.querySelector('#first dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"]'),
      'IIFE mount did not navigate',
    );
    expect(consoleErrors).toEqual([]);
  });
});
