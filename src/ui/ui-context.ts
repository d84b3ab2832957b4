import { createContext, useContext } from 'react';
import type { LayerStack } from '../lib/layer-stack.ts';

/** What the UI kit needs from its mount: where portals go, and the mount's layer stack. */
export interface UiScope {
  /** The element portals render into (inside our shadow root, so our styles apply and the page's do not). */
  portalTarget: Element;
  layers: LayerStack;
  /**
   * The page brought our stylesheet, with the features' sheets its Home shows (the app shell's, ADR 0027):
   * a screen does not add those again.
   */
  pageSheet?: boolean;
}

export const UiContext = createContext<UiScope | null>(null);

export function useUiScope(): UiScope {
  const scope = useContext(UiContext);
  if (!scope) throw new Error('UI kit component outside a mounted Dastarkhan app');
  return scope;
}
