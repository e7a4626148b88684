import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportUnexpectedError } from '../lib/error-reporting.ts';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  failed: boolean;
}

/** Last line of defence for render errors outside the router (providers, theme). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
    reportUnexpectedError(error);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
