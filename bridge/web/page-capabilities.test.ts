import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { fakeWindow, settle } from '../testing/fake-windows.ts';

const URL_ = 'https://app.dastarkhan.kz/filials/12';

/** A media query list whose `matches` the test flips, telling its listeners like a browser does. */
function schemeQuery(dark: boolean) {
  const query = Object.assign(new EventTarget(), { matches: dark, media: '(prefers-color-scheme: dark)' });
  return {
    matchMedia: vi.fn(() => query),
    flip(next: boolean) {
      query.matches = next;
      query.dispatchEvent(new Event('change'));
    },
  };
}

const browser = (extra: Record<string, unknown> = {}) => fakeWindow({ url: URL_, ...extra });
const connect = (win: Window) => createBridge({ window: win, runtime: 'web' });

describe('plain-web polyfill: share', () => {
  it('opens the Web Share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    const bridge = await connect(browser({ navigator: { share } }));
    await expect(
      bridge.call('share', { title: 'Cafe', url: 'https://dastarkhan.kz/filials/12' }),
    ).resolves.toEqual({
      status: 'shared',
    });
    expect(share).toHaveBeenCalledWith({ title: 'Cafe', url: 'https://dastarkhan.kz/filials/12' });
  });

  it('reports the guest closing the sheet as dismissed, and copies when the sheet refuses', async () => {
    const writeText = vi.fn(async () => {});
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    const bridge = await connect(browser({ navigator: { share, clipboard: { writeText } } }));
    const params = { text: 'Order 5 at Cafe', url: 'https://dastarkhan.kz/typ/12/order/5' };
    await expect(bridge.call('share', params)).resolves.toEqual({ status: 'dismissed' });
    expect(writeText).not.toHaveBeenCalled();
    await expect(bridge.call('share', params)).resolves.toEqual({ status: 'copied' });
    expect(writeText).toHaveBeenCalledWith('Order 5 at Cafe\nhttps://dastarkhan.kz/typ/12/order/5');
  });

  it('copies to the clipboard where there is no share sheet, and offers nothing with neither', async () => {
    const writeText = vi.fn(async () => {});
    const copying = await connect(browser({ navigator: { clipboard: { writeText } } }));
    await expect(copying.call('share', { url: 'https://dastarkhan.kz/filials/12' })).resolves.toEqual({
      status: 'copied',
    });
    expect(writeText).toHaveBeenCalledWith('https://dastarkhan.kz/filials/12');
    const bare = await connect(browser());
    expect(bare.supports('share')).toBe(false);
  });
});

describe('plain-web polyfill: closing confirmation', () => {
  it('asks before the page unloads only while enabled, and stops asking when the bridge goes', async () => {
    const win = browser();
    const bridge = await connect(win);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await bridge.call('closing.confirm', { enabled: true });
    await bridge.call('closing.confirm', { enabled: true });
    expect(unload()).toBe(true);
    await bridge.call('closing.confirm', { enabled: false });
    expect(unload()).toBe(false);
    await bridge.call('closing.confirm', { enabled: true });
    bridge.destroy();
    expect(unload()).toBe(false);
  });
});

describe('plain-web polyfill: theme and storage', () => {
  it('follows prefers-color-scheme: at start in the welcome, then live', async () => {
    const scheme = schemeQuery(true);
    const bridge = await connect(browser({ matchMedia: scheme.matchMedia }));
    expect(bridge.latest('theme')).toEqual({ scheme: 'dark' });
    const seen: string[] = [];
    bridge.on('theme', ({ scheme: next }) => seen.push(next));
    scheme.flip(false);
    await settle();
    expect(seen).toEqual(['light']);
    expect(bridge.latest('theme')).toEqual({ scheme: 'light' });
    expect(bridge.latest('viewport')).toBeUndefined();
  });

  it('sends no theme where the browser cannot tell, and offers no secure storage', async () => {
    const bridge = await connect(browser());
    expect(bridge.latest('theme')).toBeUndefined();
    expect(bridge.supports('secure.get')).toBe(false);
    expect(bridge.supports('secure.set')).toBe(false);
  });
});

describe('plain-web polyfill: popups, the clipboard and the phone (issue 31 §3)', () => {
  it('writes clipboard.write to navigator.clipboard, refuses control characters before it, and offers it only there', async () => {
    const writeText = vi.fn(async () => {});
    const bridge = await connect(browser({ navigator: { clipboard: { writeText } } }));
    expect(bridge.supports('clipboard.write')).toBe(true);
    await expect(bridge.call('clipboard.write', { text: 'DALA-2026' })).resolves.toBeNull();
    expect(writeText).toHaveBeenCalledWith('DALA-2026');
    await expect(bridge.call('clipboard.write', { text: 'a\u0000b' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect((await connect(browser())).supports('clipboard.write')).toBe(false);
  });

  it('offers neither popup.open (the app draws its own dialog) nor phone.request (SMS sign-in stays)', async () => {
    const bridge = await connect(browser({ navigator: { clipboard: { writeText: vi.fn() } } }));
    expect(bridge.supports('popup.open')).toBe(false);
    expect(bridge.supports('phone.request')).toBe(false);
  });
});
