import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveMessages } from '#shared/schemas/live.ts';
import { messages } from '#shared/messages.ts';
import type { DownloadsResponse } from '#shared/schemas/downloads.ts';
import type { SessionUser } from '#shared/schemas/session.ts';
import { ConfirmDialog } from '../../src-renderer/components/ui/confirm-dialog.tsx';
import { copyLink } from '../../src-renderer/components/ui/copy-text.ts';
import { LoadError } from '../../src-renderer/components/ui/load-error.tsx';
import { Toaster } from '../../src-renderer/components/ui/toaster.tsx';
import { ServerSetupScreen } from '../../src-renderer/features/desktop-setup/components/server-setup-screen.tsx';
import { DownloadPage } from '../../src-renderer/features/download/pages/download-page.tsx';
import { AppLayout } from '../../src-renderer/features/layout/app-layout.tsx';
import { OfflineBanner } from '../../src-renderer/features/layout/components/offline-banner.tsx';
import { Sidebar } from '../../src-renderer/features/layout/components/sidebar.tsx';
import { activeLocale } from '../../src-renderer/lib/i18n.tsx';
import { LiveEventsProvider } from '../../src-renderer/lib/live-events.tsx';
import { createQueryClient } from '../../src-renderer/lib/query-client.ts';
import { SessionProvider } from '../../src-renderer/lib/session.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const downloads: DownloadsResponse = {
  version: '1.4.0',
  available: false,
  files: [
    { platform: 'windows', fileName: 'Kairos-Setup-1.4.0.exe', url: null },
    { platform: 'macos', fileName: 'Kairos-1.4.0.dmg', url: null },
  ],
};

/** The browser's (or the desktop's system) languages, most wanted first. */
function speaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => vi.restoreAllMocks());

function renderSidebar(locale: 'de' | 'ja' | 'en', user: SessionUser = ada) {
  api.replies['GET /api/profile'] = { status: 404, body: { error: 'Not found' } };
  return renderInApp(<Sidebar />, { signedInAs: user, locale });
}

