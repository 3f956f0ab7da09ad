import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminAuditLogPage } from '../../src-renderer/features/admin/pages/admin-audit-log-page.tsx';
import { AdminUsersPage } from '../../src-renderer/features/admin/pages/admin-users-page.tsx';
import { type AdminUser, adminUsersMessages as text } from '#shared/schemas/admin-users.ts';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const me: AdminUser = {
  id: 'admin-1',
  email: 'root@example.test',
  first_name: 'Root',
  last_name: 'Admin',
  username: 'root',
  role: 'app_admin',
  emailVerified: true,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const grace: AdminUser = { ...me, id: 'u-2', email: 'grace@example.test', first_name: 'Grace', role: 'user' };

function renderPage(page: React.ReactElement) {
  return renderInApp(page, { signedInAs: { ...me, email_verified: true } });
}

describe('the admin Users page', () => {
  it('says when loading fails, and tries again on request', async () => {
    api.replies['GET /api/admin/users'] = { status: 500, body: { error: 'Internal server error' } };
    renderPage(<AdminUsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me, grace], nextCursor: null } };
    await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByText('grace@example.test')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /root@example.test/ })).toHaveTextContent(`(${text.you})`);
  });

  it('searches on the server and says when nothing matches', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me, grace], nextCursor: null } };
    api.replies['GET /api/admin/users?q=nobody'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage(<AdminUsersPage />);
    await screen.findByText('grace@example.test');
    await userEvent.type(screen.getByLabelText(text.searchLabel), 'nobody');
    expect(await screen.findByText(text.noUsersMatch)).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me], nextCursor: 'c1' } };
    api.replies['GET /api/admin/users?cursor=c1'] = { status: 200, body: { items: [grace], nextCursor: null } };
    renderPage(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: text.loadMore }));
    expect(await screen.findByText('grace@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.loadMore })).toBeNull();
  });

  it('shows the server’s reason when the last app admin would be demoted', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me], nextCursor: null } };
    api.replies['PATCH /api/admin/users/admin-1'] = { status: 409, body: { error: text.lastAppAdmin } };
    renderPage(<AdminUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: text.rowActions(me.email) }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Make user' }));
    expect(await screen.findByText(text.lastAppAdmin)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'user' });
  });

  it('asks before deleting, naming the account, and deletes only when confirmed', async () => {
    api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me, grace], nextCursor: null } };
    api.replies['DELETE /api/admin/users/u-2'] = { status: 204 };
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage(<AdminUsersPage />);
    const openMenu = async () =>
      userEvent.click(await screen.findByRole('button', { name: text.rowActions(grace.email) }));
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: text.delete }));
    const dialog = screen.getByRole('dialog', { name: text.deleteTitle });
    expect(dialog).toHaveTextContent(text.deleteDescription(grace.email));
    await userEvent.keyboard('{Escape}');
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: text.delete }));
    await userEvent.click(screen.getByRole('button', { name: text.deleteConfirm }));
    expect(await screen.findByText(text.deletedDone(grace.email))).toBeInTheDocument();
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  });
});

describe('the audit log page', () => {
  it('shows each action in words, the command line included, and says when there is none', async () => {
    api.replies['GET /api/admin/audit-log'] = {
      status: 200,
      body: {
        items: [
          {
            id: 'a2',
            createdAt: '2026-11-22T10:00:00.000Z',
            action: 'user_disabled',
            actor: { id: me.id, email: me.email },
            target: { id: grace.id, email: grace.email },
            detail: '',
          },
          {
            id: 'a1',
            createdAt: '2026-11-22T09:00:00.000Z',
            action: 'role_changed',
            actor: { id: null, email: null },
            target: { id: me.id, email: me.email },
            detail: 'user → app_admin',
          },
        ],
        nextCursor: null,
      },
    };
    renderPage(<AdminAuditLogPage />);
    const log = await screen.findByRole('list', { name: text.auditLogTitle });
    const entries = within(log).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('root@example.test disabled grace@example.test');
    expect(entries[1]).toHaveTextContent(
      `${text.commandLine} changed the role of root@example.test (user → app_admin)`,
    );
  });

  it('says when there is nothing yet', async () => {
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage(<AdminAuditLogPage />);
    expect(await screen.findByText(text.noAuditEntries)).toBeInTheDocument();
  });
});
