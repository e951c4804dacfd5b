import { Component } from 'react';
import type { ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  /** Called once when the lazily loaded code could not be loaded (offline, deployment replaced). */
  onLoadError?: (error: unknown) => void;
  children?: ReactNode;
}

/**
 * Catches a failed fetch of a lazily loaded part (`lazyModule`) so it never unmounts the page
 * around it: the part renders nothing, and the owner hears of it through `onLoadError`. Key it
 * per attempt (a message box request, a batch of toasts): a new key loads again.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onLoadError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
