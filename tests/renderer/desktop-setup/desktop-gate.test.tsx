import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KairosBridge } from '#shared/ipc-channels.ts';
import { serverUrlMessages } from '#shared/server-url.ts';
import { DesktopGate } from '../../../src-renderer/features/desktop-setup/components/desktop-gate.tsx';
import { apiUrl, setApiOrigin } from '../../../src-renderer/lib/api-client.ts';

/** The preload's bridge as the renderer sees it; the server check itself is the shell's job. */
function installBridge(options: { url: string | null; setUrl?: KairosBridge['server']['setUrl'] }) {
  let changeListener: (() => void) | null = null;
  const bridge: KairosBridge = {
    tokens: {
      getAccess: async () => null,
      set: async () => undefined,
      refresh: async () => null,
      signOut: async () => undefined,
      clear: async () => undefined,
    },
    server: {
      getUrl: async () => options.url,
      setUrl: vi.fn(options.setUrl ?? (async (url: string) => ({ ok: true as const, url }))),
      onChangeRequested: (listener) => {
        changeListener = listener;
        return () => {
          changeListener = null;
        };
      },
    },
    app: { getVersion: async () => '1.0.0' },
    oauth: { connect: async () => ({ ok: true as const }), onConnected: () => () => {} },
    signIn: {
      start: async () => ({ status: 'error' as const, error: 'unused' }),
      link: async () => ({ status: 'error' as const, error: 'unused' }),
    },
    openExternal: async () => undefined,
  };
  window.kairos = bridge;
  return { bridge, requestChange: () => act(() => changeListener?.()) };
}

afterEach(() => {
  delete window.kairos;
  setApiOrigin('');
});

describe('desktop app start', () => {
  it('asks for the server on the first start and restarts once it is stored', async () => {
    const { bridge } = installBridge({ url: null });
    const restarted = vi.fn();
    render(<DesktopGate onServerChanged={restarted}>the app</DesktopGate>);

    expect(await screen.findByRole('heading', { name: 'Connect to your Kairos server' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Server address'), 'kairos.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(bridge.server.setUrl).toHaveBeenCalledWith('kairos.example.com');
    expect(restarted).toHaveBeenCalledOnce();
  });

  it('says what is wrong with an address before asking the shell', async () => {
    const { bridge } = installBridge({ url: null });
    render(<DesktopGate onServerChanged={vi.fn()}>the app</DesktopGate>);
    await userEvent.type(await screen.findByLabelText('Server address'), 'ftp://kairos.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverUrlMessages.protocol);
    expect(bridge.server.setUrl).not.toHaveBeenCalled();
  });

  it("shows the shell's verdict when the server does not answer", async () => {
    installBridge({ url: null, setUrl: async () => ({ ok: false, error: serverUrlMessages.unreachable }) });
    const restarted = vi.fn();
    render(<DesktopGate onServerChanged={restarted}>the app</DesktopGate>);
    await userEvent.type(await screen.findByLabelText('Server address'), 'https://down.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverUrlMessages.unreachable);
    expect(screen.getByLabelText('Server address')).toHaveAttribute('aria-invalid', 'true');
    expect(restarted).not.toHaveBeenCalled();
  });

  it('talks to the stored server', async () => {
    installBridge({ url: 'https://kairos.example.com' });
    render(<DesktopGate onServerChanged={vi.fn()}>the app</DesktopGate>);
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(apiUrl('/auth/login')).toBe('https://kairos.example.com/api/auth/login');
  });

  it('lets the server be changed from the menu, or the change be cancelled', async () => {
    const { requestChange } = installBridge({ url: 'https://kairos.example.com' });
    render(<DesktopGate onServerChanged={vi.fn()}>the app</DesktopGate>);
    await screen.findByText('the app');

    await requestChange();
    expect(screen.getByRole('heading', { name: 'Change Kairos server' })).toBeInTheDocument();
    expect(screen.getByLabelText('Server address')).toHaveValue('https://kairos.example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
