import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';

interface Props {
  /** Changing it (the path) clears the error, so navigating elsewhere tries again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that cannot render, most often because its chunk did not arrive (the network dropped, or a
 * new version was deployed and the old chunk names are gone), shows this instead of a blank window.
 * Reloading fetches the current version.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-semibold">This page could not be loaded</h1>
        <p className="text-gray-600 dark:text-gray-400">
          Check your connection, then reload. If Kairos was just updated, reloading fetches the new version.
        </p>
        <Button variant="neutral" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </main>
    );
  }
}
