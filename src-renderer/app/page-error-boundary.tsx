import { Component, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';

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
      <StatusPage
        role="alert"
        icon={<CloudOff className="size-6" />}
        title="This page could not be loaded"
        text="Check your connection, then reload. If Kairos was just updated, reloading fetches the new version."
      >
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </StatusPage>
    );
  }
}
