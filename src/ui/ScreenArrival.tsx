import { type RefObject, useEffect, useRef, useState } from 'react';
import { watchScreenArrival } from './screen-arrival.ts';

/**
 * A screen change for keyboard and screen-reader users (screen-arrival.ts), wherever screens change: the
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
