import { type RefObject, useEffect, useRef, useState } from 'react';

/** What the idle timer tells its screen. */
export interface IdleEvents {
  /**
   * The guest has not touched the screen for `idleMs`: ask whether they are still there. Called with the
   * seconds left at once, then each second down to 1.
   */
  onCountdown(secondsLeft: number): void;
  /** Nobody answered: start over for the next guest. */
  onExpire(): void;
}

export interface IdleTimer {
  /** A touch, key or scroll: the guest is here; a warning on screen is withdrawn. */
  activity(): void;
  /** Stops counting (the start screen waits for nobody); `activity()` starts it again. */
  pause(): void;
  dispose(): void;
}

/**
 * Counts the guest's silence: after `idleMs` without activity it warns, then counts the warning down each
 * second and expires after `warnMs`. Plain timers, no React: the model tests drive it with fake timers.
 */
export function createIdleTimer(options: { idleMs: number; warnMs: number } & IdleEvents): IdleTimer {
  let idle: ReturnType<typeof setTimeout> | null = null;
  let tick: ReturnType<typeof setInterval> | null = null;

  const stop = () => {
    if (idle !== null) clearTimeout(idle);
    if (tick !== null) clearInterval(tick);
    idle = null;
    tick = null;
  };

  const warn = () => {
    let left = Math.ceil(options.warnMs / 1000);
    options.onCountdown(left);
    tick = setInterval(() => {
      left -= 1;
      if (left > 0) {
        options.onCountdown(left);
        return;
      }
      stop();
      options.onExpire();
    }, 1000);
  };

  return {
    activity() {
      stop();
      idle = setTimeout(warn, options.idleMs);
    },
    pause: stop,
    dispose: stop,
  };
}

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
