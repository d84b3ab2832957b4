// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const code = readFileSync(resolve(import.meta.dirname, '../../dist/dastarkhan.iife.js'), 'utf8');

describe('dist/dastarkhan.iife.js (<script> global)', () => {
  it('defines one global, Dastarkhan, whose mount checks the config before loading anything', () => {
    // A classic script in a fresh global scope: what it adds there is what a partner page gets.
    const scope = createContext({ document, URL });
    const before = new Set(Object.keys(scope));
    runInContext(code, scope);
    const added = Object.keys(scope).filter((key) => !before.has(key));
    expect(added).toEqual(['Dastarkhan']);
    const global = (scope as { Dastarkhan: { mount: (...args: unknown[]) => unknown } }).Dastarkhan;
    expect(typeof global.mount).toBe('function');
    expect(() => global.mount(document.body, { townId: 'almaty' })).toThrow(/hostConfig\.townId/);
  });

  it('is a small loader, not the whole app', () => {
    expect(code.length).toBeLessThan(8_000);
    expect(code).toContain('dastarkhan.js');
  });
});
