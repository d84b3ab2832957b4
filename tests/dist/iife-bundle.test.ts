// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const code = readFileSync(resolve(import.meta.dirname, '../../dist/dastarkhan.iife.js'), 'utf8');

describe('dist/dastarkhan.iife.js (<script> global)', () => {
  it('defines window.Dastarkhan with mount, and checks the config before loading anything', () => {
    // Run as a classic script would: one global, nothing else leaked onto window.
    const before = new Set(Object.keys(globalThis));
    (0, eval)(code);
    const added = Object.keys(globalThis).filter((key) => !before.has(key));
    expect(added).toEqual(['Dastarkhan']);
    const global = (globalThis as unknown as { Dastarkhan: { mount: (...args: unknown[]) => unknown } }).Dastarkhan;
    expect(typeof global.mount).toBe('function');
    expect(() => global.mount(document.body, { townId: 'almaty' })).toThrow(/hostConfig\.townId/);
  });

  it('is a small loader, not the whole app', () => {
    expect(code.length).toBeLessThan(8_000);
    expect(code).toContain('dastarkhan.js');
  });
});
