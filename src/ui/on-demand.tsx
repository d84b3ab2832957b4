import { type ComponentType, type JSX, useEffect, useState } from 'react';

export interface OnDemand<P extends object> {
  /**
   * Renders nothing until the code is here, then the component with these props (open or not, as a
   * static one would be). `needed` asks for the code at once: a dialog that has to open now.
   */
  Component: (props: P & { needed: boolean }) => JSX.Element | null;
  /** Asks for the code ahead of the need; a failed load is asked for again by the next call or need. */
  preload(): Promise<void>;
}

/**
 * A component whose code is not part of its screen's first chunks (ADR 0017): a screen's dialogs and
 * sheets, closed when the screen first paints. The screen preloads them once it has painted, so a tap
 * finds them here; one needed before that (a resumed send's sending screen) loads then. Once loaded, the
 * module stays for the page: it works offline like the screen's own code.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function OnDemandComponent({ needed, ...props }: P & { needed: boolean }) {
    const [, arrived] = useState(0);
    const missing = Loaded === null;
    useEffect(() => {
      if (!needed || !missing) return;
      let live = true;
      preload().then(
        () => {
          if (live) arrived((count) => count + 1);
        },
        () => {
          // Offline before the code came: nothing to show; the next need asks again.
        },
      );
      return () => {
        live = false;
      };
    }, [needed, missing]);
    return Loaded ? <Loaded {...(props as P)} /> : null;
  }

  return { Component: OnDemandComponent, preload };
}
