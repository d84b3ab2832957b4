// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('dist/dastarkhan.js (ESM)', () => {
  it('mounts, shows the first screen and unmounts', async () => {
    const { mount, HostConfigError } = await import('dastarkhan');
    const el = document.createElement('div');
    document.body.append(el);
    expect(() => mount(el, { routing: 'sideways' as never })).toThrow(HostConfigError);
    const handle = mount(el);
    await handle.ready;
    await vi.waitFor(() => {
      const screen = el.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen]');
      if (screen?.getAttribute('data-screen') !== 'home') throw new Error('home not shown yet');
    });
    handle.unmount();
    expect(el.innerHTML).toBe('');
  });

  it('exposes the two bridge entries', async () => {
    const bridge = await import('dastarkhan/bridge');
    const host = await import('dastarkhan/host');
    expect(Object.keys(bridge).length).toBeGreaterThan(0);
    expect(Object.keys(host).length).toBeGreaterThan(0);
  });
});
