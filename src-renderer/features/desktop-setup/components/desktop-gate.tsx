import { type ReactNode, useEffect, useState } from 'react';
import { setApiOrigin } from '@/lib/api-client.ts';
import { ServerSetupScreen } from './server-setup-screen.tsx';

type GateState = { kind: 'loading' } | { kind: 'setup' } | { kind: 'ready'; origin: string; changing: boolean };

/** A fresh document, so the shell's CSP names the new server and no old session state survives. */
function restartApp(): void {
  window.location.replace('/');
}

/**
 * Inside the desktop app, nothing renders until a Kairos server is configured (docs/product.md#server-choice):
 * the first start shows the server screen; afterwards the app talks to the stored server, and the
 * File menu's Change Server… brings the screen back.
 */
export function DesktopGate({
  children,
  onServerChanged = restartApp,
}: {
  children: ReactNode;
  onServerChanged?: () => void;
}) {
  const bridge = window.kairos!;
  const [state, setState] = useState<GateState>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void bridge.server
      .getUrl()
      .catch(() => null)
      .then((origin) => {
        if (cancelled) return;
        if (origin) setApiOrigin(origin);
        setState(origin ? { kind: 'ready', origin, changing: false } : { kind: 'setup' });
      });
    const unsubscribe = bridge.server.onChangeRequested(() =>
      setState((current) => (current.kind === 'ready' ? { ...current, changing: true } : current)),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [bridge]);

  if (state.kind === 'loading') return null;
  if (state.kind === 'setup' || state.changing) {
    const current = state.kind === 'ready' ? state.origin : null;
    return (
      <ServerSetupScreen
        currentUrl={current}
        connect={(url) => bridge.server.setUrl(url)}
        onConnected={onServerChanged}
        onCancel={state.kind === 'ready' ? () => setState({ ...state, changing: false }) : undefined}
      />
    );
  }
  return children;
}
