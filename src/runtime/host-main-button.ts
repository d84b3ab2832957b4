import { useEffect, useRef, useState } from 'react';
import type { Bridge } from '../../bridge/index.ts';
import { useAppRuntime, useBridge } from './app-runtime.ts';

/** What the screen's primary action looks like now. */
export interface MainButton {
  text: string;
  enabled: boolean;
  /** The screen is working on the last press (sending the order, opening the payment). */
  progress: boolean;
}

/**
 * The screen's primary action in the host's own chrome (`mainButton.set`, docs/protocol.md), where the host
 * offers it: the host's button follows `button` on every change, a press runs `onPress` (only while the
 * button is enabled and not in progress, whatever the host sends), and leaving the screen hides it. Returns
 * true while the host draws the button, so the screen hides its own; false before the handshake, without
 * the method, and after a `mainButton.set` failed (the screen's own button comes back).
 */
export function useHostMainButton(button: MainButton, onPress: () => void): boolean {
  const runtime = useAppRuntime();
  const bridgeReady = useBridge();
  const [bridge, setBridge] = useState<Bridge | null>(() => offering(runtime.currentBridge()));
  const latest = useRef({ button, onPress });
  latest.current = { button, onPress };

  useEffect(() => {
    let live = true;
    bridgeReady.then((ready) => {
      if (live) setBridge(offering(ready));
    });
    return () => {
      live = false;
    };
  }, [bridgeReady]);

  useEffect(() => {
    if (!bridge) return;
    const off = bridge.on('mainButton.press', () => {
      const { button: now, onPress: press } = latest.current;
      if (now.enabled && !now.progress) press();
    });
    return () => {
      off();
      hide(bridge);
    };
  }, [bridge]);

  const { text, enabled, progress } = button;
  useEffect(() => {
    if (!bridge) return;
    bridge.call('mainButton.set', { visible: true, text, enabled, progress }).catch((error: unknown) => {
      console.error('Dastarkhan: the host refused its main button; the page shows its own', error);
      setBridge(null);
    });
  }, [bridge, text, enabled, progress]);

  return bridge !== null;
}

const offering = (bridge: Bridge | null) => (bridge?.supports('mainButton.set') ? bridge : null);

function hide(bridge: Bridge) {
  // A host that cannot hide its button any more (closed, destroyed) has nothing left to show.
  bridge.call('mainButton.set', { visible: false }).catch(() => {});
}
