import type { AuthorizeResult } from './authorize-flow.ts';
import type { Bridge, CallOptions } from './bridge.ts';

export type { AuthorizeResult } from './authorize-flow.ts';

/**
 * docs/contract/states.md#host-handshake, the host handshake (authorize-flow.ts). Loaded on the first login, not with the bridge: a login
 * happens once a session, and the bytes it saves keep dastarkhan/bridge within 4 KB (ADR 0206).
 */
export const authorize = (bridge: Bridge, options?: CallOptions): Promise<AuthorizeResult> =>
  import('./authorize-flow.ts').then((flow) => flow.authorize(bridge, options));
