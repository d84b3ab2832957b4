/**
 * The sandbox clock: wall time scaled by a speed factor and shifted by manual advances, so that order
 * statuses, payment time-outs and "closing soon" can be replayed fast in tests and demos. Token expiry
 * uses the unscaled wall clock (`wallNow`): a JWT's exp is read by clients against their own clock. The
 * sandbox keeps the offset with its data (store/database.ts), so a restart resumes the time where it was.
 */
export interface SandboxClock {
  now(): number;
  wallNow(): number;
  speed(): number;
  setSpeed(speed: number): void;
  advance(ms: number): void;
  /** How far sandbox time is ahead of the wall clock (behind when negative): what a restart resumes from. */
  offset(): number;
}

export interface ClockOptions {
  /** The offset to start from (a restart's saved one); default 0, wall time. */
  offset?: number;
  /** Called after each change of speed or time, e.g. to save the offset with the data. */
  onChange?: () => void;
}

export function createClock(
  base: () => number = Date.now,
  initialSpeed = 1,
  options: ClockOptions = {},
): SandboxClock {
  let anchorWall = base();
  let anchorSandbox = anchorWall + (options.offset ?? 0);
  let speed = initialSpeed;
  const now = () => anchorSandbox + (base() - anchorWall) * speed;
  return {
    now,
    wallNow: base,
    speed: () => speed,
    setSpeed(next) {
      if (!Number.isFinite(next) || next <= 0 || next > 10_000)
        throw new RangeError('speed must be in (0, 10000]');
      anchorSandbox = now();
      anchorWall = base();
      speed = next;
      options.onChange?.();
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance must be a non-negative number of ms');
      anchorSandbox += ms;
      options.onChange?.();
    },
    offset: () => now() - base(),
  };
}
