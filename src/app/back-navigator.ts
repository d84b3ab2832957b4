/** docs/contract/screens.md#back: after history back, if nothing happened within this time, go Home. */
export const BACK_FALLBACK_MS = 500;

export interface BackNavigatorOptions {
  /** The route shown now (path and query). */
  current: () => string;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The page history, for browser routing; absent for memory routing. */
  history?: { back(): void; canGoBack(): boolean };
  /** True when the guest came back from a payment app (docs/contract/screens.md#back: back then goes Home). */
  cameFromPayment: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The app's Back. With browser routing it asks the page history and goes Home when the history had
 * nowhere to go. With memory routing it keeps its own trail of visited routes, since the embedding page's
 * history is not ours. `canGoBack` tells the host's back button whether Back stays in the app (ADR 0204).
 */
export function createBackNavigator(options: BackNavigatorOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const trail: string[] = [];
  let fallback: unknown = null;

  const cancelFallback = () => {
    if (fallback !== null) clearTimer(fallback);
    fallback = null;
  };

  return {
    /** True when Back moves within the app: to an entry or route of its own, or Home after a payment. */
    canGoBack(): boolean {
      if (options.cameFromPayment()) return true;
      return options.history ? options.history.canGoBack() : trail.length > 1;
    },
    /** Tell it about every route shown, in order (replacements replace the last entry). */
    visited(route: string, replace = false) {
      cancelFallback();
      if (replace && trail.length > 0) trail[trail.length - 1] = route;
      else if (trail.at(-1) !== route) trail.push(route);
      if (trail.length > 50) trail.splice(0, trail.length - 50);
    },
    back() {
      if (options.cameFromPayment()) {
        options.navigate('/', { replace: true });
        return;
      }
      if (options.history) {
        const before = options.current();
        cancelFallback();
        fallback = setTimer(() => {
          fallback = null;
          if (options.current() === before) options.navigate('/', { replace: true });
        }, BACK_FALLBACK_MS);
        options.history.back();
        return;
      }
      trail.pop();
      const previous = trail.pop();
      options.navigate(previous ?? '/', { replace: true });
    },
    dispose: cancelFallback,
  };
}
