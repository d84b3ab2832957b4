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
