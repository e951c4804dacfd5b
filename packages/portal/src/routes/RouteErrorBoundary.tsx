import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from './RouteErrorScreen';

interface CatcherProps {
  /** Changes on every navigation; a new value clears the error, as the data router did. */
  resetKey: string;
  children?: ReactNode;
}

interface CatcherState {
  error: { value: unknown } | null;
  resetKey: string;
}

/** React still needs a class to catch render errors (and failed lazy page loads). */
class RouteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: CatcherProps,
    state: CatcherState,
  ): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    // Boxed: a thrown `undefined` or `null` still counts as an error.
    return { error: { value: error } };
  }

  override render() {
    if (this.state.error) return <RouteErrorScreen />;
    return this.props.children;
  }
}

/**
 * Around the frame and every page: a page that fails to load or to render shows
 * `RouteErrorScreen` (`lazyWithRetry` reloaded once after a chunk failure before); navigating
 * away clears it.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorCatcher resetKey={key}>{children}</RouteErrorCatcher>;
}
