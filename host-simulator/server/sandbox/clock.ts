/**
 * The sandbox clock: wall time scaled by a speed factor and shifted by manual advances, so that order
 * statuses, payment time-outs and "closing soon" can be replayed fast in tests and demos. Token expiry
 * uses the unscaled wall clock (`wallNow`): a JWT's exp is read by clients against their own clock.
 */
export interface SandboxClock {
  now(): number;
  wallNow(): number;
  speed(): number;
  setSpeed(speed: number): void;
  advance(ms: number): void;
}

export function createClock(base: () => number = Date.now, initialSpeed = 1): SandboxClock {
  let anchorWall = base();
  let anchorSandbox = anchorWall;
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
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance must be a non-negative number of ms');
      anchorSandbox += ms;
    },
  };
}
