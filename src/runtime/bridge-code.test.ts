import { describe, expect, it, vi } from 'vitest';
import type { Bridge, EventName } from '../../bridge/index.ts';
import { createHostCapabilities } from './host-capabilities.ts';
import { followHostLook } from './bridge-code.ts';

/** A bridge whose latest theme and viewport the test sets, and whose events it fires. */
function fakeBridge(latest: Record<string, unknown> = {}, supported: string[] = []) {
  const handlers = new Map<string, ((data: unknown) => void)[]>();
  const call = vi.fn(async (method: string) => (method === 'share' ? { status: 'shared' } : null));
  const bridge = {
    latest: (event: EventName) => latest[event],
    on: (event: string, handler: (data: unknown) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return () =>
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((other) => other !== handler),
        );
    },
    supports: (method: string) => supported.includes(method),
    call,
  } as unknown as Bridge;
  const fire = (event: string, data: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(data);
  };
  return { bridge, fire, call };
}

describe('the host’s look on the mount', () => {
  it('puts the welcome’s scheme, palette and insets on the host element, then follows each change', () => {
    const element = document.createElement('div');
    const { bridge, fire } = fakeBridge({
      theme: { scheme: 'dark', colors: { background: '#101214', accent: '#4fc3a1', unknown: '#123456' } },
      viewport: { safeArea: { top: 47, right: 0, bottom: 34, left: -3 }, height: 700 },
    });
    const stop = followHostLook(bridge, element);
    expect(element.dataset.dkScheme).toBe('dark');
    expect(element.style.getPropertyValue('--dk-surface')).toBe('#101214');
    expect(element.style.getPropertyValue('--dk-accent')).toBe('#4fc3a1');
    expect(element.style.getPropertyValue('--dk-text')).toBe('');
    expect(element.style.getPropertyValue('--dk-safe-top')).toBe('47px');
    expect(element.style.getPropertyValue('--dk-safe-bottom')).toBe('34px');
    expect(element.style.getPropertyValue('--dk-safe-left')).toBe('0px');
    expect(element.style.getPropertyValue('--dk-viewport-height')).toBe('700px');

    fire('theme', { scheme: 'light' });
    fire('viewport', { safeArea: { top: 0, right: 44, bottom: 21, left: 44 } });
    expect(element.dataset.dkScheme).toBe('light');
    expect(element.style.getPropertyValue('--dk-surface')).toBe('');
    expect(element.style.getPropertyValue('--dk-safe-right')).toBe('44px');
    expect(element.style.getPropertyValue('--dk-viewport-height')).toBe('');

    stop();
    fire('theme', { scheme: 'dark' });
    expect(element.dataset.dkScheme).toBe('light');
  });

  it('leaves the stylesheet’s defaults (light, env() insets) where the host sent nothing', () => {
    const element = document.createElement('div');
    followHostLook(fakeBridge().bridge, element);
    expect(element.dataset.dkScheme).toBeUndefined();
    expect(element.getAttribute('style') ?? '').toBe('');
  });
});

describe('the host’s closing confirmation and share sheet', () => {
  it('asks the host to confirm closing while held, once for nested holds, and lifts it after the last', async () => {
    const { bridge, call } = fakeBridge({}, ['closing.confirm']);
    const host = createHostCapabilities(Promise.resolve(bridge));
    const first = host.holdClosing();
    const second = host.holdClosing();
    first();
    first();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    second();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls).toEqual([
      ['closing.confirm', { enabled: true }],
      ['closing.confirm', { enabled: false }],
    ]);
  });

  it('does nothing without a host that confirms closing, and says when nothing can share', async () => {
    const { bridge, call } = fakeBridge();
    const host = createHostCapabilities(Promise.resolve(bridge));
    host.holdClosing()();
    await expect(host.share({ url: 'https://dastarkhan.kz/filials/1' })).resolves.toEqual({
      status: 'unavailable',
    });
    const none = createHostCapabilities(Promise.resolve(null));
    await expect(none.share({ text: 'x' })).resolves.toEqual({ status: 'unavailable' });
    expect(call).not.toHaveBeenCalled();
  });
});

describe('the host’s sheet (issue 31, view.expand)', () => {
  it('asks once per size, from expanded to full-screen, never back, and nothing where the host has no sheet', async () => {
    const { bridge, call } = fakeBridge({}, ['view.expand']);
    const host = createHostCapabilities(Promise.resolve(bridge));
    host.expand(false);
    host.expand(false);
    host.expand(true);
    host.expand(false);
    host.expand(true);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls).toEqual([
      ['view.expand', { fullscreen: false }],
      ['view.expand', { fullscreen: true }],
    ]);
    const without = fakeBridge();
    createHostCapabilities(Promise.resolve(without.bridge)).expand(true);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(without.call).not.toHaveBeenCalled();
  });
});
