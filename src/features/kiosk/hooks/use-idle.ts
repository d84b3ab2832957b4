import { type RefObject, useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from '../model/idle-timer.ts';

/** A click counts too: a switch control or a screen reader activates buttons without pointer events. */
const ACTIVITY_EVENTS = ['pointerdown', 'click', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * The idle warning of the kiosk's root: `secondsLeft` is null while nobody is warned. `active` false (the
 * start screen) stops counting; every touch, key or scroll inside the root counts as the guest being here.
 */
export function useIdle(
  root: RefObject<HTMLElement | null>,
  {
    active,
    idleMs,
    warnMs,
    onExpire,
  }: { active: boolean; idleMs: number; warnMs: number; onExpire: () => void },
) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const element = root.current;
    setSecondsLeft(null);
    if (!element || !active) return;
    const idle = createIdleTimer({
      idleMs,
      warnMs,
      onCountdown: setSecondsLeft,
      onExpire: () => {
        setSecondsLeft(null);
        expire.current();
      },
    });
    timer.current = idle;
    const onActivity = () => {
      setSecondsLeft(null);
      idle.activity();
    };
    onActivity();
    for (const name of ACTIVITY_EVENTS) element.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) element.removeEventListener(name, onActivity);
      idle.dispose();
      timer.current = null;
    };
  }, [root, active, idleMs, warnMs]);

  return {
    secondsLeft,
    stay: () => {
      setSecondsLeft(null);
      timer.current?.activity();
    },
  };
}
