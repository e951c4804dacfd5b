import { Component } from 'react';
import type { ReactNode } from 'react';

interface MessageBoxLoadBoundaryProps {
  /** Called once when the dialog code could not be loaded (offline, deployment replaced). */
  onLoadError: (error: unknown) => void;
  children?: ReactNode;
}

/**
 * Catches a failed fetch of the lazily loaded MessageBox so it never unmounts the page that
 * asked for the box; the host then settles the request as cancelled. Keyed per request.
 */
export class MessageBoxLoadBoundary extends Component<
  MessageBoxLoadBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onLoadError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
