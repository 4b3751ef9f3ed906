import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Rendered instead of the ErrorScreen when given. */
  fallback?: ReactNode;
  /** Reported errors (logging). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When this value changes (e.g. the route path) a caught error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render errors below it and shows the ErrorScreen of SPEC 2.7. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
