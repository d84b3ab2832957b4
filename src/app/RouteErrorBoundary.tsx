import { Component, type ReactNode } from 'react';
import { ScreenDataError, ServerErrorPage } from '../ui/LoadState.tsx';

interface Props {
  /** Changes with the route, so an error on one screen does not stick to the next. */
  resetKey: string;
  /** A failed lazy load: reload at the target path; returns false when it already tried (then show the error). */
  onChunkError: () => boolean;
  onError: (error: unknown) => void;
  /** Before rendering the screen again: forget failed lazy loads. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  /**
   * Whether the error page shows. A failed lazy load first asks to reload the page (componentDidCatch): until
   * that is refused the boundary shows a loading state, so the page never flashes the error just before the
   * reload takes it away (a guest saw it blink; a screen reader announced it).
   */
  showError: boolean;
  resetKey: string;
}

/** Catches what a screen throws while rendering: the server-error page instead of a blank mini-app. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, showError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, showError: !isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, showError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) {
      if (this.props.onChunkError()) return;
      this.setState({ showError: true });
    }
    // The failed call was reported by the API client with its URL and status; a second report adds nothing.
    if (error instanceof ScreenDataError) return;
    this.props.onError(error);
  }

  override render() {
    if (this.state.error) {
      if (!this.state.showError) return <p className="dk-loading" role="status" aria-busy="true" />;
      const retry = () => {
        this.props.onRetry();
        this.setState({ error: null, showError: false });
      };
      return <ServerErrorPage onRetry={retry} />;
    }
    return this.props.children;
  }
}

/** The messages browsers give when a lazily loaded chunk cannot be fetched (a new deploy, a dropped connection). */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_MESSAGES.some((known) => message.includes(known));
}

const RELOAD_KEY = 'dk-chunk-reload';
/** A second failure at the same path within this window shows the error page instead of reloading again. */
const RELOAD_WINDOW_MS = 10_000;

/**
 * docs/contract/screens.md#failed-module-load, docs/contract/errors.md#failed-lazy-load: a failed lazy module load reloads the page at the target path. Guarded, so a chunk that is
 * really gone does not reload forever: returns false when it already tried for this path just now.
 */
export function reloadAtPath(
  url: string,
  {
    session,
    assign,
    now = Date.now,
  }: { session: Storage | null; assign: (url: string) => void; now?: () => number },
): boolean {
  try {
    const last = JSON.parse(session?.getItem(RELOAD_KEY) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === url && now() - last.at < RELOAD_WINDOW_MS) return false;
    session?.setItem(RELOAD_KEY, JSON.stringify({ url, at: now() }));
  } catch {
    // Storage may be unavailable (private mode) or hold garbage: reload anyway, once per call.
  }
  assign(url);
  return true;
}
