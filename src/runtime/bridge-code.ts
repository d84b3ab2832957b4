// The bridge client's code and what runs only once a bridge is there, one chunk asked for beside the first
// screen's (ADR 0027): the host's look comes with the client that brings it, off the app's own chunk.
import type { Bridge, Theme, ThemeColors, Viewport } from '../../bridge/index.ts';
export { authorize, createBridge } from '../../bridge/index.ts';

/**
 * The host's look on the mount's host element, as CSS custom properties that src/ui/styles.css reads: the
 * scheme as `data-dk-scheme` (our dark defaults), each palette colour over its default, and the safe-area
 * insets and visible height. Without a host value the stylesheet's own applies: light colours and
 * `env(safe-area-inset-*)`, which is what a plain browser offers.
 */
const PALETTE: { readonly [K in keyof Required<ThemeColors>]: string } = {
  background: '--dk-surface',
  surface: '--dk-surface-2',
  text: '--dk-text',
  hint: '--dk-muted',
  // Not --dk-primary: a host's primaryColor (config) names the brand's buttons and wins over a palette.
  accent: '--dk-accent',
  accentText: '--dk-on-primary',
};
const EDGES = ['top', 'right', 'bottom', 'left'] as const;

const set = (element: HTMLElement, property: string, value: string | undefined) =>
  value === undefined ? element.style.removeProperty(property) : element.style.setProperty(property, value);

function applyTheme(element: HTMLElement, theme: Theme | undefined): void {
  if (theme) element.dataset.dkScheme = theme.scheme;
  else delete element.dataset.dkScheme;
  const colors: ThemeColors = theme?.colors ?? {};
  for (const [name, property] of Object.entries(PALETTE)) {
    // The bridge let only #rgb and #rrggbb through (docs/protocol.md), so the value is safe in CSS.
    set(element, property, Object.hasOwn(colors, name) ? colors[name as keyof ThemeColors] : undefined);
  }
}

function applyViewport(element: HTMLElement, viewport: Viewport | undefined): void {
  for (const edge of EDGES) {
    // A negative inset is nonsense from a host; padding cannot be negative anyway.
    const inset = viewport ? `${Math.max(0, viewport.safeArea[edge])}px` : undefined;
    set(element, `--dk-safe-${edge}`, inset);
  }
  set(element, '--dk-viewport-height', viewport?.height ? `${viewport.height}px` : undefined);
}

/** Applies the host's theme and viewport now and on each change; returns the unsubscribe. */
export function followHostLook(bridge: Bridge, element: HTMLElement): () => void {
  applyTheme(element, bridge.latest('theme'));
  applyViewport(element, bridge.latest('viewport'));
  const stopTheme = bridge.on('theme', (theme) => applyTheme(element, theme));
  const stopViewport = bridge.on('viewport', (viewport) => applyViewport(element, viewport));
  return () => {
    stopTheme();
    stopViewport();
  };
}
