import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * What a screen change does for keyboard and screen-reader users (WCAG 2.4.3, 4.1.3): the new screen's
 * heading takes the focus, so Tab continues from the top of the new screen instead of from <body>, and its
 * text is handed to `announce` for the frame's polite live region.
 *
 * The screen may not be there yet when this starts: its code loads lazily (React keeps the old screen
 * hidden with display:none meanwhile) and some screens show their heading only once their data came. So it
 * waits for a shown, non-empty `heading` inside `screen`, and gives up only when `stop` is called (the next
 * change). The app's screens title themselves with an h1; the kiosk's steps, under the venue's h1, with an h2.
 */
export function watchScreenArrival(
  screen: HTMLElement,
  announce: (text: string) => void,
  heading = 'h1',
): () => void {
  const root = screen.getRootNode() as Document | ShadowRoot;

  const arrive = (): boolean => {
    const title = [...screen.querySelectorAll<HTMLElement>(heading)].find(isShown);
    const text = title?.textContent?.trim();
    if (!title || !text) return false;
    if (!focusPlaced(root.activeElement, screen)) {
      if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
    announce(text);
    return true;
  };

  if (arrive()) return () => {};
  const observer = new MutationObserver(() => {
    if (arrive()) observer.disconnect();
  });
  observer.observe(screen, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  return () => observer.disconnect();
}

/**
 * Whether the focus already has a place on the new screen: one the screen gave it (a search field that
 * focuses itself, a field the guest chose) or a dialog that opened. Focus left on <body>, on the nav bar's
 * link or on the old screen is moved.
 */
function focusPlaced(active: Element | null, screen: HTMLElement): boolean {
  if (!(active instanceof HTMLElement) || !active.isConnected || !isShown(active)) return false;
  return screen.contains(active) || active.closest('[role="dialog"]') !== null;
}

/** Rendered: not inside a display:none subtree (a suspended screen's old content) or a hidden one. */
function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * A screen change for keyboard and screen-reader users (`watchScreenArrival` above), wherever screens change: the
 * app's frame at each path, the kiosk at each step of its one route. `at` names the screen shown; the first
 * one is left alone, since it is read with the page. Renders the polite live region the heading's text goes to.
 */
export function ScreenArrival(props: {
  screen: RefObject<HTMLElement | null>;
  at: string;
  heading?: string;
}) {
  const { screen, at, heading } = props;
  const shown = useRef<string | null>(null);
  // Each announcement is a new node, so a screen titled like the last one is still announced.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    const previous = shown.current;
    shown.current = at;
    if (previous === null || previous === at || !screen.current) return;
    return watchScreenArrival(
      screen.current,
      (text) => setAnnouncement((last) => ({ text, count: last.count + 1 })),
      heading,
    );
  }, [at, screen, heading]);

  return (
    <p className="dk-visually-hidden" role="status" aria-live="polite" data-testid="screen-announcement">
      <span key={announcement.count}>{announcement.text}</span>
    </p>
  );
}
