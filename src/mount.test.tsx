import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../bridge/testing/wait-for.ts';
import { HostConfigError } from './config/host-config.ts';
import { mount } from './index.ts';

function screenOf(el: Element): string | null {
  return (
    el
      .querySelector('dastarkhan-app')
      ?.shadowRoot?.querySelector('[data-screen]')
      ?.getAttribute('data-screen') ?? null
  );
}

// These tests are about mounting, not data: every API call answers an empty list at once.
beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { data: [], meta: { current_page: 1, last_page: 1, total: 0 } },
      {
        headers: { 'content-type': 'application/vnd.api+json' },
      },
    ),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.removeItem('lang');
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('mount', () => {
  it('renders the first screen in a shadow root and settles ready', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const handle = mount(el);
    await handle.ready;
    await waitFor(() => screenOf(el) === 'home');
    const host = el.querySelector('dastarkhan-app');
    expect(host?.shadowRoot?.querySelector('style')?.textContent).toContain(':host');
    handle.unmount();
  });

  it('renders its first screen in its first commit: no loading fallback while its code and texts settle', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    // Every state of the shadow root from the mount on: a render before the texts and the screen's chunk
    // had settled committed the Suspense fallback first, and React then held the screen back (ADR 0017).
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const shadow = el.querySelector('dastarkhan-app')?.shadowRoot;
      if (shadow?.querySelector('.dk-loading')) seen.push('loading');
      if (shadow?.querySelector('[data-screen]')) seen.push('screen');
    });
    const handle = mount(el, { initialPath: '/cart' });
    const shadow = el.querySelector('dastarkhan-app')?.shadowRoot;
    if (shadow) observer.observe(shadow, { childList: true, subtree: true });
    await handle.ready;
    await waitFor(() => screenOf(el) === 'cart');
    observer.disconnect();
    expect(seen[0]).toBe('screen');
    expect(seen).not.toContain('loading');
    handle.unmount();
  });

  it('brings Home’s feature sheet with its first screen where the page brought none', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const handle = mount(el, { language: 'en' });
    await handle.ready;
    expect(screenOf(el)).toBe('home');
    // Its own chunk (issue 30), asked for beside Home's: in the root as Home first commits.
    const shadow = el.querySelector('dastarkhan-app')?.shadowRoot;
    const sheets = shadow?.querySelectorAll('.dk-root style[data-sheet="discovery"]') ?? [];
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain('.dkd-recent-list');
    handle.unmount();
  });

  it('renders into the prerendered frame the app shell kept, shown until React replaces it', async () => {
    const el = document.createElement('div');
    const host = document.createElement('dastarkhan-app');
    host.setAttribute('data-prerendered', '');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML =
      '<style>.prerendered{}</style><div class="dk-root" data-prerendered="en" data-shown="">' +
      '<p id="frame">Home</p></div><div data-prerendered="ru"></div>';
    el.append(host);
    document.body.append(el);
    const attach = vi.spyOn(host, 'attachShadow');
    const handle = mount(el, { language: 'en' });
    // Before React's first commit: the frame is still on screen, the other copy is gone, and the page's
    // stylesheet is the only one: the app does not add its JS copy of it (issue 30: off the first screen).
    expect(shadow.querySelector('#frame')).not.toBeNull();
    expect(shadow.querySelectorAll('[data-prerendered], [data-shown]')).toHaveLength(0);
    expect([...shadow.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.prerendered{}',
    ]);
    await handle.ready;
    await waitFor(() => screenOf(el) === 'home');
    expect(shadow.querySelector('#frame')).toBeNull();
    expect(shadow.querySelectorAll('.dk-root')).toHaveLength(1);
    expect(el.querySelectorAll('dastarkhan-app')).toHaveLength(1);
    expect(attach).not.toHaveBeenCalled();
    // The screens' own sheets live in their root; the shadow root keeps the page's, and only it.
    const sheets = [...shadow.children].filter((child) => child.localName === 'style');
    expect(sheets.map((style) => style.textContent)).toEqual(['.prerendered{}']);
    // The page's sheet holds Home's feature sheet too (scripts/build.mjs hoists it): Home adds none.
    expect(shadow.querySelector('style[data-sheet]')).toBeNull();
    // A second mount into the same element is a mount of its own, in a host of its own.
    const second = mount(el, { language: 'en' });
    expect(el.querySelectorAll('dastarkhan-app')).toHaveLength(2);
    expect(shadow.querySelectorAll('.dk-root')).toHaveLength(1);
    second.unmount();
    handle.unmount();
  });

  it('keeps the language a URL named for the next mount, over the host config (stored under lang)', async () => {
    localStorage.removeItem('lang');
    window.history.replaceState(null, '', '/?language=ka');
    const first = document.createElement('div');
    document.body.append(first);
    const one = mount(first, { language: 'ru' });
    await one.ready;
    const rootLang = (el: Element) =>
      el.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-root')?.getAttribute('lang');
    await waitFor(() => rootLang(first) === 'ka');
    expect(localStorage.getItem('lang')).toBe('ka');
    one.unmount();

    window.history.replaceState(null, '', '/');
    const second = document.createElement('div');
    document.body.append(second);
    const two = mount(second, { language: 'ru' });
    await two.ready;
    await waitFor(() => rootLang(second) === 'ka');
    two.unmount();
  });

  it('embedded, starts at the route its page was returned to (a payment return), not at initialPath', async () => {
    window.history.replaceState(null, '', `/shop?tab=2&dk_route=${encodeURIComponent('/cart')}`);
    const el = document.createElement('div');
    document.body.append(el);
    const handle = mount(el, { initialPath: '/' });
    await handle.ready;
    await waitFor(() => screenOf(el) === 'cart');
    handle.unmount();
  });

  it('embedded, sets lang and dir on its screens and dialogs and leaves the partner page’s <html> alone', async () => {
    document.documentElement.lang = 'de';
    const el = document.createElement('div');
    document.body.append(el);
    const handle = mount(el, { language: 'en' });
    await handle.ready;
    const root = el.querySelector('dastarkhan-app')?.shadowRoot;
    for (const holder of ['.dk-root', '.dk-layers']) {
      await waitFor(() => root?.querySelector(holder)?.getAttribute('lang') === 'en');
      expect(root?.querySelector(holder)?.getAttribute('dir')).toBe('ltr');
    }
    handle.update({ language: 'ru' });
    await waitFor(() => root?.querySelector('.dk-layers')?.getAttribute('lang') === 'ru');
    expect(root?.querySelector('.dk-root')?.getAttribute('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('de');
    handle.unmount();
    document.documentElement.removeAttribute('lang');
  });

  it('throws naming the field for a wrong config, and leaves the element empty', () => {
    const el = document.createElement('div');
    expect(() => mount(el, { routing: 'hash' } as never)).toThrow(HostConfigError);
    expect(() => mount(el, { routing: 'hash' } as never)).toThrow(/hostConfig\.routing/);
    expect(el.childNodes.length).toBe(0);
    expect(() => mount(null as never)).toThrow(/el must be a DOM element/);
  });

  it('unmount removes every node and every window listener it added, and aborts its scope', async () => {
    const added = new Set<EventListenerOrEventListenerObject>();
    // happy-dom's window keeps its listeners apart from EventTarget.prototype's: call its own methods.
    const { addEventListener: add, removeEventListener: remove } = window;
    const addSpy = vi.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, ...args) {
      added.add(args[1] as EventListenerOrEventListenerObject);
      return add.apply(this, args);
    });
    const removeSpy = vi.spyOn(window, 'removeEventListener').mockImplementation(function (
      this: Window,
      ...args
    ) {
      added.delete(args[1] as EventListenerOrEventListenerObject);
      return remove.apply(this, args);
    });
    const el = document.createElement('section');
    el.innerHTML = '<p>partner</p>';
    document.body.append(el);
    const handle = mount(el, { initialPath: '/' });
    await handle.ready;
    handle.unmount();
    handle.unmount();
    expect(el.innerHTML).toBe('<p>partner</p>');
    expect([...added]).toEqual([]);
    addSpy.mockRestore();
    removeSpy.mockRestore();
  });

  it('keeps two mounts apart: navigating one leaves the other', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const a = mount(first);
    const b = mount(second, { initialPath: '/' });
    await Promise.all([a.ready, b.ready]);
    a.navigate('/nowhere');
    await waitFor(() => screenOf(first) === 'not-found');
    expect(screenOf(second)).toBe('home');
    expect(window.location.pathname).toBe('/');
    a.unmount();
    b.unmount();
  });

  it('update() validates and refuses to change routing after mount', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const handle = mount(el);
    expect(() => handle.update({ townId: 0 })).toThrow(/hostConfig\.townId/);
    expect(() => handle.update({ routing: 'browser' })).toThrow(/hostConfig\.routing must be unchanged/);
    expect(() => handle.update({ language: 'ru' })).not.toThrow();
    expect(() => handle.navigate('relative')).toThrow(/must start with '\/'/);
    handle.unmount();
  });

  it('goes to the venue menu instead of Home while a table QR venue is stored for the session', async () => {
    sessionStorage.setItem('menuTempData', JSON.stringify({ source: 'QR', filialId: 11, table: '7' }));
    const el = document.createElement('div');
    document.body.append(el);
    // Browser routing shows where the app went: the Menu's route. Its screen is not waited for: with every
    // answer an empty list it has no venue card, and the screen it shows for that is not this test's subject.
    const handle = mount(el, { routing: 'browser' });
    await waitFor(() => window.location.pathname === '/filials/11');
    handle.unmount();
  });
});
