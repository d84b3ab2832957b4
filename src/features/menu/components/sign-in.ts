import type { Bridge } from '../../../../bridge/index.ts';
import type { Auth } from '../../../state/auth.ts';

/**
 * Starts a login from a screen that is open to guests but has one signed-in action (the fridge lock, paying
 * a bill): the host's login in a webview, the login page in a plain browser (which comes back here).
 */
export async function signIn(
  bridgeReady: Promise<Bridge | null>,
  auth: Auth,
  signal: AbortSignal,
): Promise<boolean> {
  const bridge = await bridgeReady;
  if (!bridge || bridge.runtime === 'web') {
    auth.redirectToLogin();
    return false;
  }
  return (await auth.loginWithHost({ signal })) === 'success';
}
