import { vi } from 'vitest';

/**
 * The one wait-for-condition of the unit and component tests: runs `find` until it returns something (not
 * null, undefined or false) without throwing, and resolves to that. It lives in bridge/ because bridge/ is
 * the floor every test may import (ADR 0003), so the bridge's own tests share it with src/ and the simulator.
 * Eight seconds, not vi.waitFor's one: a screen on a loaded 2-core machine talks to a real sandbox.
 */
export function waitFor<T>(find: () => T | null | undefined | false, timeout = 8_000): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (found === null || found === undefined || found === false)
        throw new Error(`still waiting for ${String(find)}`);
      return found;
    },
    { timeout, interval: 20 },
  );
}
