import type { Bridge, CallOptions } from './bridge.ts';
import { BridgeUnsupportedError } from './errors.ts';
import type { AuthCodeResult, AuthTrackIdResult } from './protocol.ts';

/** `authorize`'s result: `auth.code`'s or `auth.trackId`'s, whichever the host supports. */
export type AuthorizeResult = AuthCodeResult | AuthTrackIdResult;

/**
 * docs/contract/states.md#host-handshake, the host handshake: the native code flow where the host has it, the track-id flow where it has
 * not (or answers that it has not). Success carries `code` or `trackId`; dismissed is a value; a host error
 * rejects with its message.
 */
export async function authorize(bridge: Bridge, options: CallOptions = {}): Promise<AuthorizeResult> {
  if (bridge.supports('auth.code')) {
    try {
      return await bridge.call('auth.code', {}, options);
    } catch (error) {
      if (!(error instanceof BridgeUnsupportedError && bridge.supports('auth.trackId'))) throw error;
    }
  }
  return bridge.call('auth.trackId', {}, options);
}
