import { Component, type ReactNode } from 'react';
import { ScreenDataError } from '../ui/LoadState.tsx';
import { ServerErrorPage } from '../ui/ServerErrorPage.tsx';
import { isChunkLoadError } from './navigation/chunk-error.ts';

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
