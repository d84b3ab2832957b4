// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from '../../../bridge/index.ts';
import { framePair, settle } from '../../../bridge/testing/fake-windows.ts';
import { createHostSession } from './host-session.ts';
import { installNativeShim } from './native-shim.ts';

const SIM = 'http://127.0.0.1:4173';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The simulator page's local storage, as far as the simulated Keychain uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

async function simulated(secureStorage: Storage | null = null) {
  const pair = framePair(`${SIM}/`, `${SIM}/app/?sim_runtime=ios`);
  const session = createHostSession({
    runtime: 'ios',
    window: pair.hostWindow,
    frame: pair.iframe,
    now: () => 0,
    secureStorage,
  });
  installNativeShim(pair.appWindow, 'ios');
  const bridge = await createBridge({ window: pair.appWindow, handshakeTimeoutMs: 500 });
  cleanups.push(() => {
    bridge.destroy();
    session.close();
  });
  return { session, bridge };
}

describe('the simulated host’s capabilities', () => {
  it('sends the developer’s theme and insets to the app', async () => {
    const { session, bridge } = await simulated();
    expect(bridge.latest('theme')).toEqual({ scheme: 'light' });
    session.setTheme({ scheme: 'dark', colors: { accent: '#4fc3a1' } });
    session.setViewport({ safeArea: { top: 47, right: 0, bottom: 34, left: 0 } });
    await settle();
    expect(bridge.latest('theme')).toEqual({ scheme: 'dark', colors: { accent: '#4fc3a1' } });
    expect(bridge.latest('viewport')).toEqual({ safeArea: { top: 47, right: 0, bottom: 34, left: 0 } });
    expect(session.getSnapshot().capabilities.theme.scheme).toBe('dark');
  });

  it('asks before closing only while the app wants it, and records what the guest chose', async () => {
    const { session, bridge } = await simulated();
    session.closeApp();
    expect(session.getSnapshot().capabilities).toMatchObject({ closePrompt: false, lastClose: 'closed' });
    await bridge.call('closing.confirm', { enabled: true });
    session.closeApp();
    expect(session.getSnapshot().capabilities).toMatchObject({
      closingConfirmation: true,
      closePrompt: true,
    });
    session.answerClose(false);
    expect(session.getSnapshot().capabilities).toMatchObject({ closePrompt: false, lastClose: 'stayed' });
    await bridge.call('closing.confirm', { enabled: false });
    expect(session.getSnapshot().capabilities.closingConfirmation).toBe(false);
  });

  it('keeps secure storage without asking the developer', async () => {
    const { session, bridge } = await simulated();
    await bridge.call('secure.set', { key: 'accessToken', value: 'eyJ.x.y' });
    await expect(bridge.call('secure.get', { key: 'accessToken' })).resolves.toEqual({ value: 'eyJ.x.y' });
    await bridge.call('secure.set', { key: 'accessToken', value: null });
    await expect(bridge.call('secure.get', { key: 'accessToken' })).resolves.toEqual({ value: null });
    expect(session.getSnapshot().pending).toEqual([]);
  });

  it('keeps secure storage for the next page load, as a phone’s Keychain does', async () => {
    const storage = memoryStorage();
    const first = await simulated(storage);
    await first.bridge.call('secure.set', { key: 'accessToken', value: 'eyJ.x.y' });
    first.session.close();
    const next = await simulated(storage);
    await expect(next.bridge.call('secure.get', { key: 'accessToken' })).resolves.toEqual({
      value: 'eyJ.x.y',
    });
  });
});
