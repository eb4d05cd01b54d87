import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../hooks/notices';

interface Props {
  /** When this changes (the node was edited), a failed widget tries again. */
  resetKey: unknown;
  onError(error: unknown): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * One boundary per widget: a widget that throws while rendering shows an error box in its own place, the
 * rest of the page keeps working, and the error goes to the global handler.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown widget error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return <ErrorState details={error instanceof Error ? error.message : String(error)} />;
    return this.props.children;
  }
}
