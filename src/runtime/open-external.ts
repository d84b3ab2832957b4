import type { LinkParams } from '../../bridge/protocol.ts';
import type { AppRuntime } from './app-runtime.ts';

/**
 * Opens a link outside the app through the host (`link.open`: a maps app for navigation, the messenger for
 * a chat); the bridge's plain-web polyfill opens a new tab. Without any bridge, a new tab as well.
 */
export async function openExternal(
  runtime: AppRuntime,
  url: string,
  kind: LinkParams['kind'],
): Promise<void> {
  const bridge = await runtime.bridge;
  if (bridge?.supports('link.open')) {
    await bridge.call('link.open', { url, ...(kind ? { kind } : {}) });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
