import { vi } from 'vitest';
import type { TestSandbox } from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import type { HostConfig } from '../../../config/host-config.ts';
import { mount } from '../../../mount.tsx';

export interface MountedProfile {
  root: ShadowRoot;
  /** The path the app is on now (browser routing). */
  path(): string;
  unmount(): void;
}

/** Signs a seeded sandbox user in the way the app keeps a sign-in: its token in localStorage. */
export async function signIn(sb: TestSandbox, userId: number): Promise<string> {
  const { access_token } = await sb.grant(userId);
  localStorage.setItem('accessToken', access_token);
  return access_token;
}

/** Mounts the whole app at `path` against the sandbox, in English unless told, with browser routing. */
export async function mountAt(
  path: string,
  sb: TestSandbox,
  config: Partial<HostConfig> = {},
): Promise<MountedProfile> {
  window.history.replaceState(null, '', path);
  const el = document.createElement('div');
  document.body.append(el);
  const handle = mount(el, { apiBase: `${sb.url}/proxy/`, language: 'en', routing: 'browser', ...config });
  await handle.ready;
  const root = el.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) throw new Error('nothing mounted');
  return {
    root,
    path: () => window.location.pathname,
    unmount: () => {
      handle.unmount();
      el.remove();
    },
  };
}

/** Waits until `find` returns something: the app talks to the sandbox over real sockets. */
export function waitFor<T>(find: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error('not yet');
      return found;
    },
    { timeout, interval: 20 },
  );
}

/** The element among `selector` whose text is `text`. */
export function byText<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
  text: string | RegExp,
): E | undefined {
  return [...root.querySelectorAll<E>(selector)].find((node) =>
    typeof text === 'string' ? node.textContent?.trim() === text : text.test(node.textContent ?? ''),
  );
}

/** Types into an input the way React hears it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The input a visible label names. */
export function field(root: ParentNode, label: string): HTMLInputElement {
  const node = byText<HTMLLabelElement>(root, 'label', label);
  const input = node?.htmlFor ? root.querySelector<HTMLInputElement>(`[id="${node.htmlFor}"]`) : null;
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}
