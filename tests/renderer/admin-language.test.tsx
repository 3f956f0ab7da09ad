import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { type AdminUser, AdminUserSchema, adminUsersMessages as text } from '#shared/schemas/admin-users.ts';
import { AdminLayout } from '../../src-renderer/features/admin/admin-layout.tsx';
import { AdminAuditLogPage } from '../../src-renderer/features/admin/pages/admin-audit-log-page.tsx';
import { AdminDnsPage } from '../../src-renderer/features/admin/pages/admin-dns-page.tsx';
import { AdminUsersPage } from '../../src-renderer/features/admin/pages/admin-users-page.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
/** The first look waits for the language's words (their chunks compile on first use in tests). */
const loaded = { timeout: 10_000 };

/** The signed-in app admin, as the Users page lists them. */
const me = AdminUserSchema.parse({
  ...ada,
  role: 'app_admin',
  emailVerified: true,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const grace: AdminUser = { ...me, id: 'u-2', email: 'grace@example.test', first_name: 'Grace', role: 'user' };

function renderPage(page: React.ReactElement, locale: Locale) {
  return renderInApp(page, { signedInAs: { ...me, email_verified: true }, locale });
}

describe('the admin Users page in the host’s language', () => {
  it('speaks German: heading, search, table, badges, the row menu and its delete dialog', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me, grace], nextCursor: null } };
    renderPage(<AdminUsersPage />, 'de');
    expect(await screen.findByRole('heading', { name: 'Benutzer' }, loaded)).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzer suchen')).toHaveAttribute('placeholder', 'E-Mail, Name oder Benutzername');
    await screen.findByText('grace@example.test');
    for (const header of ['Konto', 'Rolle', 'Bestätigt', 'Status', 'Erstellt', 'Aktionen']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('row', { name: /ada@example.test/ })).toHaveTextContent('(Sie)');
    expect(screen.getAllByText('App-Admin')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Aktiv')[0]).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aktionen für grace@example.test' }));
    expect(screen.getByRole('menuitem', { name: 'Zu Firmenadmin machen' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Überall abmelden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Dieses Konto löschen?' });
    expect(dialog).toHaveTextContent(
      'grace@example.test und alles, was dazugehört (Termintypen, Profil, Domain), wird gelöscht.',
    );
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Konto löschen' })).toBeInTheDocument();
  });

  it('says the server’s refusal in German in the failure toast, and its empty state', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me], nextCursor: null } };
    api.replies['GET /api/admin/users?q=nobody'] = { status: 200, body: { items: [], nextCursor: null } };
    api.replies['PATCH /api/admin/users/u1'] = { status: 409, body: { error: text.lastAppAdmin } };
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage(<AdminUsersPage />, 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Aktionen für ada@example.test' }, loaded));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Zu Benutzer machen' }));
    expect((await screen.findAllByText('Das hat nicht geklappt'))[0]).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Dies ist der letzte App-Admin. Machen Sie zuerst ein anderes Konto zum App-Admin, bevor Sie dieses herabstufen, deaktivieren oder löschen.',
      )[0],
    ).toBeInTheDocument();
    expect(screen.queryByText(text.lastAppAdmin)).toBeNull();

    await userEvent.type(screen.getByLabelText('Benutzer suchen'), 'nobody');
    expect(await screen.findByText('Keine Konten passen zu Ihrer Suche.')).toBeInTheDocument();
  });
});

describe('the audit log in the host’s language', () => {
  it('writes each entry as a Japanese sentence, the accounts in bold, and says when there is none', async () => {
    const disabled = { action: 'user_disabled', actor: { id: me.id, email: me.email }, target: grace, detail: '' };
    const setUp = {
      action: 'core_domain_set_up',
      actor: { id: null, email: null },
      target: null,
      detail: 'example.com',
    };
    const items = [disabled, setUp].map((entry, i) => ({
      ...entry,
      id: `a${i}`,
      createdAt: '2026-11-22T10:00:00.000Z',
    }));
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items, nextCursor: null } };
    renderPage(<AdminAuditLogPage />, 'ja');
    const log = await screen.findByRole('list', { name: '監査ログ' }, loaded);
    expect(screen.getByRole('heading', { name: '監査ログ' })).toBeInTheDocument();
    const entries = within(log).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('ada@example.test が grace@example.test を無効にしました');
    expect(within(entries[0]!).getByText('grace@example.test')).toHaveClass('font-medium');
    expect(entries[1]).toHaveTextContent('コマンドライン がコアドメインを設定しました (example.com)');
  });

  it('says there is nothing yet, in Japanese', async () => {
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage(<AdminAuditLogPage />, 'ja');
    expect(await screen.findByText('管理操作はまだありません。', {}, loaded)).toBeInTheDocument();
  });
});

describe('the admin DNS page in the host’s language', () => {
  it('speaks French, its validation messages too', async () => {
    api.replies['GET /api/admin/settings'] = {
      status: 200,
      body: { cloudflareToken: { configured: true, last4: 'WXYZ' } },
    };
    renderPage(<AdminDnsPage />, 'fr');
    expect(await screen.findByRole('heading', { name: 'DNS d’administration' }, loaded)).toBeInTheDocument();
    expect(await screen.findByText('Un jeton se terminant par WXYZ est enregistré.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le jeton' }));
    expect(await screen.findByText('Le jeton d’API ne peut pas être vide.')).toBeInTheDocument();
    expect(screen.queryByText(messages.apiTokenEmpty)).toBeNull();

    await userEvent.type(screen.getByLabelText('Domaine'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Configurer le DNS' }));
    expect(await screen.findByText('Le domaine et l’adresse IP sont obligatoires.')).toBeInTheDocument();
  });

  it('the admin sidebar follows the host’s Profile language', async () => {
    renderInApp(<AdminLayout />, { path: '/admin', signedInAs: { ...me, email_verified: true, locale: 'de' } });
    const nav = await screen.findByRole('complementary', { name: 'Administration' }, loaded);
    expect(within(nav).getByRole('link', { name: 'Benutzer' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/admin/audit-log');
    expect(within(nav).getByRole('link', { name: 'Zurück zur App' })).toHaveAttribute('href', '/');
  });

  it('stays English, word for word, for an English host', async () => {
    api.replies['GET /api/admin/settings'] = {
      status: 200,
      body: { cloudflareToken: { configured: false, last4: null } },
    };
    renderPage(<AdminDnsPage />, 'en');
    expect(await screen.findByRole('heading', { name: messages.adminDns })).toBeInTheDocument();
    expect(await screen.findByText('No token saved yet.')).toBeInTheDocument();
    expect(screen.getByText("Connect Cloudflare and point the app's root domain at this server.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up DNS' })).toBeInTheDocument();
  });
});
