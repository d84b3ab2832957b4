import { type HostConfig, validateHostConfig } from './config/host-config.ts';
import type { MountHandle } from './mount-handle.ts';

type Library = typeof import('./index.ts');

// Read while the <script> runs: later, document.currentScript is whatever script runs then.
const scriptUrl =
  (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.src) || undefined;

let library: Promise<Library> | undefined;

/** Loads the ESM build that sits next to this file; its chunks are shared with bundler users. */
export function load(): Promise<Library> {
  library ??= import(
    /* webpackIgnore: true */ new URL('./dastarkhan.js', scriptUrl ?? document.baseURI).href
  );
  return library;
}

/**
 * `Dastarkhan.mount(el, hostConfig)` for a page with a <script> tag. The config is checked at once, so a
 * mistake throws here; the app itself appears when its code has loaded. Calls on the handle made before
 * that are replayed in order.
 */
export function mount(el: Element, hostConfig?: HostConfig): MountHandle {
  validateHostConfig(hostConfig);
  let real: MountHandle | null = null;
  let unmounted = false;
  const queued: Array<(handle: MountHandle) => void> = [];
  const ready = load().then(({ mount: realMount }) => {
    if (unmounted) return;
    real = realMount(el, hostConfig);
    for (const call of queued.splice(0)) call(real);
    return real.ready;
  });
  const forward = (call: (handle: MountHandle) => void) => {
    if (real) call(real);
    else queued.push(call);
  };
  return {
    ready,
    unmount() {
      unmounted = true;
      real?.unmount();
    },
    navigate: (path) => forward((handle) => handle.navigate(path)),
    update: (partial) => {
      validateHostConfig(partial, { partial: true });
      forward((handle) => handle.update(partial));
    },
  };
}

export { HostConfigError, validateHostConfig } from './config/host-config.ts';
