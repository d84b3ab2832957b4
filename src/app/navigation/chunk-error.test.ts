import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAtPath } from './chunk-error.ts';

describe('chunk load failures', () => {
  it('recognises the browsers’ messages and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /app/assets/Menu-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at the target path once, then gives up within the window', () => {
    const assign = vi.fn();
    let now = 1_000;
    const options = { session: sessionStorage, assign, now: () => now };
    expect(reloadAtPath('/app/filials/3', options)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/app/filials/3');
    now += 2_000;
    expect(reloadAtPath('/app/filials/3', options)).toBe(false);
    now += 20_000;
    expect(reloadAtPath('/app/filials/3', options)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('still reloads when storage throws', () => {
    const assign = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(reloadAtPath('/app/', { session: broken, assign })).toBe(true);
    expect(assign).toHaveBeenCalledOnce();
  });
});
