import type { Bridge } from '../../bridge/index.ts';
import type { LinkParams } from '../../bridge/protocol.ts';

/**
 * Opens a link outside the app through the host (`link.open`: a maps app for navigation, the messenger for
 * a chat); the bridge's plain-web polyfill opens a new tab. Without any bridge, a new tab as well.
 */
export async function openExternal(
  /** The mount's bridge as its handshake settles (useBridge()). */
  bridgeReady: Promise<Bridge | null>,
  url: string,
  kind: LinkParams['kind'],
): Promise<void> {
  const bridge = await bridgeReady;
  if (bridge?.supports('link.open')) {
    await bridge.call('link.open', { url, ...(kind ? { kind } : {}) });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
