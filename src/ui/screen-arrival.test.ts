import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScreenArrival } from './ScreenArrival.tsx';

/** A shadow root like the mount's, with one screen container inside. */
function setUp() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const screen = document.createElement('div');
  shadow.append(screen);
  return { host, shadow, screen };
}

/**
 * Changes the screen and resolves once every mutation observer already watching it has heard of the change:
 * observers are told in the order they were made, so one made now hears last. A positive signal that the
 * watcher had its chance, rather than a pause.
 */
function change(screen: HTMLElement, html: string): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(screen, { childList: true, subtree: true });
  });
  screen.innerHTML = html;
  return heard;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchScreenArrival', () => {
  it('focuses the heading of a screen already there, without a Tab stop of its own, and announces it', () => {
    const { shadow, screen } = setUp();
    screen.innerHTML = '<main><h1>Venues</h1><a href="/x">first</a></main>';
    const announce = vi.fn();
    watchScreenArrival(screen, announce);
    const heading = screen.querySelector('h1');
    expect(shadow.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(announce).toHaveBeenCalledWith('Venues');
  });

  it('waits for a screen whose heading comes later (lazy code, data first), then stops watching', async () => {
    const { shadow, screen } = setUp();
    screen.innerHTML = '<p class="dk-loading">Loading…</p>';
    const announce = vi.fn();
    watchScreenArrival(screen, announce);
    expect(announce).not.toHaveBeenCalled();
    await change(screen, '<main><h1>Dala Coffee</h1></main>');
    expect(shadow.activeElement?.textContent).toBe('Dala Coffee');
    await change(screen, '<main><h1>Other</h1></main>');
    expect(announce.mock.calls).toEqual([['Dala Coffee']]);
  });

  it('leaves the focus the new screen placed itself (a search field), and still announces', async () => {
    const { shadow, screen } = setUp();
    screen.innerHTML = '<main><h1>Search</h1><input type="search"></main>';
    const field = screen.querySelector('input');
    field?.focus();
    const announce = vi.fn();
    watchScreenArrival(screen, announce);
    expect(shadow.activeElement).toBe(field);
    expect(announce).toHaveBeenCalledWith('Search');
  });

  it('leaves the focus in a dialog that opened, and moves it off the nav bar link that was clicked', () => {
    const { shadow, screen } = setUp();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.innerHTML = '<button type="button">Almaty</button>';
    const nav = document.createElement('a');
    nav.href = '/orders';
    shadow.append(dialog, nav);
    screen.innerHTML = '<main><h1>Orders</h1></main>';

    dialog.querySelector('button')?.focus();
    watchScreenArrival(screen, () => {});
    expect(shadow.activeElement?.textContent).toBe('Almaty');

    nav.focus();
    watchScreenArrival(screen, () => {});
    expect(shadow.activeElement?.textContent).toBe('Orders');
  });

  it('focuses the heading it is told of, as the kiosk’s step under the venue’s h1', () => {
    const { shadow, screen } = setUp();
    screen.innerHTML = '<header><h1>Dala Coffee</h1></header><main><h2>Menu</h2></main>';
    const announce = vi.fn();
    watchScreenArrival(screen, announce, 'main h2');
    expect(shadow.activeElement?.textContent).toBe('Menu');
    expect(announce).toHaveBeenCalledWith('Menu');
  });

  it('skips a hidden heading and gives up when stopped', async () => {
    const { shadow, screen } = setUp();
    screen.innerHTML = '<div hidden><h1>Old screen</h1></div>';
    const announce = vi.fn();
    const stop = watchScreenArrival(screen, announce);
    expect(announce).not.toHaveBeenCalled();
    stop();
    await change(screen, '<main><h1>Too late</h1></main>');
    expect(announce).not.toHaveBeenCalled();
    expect(shadow.activeElement).toBeNull();
  });
});
