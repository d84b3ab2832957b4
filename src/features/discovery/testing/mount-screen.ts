import { vi } from 'vitest';
import type { HostConfig } from '../../../config/host-config.ts';
import { mount } from '../../../mount.tsx';
import type { MountHandle } from '../../../mount-handle.ts';

/** Tuesday 17 November 2026, 12:00 in Almaty: the wall clock startTestSandbox freezes its sandbox at. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 17, 7, 0, 0);

export interface MountedScreen {
  el: HTMLElement;
  handle: MountHandle;
  root: ShadowRoot;
  /** The data-screen of what is shown now. */
  screen(): string | null;
  unmount(): void;
}

/**
 * Mounts the whole app at `path` against a sandbox (its /proxy/ as the API base), in English unless told,
 * with browser routing so the test can read the route from window.location.
 */
export async function mountScreen(
  path: string,
  sandboxUrl: string,
  config: Partial<HostConfig> = {},
): Promise<MountedScreen> {
  window.history.replaceState(null, '', path);
  const el = document.createElement('div');
  document.body.append(el);
  const handle = mount(el, {
    apiBase: `${sandboxUrl}/proxy/`,
    language: 'en',
    routing: 'browser',
    ...config,
  });
  await handle.ready;
  const root = el.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) throw new Error('nothing mounted');
  return {
    el,
    handle,
    root,
    screen: () => root.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
    unmount: () => {
      handle.unmount();
      el.remove();
    },
  };
}

/** Waits until `find` returns something (the app loads over real sockets), with a generous time limit. */
export async function waitFor<T>(find: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error('not yet');
      return found;
    },
    { timeout, interval: 20 },
  );
}

/** The texts of the elements matching `selector` inside the mount. */
export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
}

/** Clicks an element found by its visible text among `selector`. */
export function clickText(root: ParentNode, selector: string, text: string | RegExp): void {
  const target = [...root.querySelectorAll<HTMLElement>(selector)].find((node) =>
    typeof text === 'string' ? node.textContent?.trim() === text : text.test(node.textContent ?? ''),
  );
  if (!target) throw new Error(`no ${selector} with text ${String(text)}`);
  target.click();
}

/** Types into an input the way React hears it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
