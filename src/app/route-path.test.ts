import { describe, expect, it } from 'vitest';
import { isHomePath, pathUnderBase } from './route-path.ts';

describe('isHomePath', () => {
  it('takes the bare root as Home, with or without its trailing slash and query', () => {
    for (const path of [
      '/',
      '/?language=ru',
      '//',
      pathUnderBase('/app', '/app'),
      pathUnderBase('/app/', '/app'),
    ])
      expect(isHomePath(path), path).toBe(true);
  });

  it('takes every other route, and a file name under the base, as another page', () => {
    for (const path of [
      '/cart',
      '/cart/',
      '/filials/24?language=en',
      '/index.html',
      pathUnderBase('/app/venue/24', '/app'),
    ])
      expect(isHomePath(path), path).toBe(false);
  });
});
