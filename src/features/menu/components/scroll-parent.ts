/**
 * The element that scrolls `element`: the nearest ancestor whose overflow scrolls, or null when the page
 * itself does (the app mounted in an element that grows with its content). Stops at the shadow root.
 */
export function scrollParentOf(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export interface Viewport {
  /** Top of the visible area, in viewport coordinates. */
  top: number;
  height: number;
}

export function viewportOf(scroller: HTMLElement | null): Viewport {
  if (!scroller) return { top: 0, height: window.innerHeight };
  return { top: scroller.getBoundingClientRect().top, height: scroller.clientHeight };
}

export function scrollByPixels(scroller: HTMLElement | null, delta: number): void {
  if (scroller) scroller.scrollTop += delta;
  else window.scrollBy(0, delta);
}
