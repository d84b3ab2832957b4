import { describe, expect, it, vi } from 'vitest';
import { BridgeHostError } from '../../bridge/index.ts';
import { type BridgeCall, scriptedBridge } from '../testing/fake-bridge.ts';
import { createHostCapabilities } from './host-capabilities.ts';

const QUESTION = {
  title: 'Delete the account?',
  message: 'Your profile will be deleted.',
  buttons: [
    { id: 'confirm', text: 'Delete', style: 'destructive' as const },
    { id: 'cancel', text: 'Cancel', style: 'cancel' as const },
  ],
};

describe('the host’s popups and clipboard (issue 31 §3)', () => {
  it('asks the host’s popup where it is announced, and answers null where it is not or fails', async () => {
    const calls: BridgeCall[] = [];
    const host = createHostCapabilities(
      Promise.resolve(scriptedBridge({ 'popup.open': () => ({ buttonId: 'confirm' }) }, calls)),
    );
    await expect(host.popup(QUESTION)).resolves.toEqual({ buttonId: 'confirm' });
    expect(calls).toEqual([{ method: 'popup.open', params: QUESTION }]);

    const unannounced: BridgeCall[] = [];
    const bare = createHostCapabilities(Promise.resolve(scriptedBridge({}, unannounced)));
    await expect(bare.popup(QUESTION)).resolves.toBeNull();
    expect(unannounced).toEqual([]);
    await expect(createHostCapabilities(Promise.resolve(null)).popup(QUESTION)).resolves.toBeNull();

    const failing = createHostCapabilities(
      Promise.resolve(
        scriptedBridge({
          'popup.open': () => {
            throw new BridgeHostError('invalid_params', 'too long');
          },
        }),
      ),
    );
    await expect(failing.popup(QUESTION)).resolves.toBeNull();
  });

  it('copies through the host’s clipboard.write, else the page’s clipboard, and says when neither worked', async () => {
    const calls: BridgeCall[] = [];
    const writeText = vi.fn(async () => {});
    const host = createHostCapabilities(
      Promise.resolve(scriptedBridge({ 'clipboard.write': () => null }, calls)),
      () => ({ writeText }) as unknown as Clipboard,
    );
    await expect(host.copy('1042')).resolves.toBe(true);
    expect(calls).toEqual([{ method: 'clipboard.write', params: { text: '1042' } }]);
    expect(writeText).not.toHaveBeenCalled();

    const unannounced: BridgeCall[] = [];
    const page = createHostCapabilities(
      Promise.resolve(scriptedBridge({}, unannounced)),
      () => ({ writeText }) as unknown as Clipboard,
    );
    await expect(page.copy('DALA-2026')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('DALA-2026');
    expect(unannounced).toEqual([]);

    const refused = createHostCapabilities(
      Promise.resolve(null),
      () =>
        ({
          writeText: async () => {
            throw new DOMException('no focus', 'NotAllowedError');
          },
        }) as unknown as Clipboard,
    );
    await expect(refused.copy('x')).resolves.toBe(false);
    await expect(createHostCapabilities(Promise.resolve(null), () => undefined).copy('x')).resolves.toBe(
      false,
    );
  });
});
