// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from '../../../bridge/index.ts';
import { framePair, settle } from '../../../bridge/testing/fake-windows.ts';
import type { ChromeMethod } from './chrome.ts';
import { createHostSession } from './host-session.ts';
import { installNativeShim } from './native-shim.ts';

const SIM = 'http://127.0.0.1:4173';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function simulated(offered: readonly ChromeMethod[]) {
  const pair = framePair(`${SIM}/`, `${SIM}/app/?sim_runtime=ios`);
  const session = createHostSession({
    runtime: 'ios',
    window: pair.hostWindow,
    frame: pair.iframe,
    now: () => 0,
    secureStorage: null,
    offered,
  });
  installNativeShim(pair.appWindow, 'ios');
  const bridge = await createBridge({ window: pair.appWindow, handshakeTimeoutMs: 500 });
  cleanups.push(() => {
    bridge.destroy();
    session.close();
  });
  return { session, bridge };
}

/** Issue 31 §3 in the simulator: the main button, the back arrow and the sheet the host draws. */
describe('the simulated host’s chrome', () => {
  it('withholds the controls unless offered, so that the app keeps its own buttons', async () => {
    const { bridge, session } = await simulated(['backButton.set']);
    expect(bridge.supports('backButton.set')).toBe(true);
    expect(bridge.supports('mainButton.set')).toBe(false);
    expect(bridge.supports('view.expand')).toBe(false);
    expect(bridge.latest('viewport')).toEqual({
      safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
      height: 800,
      mode: 'expanded',
    });
    await bridge.call('backButton.set', { visible: true });
    expect(session.getSnapshot().chrome.backButton).toBe(true);
  });

  it('draws the main button the app sets, and sends a tap only while it takes one', async () => {
    const { bridge, session } = await simulated(['mainButton.set']);
    const presses: unknown[] = [];
    bridge.on('mainButton.press', (data) => void presses.push(data));
    await bridge.call('mainButton.set', { visible: true, text: 'Pay 1 290 ₸', progress: true });
    expect(session.getSnapshot().chrome.mainButton).toEqual({
      visible: true,
      text: 'Pay 1 290 ₸',
      enabled: true,
      progress: true,
    });
    session.pressMainButton();
    await bridge.call('mainButton.set', { visible: true, text: 'Pay 1 290 ₸' });
    session.pressMainButton();
    await settle();
    expect(presses).toEqual([{}]);
    // The web view ends above the button: its height is told to the app.
    expect(bridge.latest('viewport')?.height).toBe(844 - 64);
  });

  it('grows the sheet on view.expand and tells the app in a viewport event, and shrinks at the guest’s swipe', async () => {
    const { bridge, session } = await simulated(['view.expand']);
    expect(bridge.latest('viewport')).toMatchObject({ height: 520, mode: 'compact' });
    await bridge.call('view.expand', { fullscreen: false });
    await settle();
    expect(session.getSnapshot().chrome.mode).toBe('expanded');
    expect(bridge.latest('viewport')).toMatchObject({ height: 844, mode: 'expanded' });
    await bridge.call('view.expand', { fullscreen: true });
    await settle();
    expect(bridge.latest('viewport')).toMatchObject({ height: 844, mode: 'fullscreen' });
    session.shrinkSheet();
    await settle();
    expect(bridge.latest('viewport')).toMatchObject({ height: 520, mode: 'compact' });
  });
});
