import type { AppRuntime } from '../../../runtime/app-runtime.ts';

/**
 * Starts a login from a screen that is open to guests but has one signed-in action (the fridge lock, paying
 * a bill): the host's login in a webview, the login page in a plain browser (which comes back here).
 */
export async function signIn(runtime: AppRuntime, signal: AbortSignal): Promise<boolean> {
  const bridge = await runtime.bridge;
  if (!bridge || bridge.runtime === 'web') {
    runtime.core.auth.redirectToLogin();
    return false;
  }
  return (await runtime.core.auth.loginWithHost({ signal })) === 'success';
}
