/**
 * Keeps a throw inside one part of the modal (a wallet row, a view) to that part. Without a boundary React unmounts
 * the whole root on a render error: the host's page goes blank because one wallet announced something nobody
 * foresaw. The part shows its fallback instead, and the error goes to the console once.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  /** What to show instead of the part; `retry` renders the part again. */
  fallback(retry: () => void): ReactNode;
  /** Names the part in the console line. */
  part: string;
  children?: ReactNode;
}

/** Shows `fallback` instead of `children` once they threw while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[walletdock] ${this.props.part} could not be shown`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
