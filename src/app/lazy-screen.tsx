import { type ComponentType, use } from 'react';
import { knownPromise } from '../lib/known-promise.ts';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Forgets a failed load so that the next render tries again (the error page's Retry). */
  retry(): void;
}

/**
 * Like React.lazy, but a failed load can be tried again: React.lazy keeps its rejection forever, which
 * in an embedded mount (no page reload allowed) would leave the screen dead after one dropped request.
 * The loaded module is code, not state, so sharing it between mounts is safe.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let module: Promise<{ default: ComponentType }> | null = null;
  let failed = false;
  const Screen = (() => {
    if (!module) {
      // The promise itself goes to use(), not one chained from it: only it can be known settled already.
      module = knownPromise(load());
      module.catch(() => {
        failed = true;
      });
    }
    const { default: Component } = use(module);
    return <Component />;
  }) as LazyScreen;
  Screen.retry = () => {
    if (!failed) return;
    failed = false;
    module = null;
  };
  return Screen;
}
