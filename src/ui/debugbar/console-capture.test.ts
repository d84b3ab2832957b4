import { describe, expect, it, vi } from 'vitest';
import { captureConsole, type ConsoleLine } from './Debugbar.tsx';

function fakeConsole() {
  return { log: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Console &
    Record<string, ReturnType<typeof vi.fn>>;
}

describe('captureConsole', () => {
  it('copies lines with their level and time, and still prints them', () => {
    const target = fakeConsole();
    const original = target.warn;
    const lines: ConsoleLine[] = [];
    const stop = captureConsole(
      target,
      (line) => lines.push(line),
      () => 42,
    );
    target.warn('careful', { a: 1 });
    target.error(new Error('boom'));
    expect(original).toHaveBeenCalledWith('careful', { a: 1 });
    expect(lines).toEqual([
      { level: 'warn', at: 42, text: 'careful {"a":1}' },
      { level: 'error', at: 42, text: 'Error: boom' },
    ]);
    stop();
    expect(target.warn).toBe(original);
  });

  it('serves two mounts from one patch and restores only when both stopped, in any order', () => {
    const target = fakeConsole();
    const original = target.log;
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = captureConsole(target, (line) => first.push(line.text));
    const stopSecond = captureConsole(target, (line) => second.push(line.text));
    target.log('both');
    stopFirst();
    target.log('second only');
    expect(first).toEqual(['both']);
    expect(second).toEqual(['both', 'second only']);
    expect(target.log).not.toBe(original);
    stopSecond();
    expect(target.log).toBe(original);
  });

  it('survives values that cannot be serialised', () => {
    const target = fakeConsole();
    const lines: string[] = [];
    const stop = captureConsole(target, (line) => lines.push(line.text));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    target.log(cyclic, undefined, 3);
    expect(lines).toEqual(['[object Object] undefined 3']);
    stop();
  });
});
