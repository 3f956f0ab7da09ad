import { Component, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { shellMessages } from '#shared/messages/shell.ts';
import { Button } from '@/components/ui/button.tsx';
import { StatusPage } from '@/components/ui/status-page.tsx';

/** What the failure screen says. */
export interface PageErrorTexts {
  title: string;
  text: string;
  reload: string;
}

/**
 * In English: the root boundary sits above every page, public or signed in, before any language is
 * known (and keeps the entry chunk free of the app's words). The signed-in shell puts a boundary of
 * its own around its pages with these texts in the host's language (ADR 035).
 */
const ENGLISH: PageErrorTexts = {
  title: shellMessages.pageFailedTitle,
  text: shellMessages.pageFailedText,
  reload: shellMessages.reload,
};

interface Props {
  /** Changing it (the path) clears the error, so navigating elsewhere tries again. */
  resetKey: string;
  /** What it says, when not English. */
  texts?: PageErrorTexts;
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
    const texts = this.props.texts ?? ENGLISH;
    return (
      <StatusPage role="alert" icon={<CloudOff className="size-6" />} title={texts.title} text={texts.text}>
        <Button onClick={() => window.location.reload()}>{texts.reload}</Button>
      </StatusPage>
    );
  }
}
