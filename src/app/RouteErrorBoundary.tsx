import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { RouteError } from '@/app/RouteError';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** A page that throws keeps the navigation and footer; the page area explains and links home. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