describe('the sidebar and the user menu', () => {
  it('speak German', async () => {
    renderSidebar('de');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Termintypen' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Buchungen' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Verfügbarkeit' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Apps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dynamische Buchungslinks' })).toHaveTextContent(
      'Setzen Sie in Ihrem Link ein + zwischen die Benutzernamen.',
    );
    expect(screen.getByRole('button', { name: 'Öffentliche Seite ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link zur öffentlichen Seite kopieren' })).toBeInTheDocument();
    expect(screen.queryByText(messages.eventTypes)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mein Profil',
      'Meine Einstellungen',
      'Abwesenheit',
      'Roadmap',
      'Hilfe',
      'Desktop-App herunterladen',
      'Abmelden',
    ]);
    // Out of office is a page now (issue 43); Roadmap is still to come.
    expect(items[2]).not.toHaveAttribute('title');
    expect(items[3]).toHaveAttribute('title', 'Demnächst verfügbar');
  });

  it('speak Japanese, with the administration section for an app admin', async () => {
    renderSidebar('ja', { ...ada, role: 'app_admin' });
    const nav = await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    expect(within(nav).getByRole('link', { name: '予約タイプ' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ワークフロー' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: '管理' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'DNS 管理' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'アプリ' }));
    expect(within(nav).getByRole('link', { name: 'インストール済みアプリ' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('menuitem', { name: 'マイプロフィール' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('asks for a username in the host’s language, in a dialog whose buttons speak it too', async () => {
    renderSidebar('de', { ...ada, username: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Öffentliche Seite ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzernamen festlegen' });
    expect(dialog).toHaveTextContent('Für eine öffentliche Buchungsseite müssen Sie zuerst');
    expect(within(dialog).getByRole('button', { name: 'Zum Profil' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Später' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('keep their English words in English', async () => {
    renderSidebar('en', { ...ada, username: null });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: messages.eventTypes })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: messages.dynamicBookingLinks })).toHaveTextContent(
      'Book a meeting with several people at once: add a + between usernames in your link.',
    );
    fireEvent.click(screen.getByRole('button', { name: messages.viewPublicPage }));
    const dialog = await screen.findByRole('dialog', { name: messages.setYourUsername });
    expect(within(dialog).getByRole('button', { name: messages.goToProfile })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.later })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('the shared pieces', () => {
  it('word a confirmation’s default buttons in Spanish, and in English by default', async () => {
    const { unmount } = renderInApp(
      <ConfirmDialog open onOpenChange={() => undefined} title="¿Seguro?" onConfirm={() => undefined} />,
      {
        locale: 'es',
      },
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Seguro?' });
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    unmount();

    renderInApp(<ConfirmDialog open onOpenChange={() => undefined} title="Sure?" onConfirm={() => undefined} />);
    const english = await screen.findByRole('dialog', { name: 'Sure?' });
    expect(within(english).getByRole('button', { name: messages.ok })).toBeInTheDocument();
    expect(within(english).getByRole('button', { name: messages.later })).toBeInTheDocument();
  });

  it('offer to try a section again in French', async () => {
    const retry = vi.fn();
    renderInApp(<LoadError onRetry={retry}>Les réservations n’ont pas pu être chargées.</LoadError>, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('say a link was copied, or that the browser refused, in German toasts', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInApp(<p>page</p>, { locale: 'de' });
    await screen.findByText('page');
    await act(() => copyLink('https://kairos.example.test/ada'));
    expect(await screen.findByText('Link kopiert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(() => copyLink('https://kairos.example.test/ada'));
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(
      screen.getByText('Der Link konnte nicht kopiert werden. Ihr Browser hat die Zwischenablage blockiert.'),
    ).toBeInTheDocument();
  });

  it('say the server cannot be reached in Japanese', async () => {
    api.replies['GET /api/events'] = { status: 0, networkError: true };
    renderInApp(
      <LiveEventsProvider>
        <OfflineBanner />
      </LiveEventsProvider>,
      { signedInAs: ada, locale: 'ja' },
    );
    expect(await screen.findByText(/Kairos がサーバーに接続できません。/)).toBeInTheDocument();
    expect(screen.queryByText(liveMessages.offline)).not.toBeInTheDocument();
  });

  it('say, beside the sidebar and in the host’s language, that a page could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.replies['GET /api/events'] = { status: 0, networkError: true };
    api.replies['GET /api/profile'] = { status: 404, body: { error: 'Not found' } };
    function Broken(): never {
      throw new Error('chunk gone');
    }
    renderInApp(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Broken />} />
        </Route>
      </Routes>,
      { signedInAs: { ...ada, locale: 'de' }, locale: 'de' },
    );
    expect(await screen.findByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Seitenleiste' })).toBeInTheDocument();
  });
});

/** A page outside the signed-in layout, as the router renders it: no language around it. */
function renderOutsideLayout(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <Tooltip.Provider>
            {ui}
            <Toaster />
          </Tooltip.Provider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the download page', () => {
  it('speaks the signed-in host’s Profile language', async () => {
    api.replies['GET /api/downloads'] = { status: 200, body: downloads };
    speaks('en-US');
    renderInApp(<DownloadPage />, { signedInAs: { ...ada, locale: 'de' } });
    expect(await screen.findByRole('heading', { name: 'Kairos für den Desktop' })).toBeInTheDocument();
    expect(await screen.findByText(/in einem eigenen Fenster · Version 1\.4\.0\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu Kairos' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Desktop-Downloads sind auf diesem Server noch nicht eingerichtet.',
    );
    const list = screen.getByRole('list', { name: 'Installationsprogramme' });
    expect(within(list).getAllByText('Nicht verfügbar')).toHaveLength(2);
    expect(activeLocale()).toBe('de');
  });

  it('speaks the visitor’s language when no one is signed in', async () => {
    api.replies['GET /api/downloads'] = {
      status: 200,
      body: {
        ...downloads,
        available: true,
        files: [{ platform: 'windows', fileName: 'Kairos-Setup-1.4.0.exe', url: 'https://dl.example.test/k.exe' }],
      },
    };
    speaks('ja-JP', 'en');
    renderOutsideLayout(<DownloadPage />);
    expect(await screen.findByRole('heading', { name: 'デスクトップ版 Kairos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Windows 版をダウンロード' })).toHaveAttribute(
      'href',
      'https://dl.example.test/k.exe',
    );
    expect(screen.getByRole('link', { name: 'Kairos に戻る' })).toBeInTheDocument();
  });

  it('stays English for an English visitor', async () => {
    api.replies['GET /api/downloads'] = { status: 500, body: {} };
    speaks('en-GB');
    renderOutsideLayout(<DownloadPage />);
    expect(await screen.findByRole('heading', { name: 'Kairos for desktop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kairos' })).toBeInTheDocument();
  });
});

describe('the desktop app’s server screen', () => {
  it('speaks the system’s language', async () => {
    speaks('fr-FR');
    const connect = vi.fn(async () => {
      throw new Error('bridge gone');
    });
    render(<ServerSetupScreen connect={connect} onConnected={vi.fn()} onCancel={vi.fn()} currentUrl={null} />);
    expect(await screen.findByRole('heading', { name: 'Connectez-vous à votre serveur Kairos' })).toBeInTheDocument();
    expect(screen.getByText(/depuis le menu « File »\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Adresse du serveur'), 'https://kairos.example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’application de bureau n’a pas pu vérifier cette adresse. Réessayez.',
    );
  });

  it('stays English on an English system', async () => {
    speaks('en-US');
    render(<ServerSetupScreen connect={vi.fn()} onConnected={vi.fn()} currentUrl="https://kairos.example.test" />);
    expect(await screen.findByRole('heading', { name: 'Change Kairos server' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });
});
