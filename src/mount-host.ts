/** The element a mount lives in, and what a mount reads of its page before it starts (mount.tsx). */
import { FRAME_LANGUAGE_ATTRIBUTE, FRAME_SHOWN_ATTRIBUTE } from './app/home-frame.ts';

/** The element that holds our shadow root; a custom name, so a host's `div { ... }` rules never match it. */
export const HOST_TAG = 'dastarkhan-app';

export function isElement(value: unknown): value is Element {
  // Not `instanceof Element`: an element from another frame (an embedding iframe) has another Element.
  return typeof value === 'object' && value !== null && (value as Node).nodeType === 1;
}

/**
 * The host element and its shadow root. The app shell's page arrives with them (a declarative shadow root,
 * ADR 0012) holding the prerendered Home frame the page's inline script kept: reused, not attached again
 * (attachShadow on a host with a declarative root empties it), and everything but that frame and the
 * page's stylesheet cleared, so the frame stays on screen until React's first commit replaces it.
 */
export function hostOf(el: Element): {
  host: HTMLElement;
  shadow: ShadowRoot;
  frame: HTMLElement | null;
  sheet: HTMLStyleElement | null;
} {
  // Marked by the build, and unmarked here: a second mount into the same element gets a host of its own.
  const existing = [...el.children].find(
    (child) => child.localName === HOST_TAG && child.hasAttribute(FRAME_LANGUAGE_ATTRIBUTE),
  ) as HTMLElement | undefined;
  if (existing?.shadowRoot) {
    existing.removeAttribute(FRAME_LANGUAGE_ATTRIBUTE);
    const shadow = existing.shadowRoot;
    const frame = shadow.querySelector<HTMLElement>(`[${FRAME_SHOWN_ATTRIBUTE}]`);
    const sheet = shadow.querySelector('style');
    for (const child of [...shadow.children]) if (child !== frame && child !== sheet) child.remove();
    frame?.removeAttribute(FRAME_SHOWN_ATTRIBUTE);
    frame?.removeAttribute(FRAME_LANGUAGE_ATTRIBUTE);
    return { host: existing, shadow, frame, sheet };
  }
  const host = el.ownerDocument.createElement(HOST_TAG);
  return { host, shadow: host.attachShadow({ mode: 'open' }), frame: null, sheet: null };
}

/** The page's localStorage, or null where touching it throws (private modes, sandboxed frames). */
export function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
