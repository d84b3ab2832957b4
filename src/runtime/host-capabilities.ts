import type { Bridge, PopupParams, PopupResult, ShareParams, ShareResult } from '../../bridge/index.ts';
import type { TokenVault } from '../state/auth-state.ts';

/** The secure-storage key of the access token (docs/protocol.md names it for hosts that inspect their store). */
const ACCESS_TOKEN_KEY = 'accessToken';

/** The host's Keychain or Keystore as the auth store's vault; null where the host offers no secure storage. */
export function hostTokenVault(bridge: Bridge): TokenVault | null {
  if (!bridge.supports('secure.get') || !bridge.supports('secure.set')) return null;
  return {
    get: async () => (await bridge.call('secure.get', { key: ACCESS_TOKEN_KEY })).value,
    set: async (token) => {
      await bridge.call('secure.set', { key: ACCESS_TOKEN_KEY, value: token });
    },
  };
}

/**
 * What the app asks of its host beyond the docs/contract/calls.md#host-bridge-functions calls: the share sheet, the closing confirmation and the
 * sheet's size. All wait for the handshake, and all do nothing where the host offers none (a host may leave them
 * out; the plain-web polyfill offers the Web Share API, the clipboard and `beforeunload`).
 */
export interface HostCapabilities {
  /**
   * Shares through the host's sheet; `copied` where only the clipboard was there (say so to the guest),
   * `unavailable` where there is no way to share at all.
   */
  share(params: ShareParams): Promise<ShareResult | { status: 'unavailable' }>;
  /**
   * The host asks the guest before closing the mini-app until the returned release runs (an order on its
   * way must not be lost to a swipe). Holds nest: the last release lifts it.
   */
  holdClosing(): () => void;
  /**
   * Asks the host for more of the screen (`view.expand`): its sheet at full height, or also without its bars
   * (`fullscreen`). Asked once per size in a session: a sheet does not shrink back on its own.
   */
  expand(fullscreen: boolean): void;
  /**
   * The host's own popup (popup.open) with what the guest tapped; null where the host offers none or it
   * failed: the caller asks in its own in-page dialog then (ui/use-confirm.tsx, the one place that does).
   */
  popup(params: PopupParams): Promise<PopupResult | null>;
  /** Copies through the host (clipboard.write), else the page's clipboard; false where neither worked. */
  copy(text: string): Promise<boolean>;
}

export function createHostCapabilities(
  bridge: Promise<Bridge | null>,
  clipboard: () => Clipboard | undefined = () => undefined,
): HostCapabilities {
  let holds = 0;
  let expanded: 'expanded' | 'fullscreen' | null = null;
  // Calls wait on the same promise, so an enable and the disable after it reach the host in that order.
  const setClosing = (enabled: boolean) =>
    void bridge
      .then((ready) =>
        ready?.supports('closing.confirm') ? ready.call('closing.confirm', { enabled }) : null,
      )
      // A host that fails to confirm closing must not fail the order it was meant to protect.
      .catch(() => {});

  return {
    async share(params) {
      const ready = await bridge;
      if (!ready?.supports('share')) return { status: 'unavailable' };
      return ready.call('share', params);
    },
    async popup(params) {
      const ready = await bridge;
      if (!ready?.supports('popup.open')) return null;
      try {
        return await ready.call('popup.open', params);
      } catch {
        // A host that cannot draw this one (invalid_params, busy, a time-out) must not leave the guest
        // without the question: the in-page dialog asks it.
        return null;
      }
    },
    async copy(text) {
      const ready = await bridge;
      try {
        if (ready?.supports('clipboard.write')) await ready.call('clipboard.write', { text });
        else {
          const page = clipboard();
          if (!page) return false;
          await page.writeText(text);
        }
        return true;
      } catch {
        return false;
      }
    },
    holdClosing() {
      if (holds++ === 0) setClosing(true);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holds === 0) setClosing(false);
      };
    },
    expand(fullscreen) {
      if (expanded === 'fullscreen' || (expanded === 'expanded' && !fullscreen)) return;
      expanded = fullscreen ? 'fullscreen' : 'expanded';
      void bridge
        .then((ready) => (ready?.supports('view.expand') ? ready.call('view.expand', { fullscreen }) : null))
        // A sheet that stays as it was still shows the whole app.
        .catch(() => {});
    },
  };
}
