import { vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { fakeWindow } from './fake-windows.ts';
import type { WebOptions } from '../web/methods.ts';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

export function browser(url: string, extra: Record<string, unknown> = {}, storage = memoryStorage()) {
  const assign = vi.fn();
  const open = vi.fn();
  const win = fakeWindow({ url, sessionStorage: storage, crypto: globalThis.crypto, open, ...extra });
  Object.assign(win.location, { assign });
  return { win, assign, open, storage };
}

export const connect = (win: Window, web: WebOptions = {}) =>
  createBridge({ window: win, runtime: 'web', web });

export const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
