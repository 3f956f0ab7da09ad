import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '#shared/i18n/app/admin.ts';
import { type AdminUser, adminUsersMessages as text } from '#shared/schemas/admin-users.ts';
import type { ApiKey } from '#shared/schemas/api-keys.ts';
import { AdminUsersPage } from '../../src-renderer/features/admin/pages/admin-users-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();
const say = (key: keyof typeof adminTexts, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>((s, [k, v]) => s.replace(`{${k}}`, v), adminTexts[key]);

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
const mallory: AdminUser = { ...me, id: 'u-9', email: 'mallory@example.test', role: 'user', disabled: true };
const crm: ApiKey = {
  id: 'k-1',
  name: 'CRM sync',
  prefix: 'kairos_live_AbCdEfGh',
  scopes: ['bookings:read', 'bookings:write'],
  team: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-20T09:00:00.000Z',
  revokedAt: null,
};
const old: ApiKey = {
  ...crm,
  id: 'k-0',
  name: 'Old script',
  prefix: 'kairos_live_ZzYyXxWw',
  scopes: ['event-types:read'],
  team: { id: 't-1', name: 'Support' },
  lastUsedAt: null,
  revokedAt: '2026-10-15T09:00:00.000Z',
};
const keysPath = 'GET /api/admin/users/u-9/api-keys';

function renderPage() {
  api.replies['GET /api/admin/users'] = { status: 200, body: { items: [me, mallory], nextCursor: null } };
  return renderInApp(<AdminUsersPage />, { signedInAs: { ...me, email_verified: true } });
}

async function openKeys() {
  await userEvent.click(await screen.findByRole('button', { name: text.rowActions(mallory.email) }));
  await userEvent.click(screen.getByRole('menuitem', { name: adminTexts['admin.users.apiKeys'] }));
  return screen.getByRole('dialog', { name: say('admin.keys.title', { email: mallory.email }) });
}

describe('Admin → Users → API keys of an account', () => {
  it('lists every key of a disabled account with its prefix, scopes and dates, and revokes a live one only when confirmed', async () => {
    api.replies[keysPath] = { status: 200, body: { items: [crm, old] } };
    api.replies['DELETE /api/admin/users/u-9/api-keys/k-1'] = { status: 204 };
    api.replies['GET /api/admin/audit-log'] = { status: 200, body: { items: [], nextCursor: null } };
    renderPage();
    const dialog = await openKeys();
    const list = await within(dialog).findByRole('list', { name: adminTexts['admin.users.apiKeys'] });
    const [live, revoked] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(live).toHaveAccessibleName('CRM sync');
    expect(live).toHaveTextContent('kairos_live_AbCdEfGh…');
    expect(live).toHaveTextContent('bookings:read, bookings:write');
    expect(live).toHaveTextContent(/Created .*2026/);
    expect(live).toHaveTextContent(/Last used .*2026/);
    expect(live).toHaveTextContent('Never expires');
    expect(revoked).toHaveTextContent('Team Support');
    expect(revoked).toHaveTextContent('Never used');
    expect(revoked).toHaveTextContent(/Revoked .*2026/);
    // A revoked key cannot be revoked again.
    expect(within(revoked).queryByRole('button')).toBeNull();

    await userEvent.click(
      within(live).getByRole('button', { name: say('admin.keys.revokeLabel', { name: 'CRM sync' }) }),
    );
    let confirm = screen.getByRole('dialog', { name: adminTexts['admin.keys.revokeTitle'] });
    expect(confirm).toHaveTextContent(say('admin.keys.revokeDescription', { name: 'CRM sync', email: mallory.email }));
    await userEvent.click(within(confirm).getByRole('button', { name: adminTexts['admin.users.cancel'] }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    api.replies[keysPath] = {
      status: 200,
      body: { items: [{ ...crm, revokedAt: '2026-11-28T09:00:00.000Z' }, old] },
    };
    await userEvent.click(
      within(live).getByRole('button', { name: say('admin.keys.revokeLabel', { name: 'CRM sync' }) }),
    );
    confirm = screen.getByRole('dialog', { name: adminTexts['admin.keys.revokeTitle'] });
    await userEvent.click(within(confirm).getByRole('button', { name: adminTexts['admin.keys.revoke'] }));
    expect(await screen.findByText(adminTexts['admin.keys.revoked'])).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      expect.stringContaining('/api/admin/users/u-9/api-keys/k-1'),
    ]);
    await waitFor(() => expect(within(dialog).queryAllByRole('button', { name: /^Revoke / })).toEqual([]));
    // The keyboard stays in the dialog, on the key it revoked: Escape closes the toast, then the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole('listitem', { name: 'CRM sync' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the account has no keys', async () => {
    api.replies[keysPath] = { status: 200, body: { items: [] } };
    renderPage();
    const dialog = await openKeys();
    expect(await within(dialog).findByText(adminTexts['admin.keys.none'])).toBeInTheDocument();
  });

  it('says when loading fails, and tries again on request', async () => {
    api.replies[keysPath] = { status: 500, body: { error: 'Internal server error' } };
    renderPage();
    const dialog = await openKeys();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(adminTexts['admin.keys.loadFailed']);
    api.replies[keysPath] = { status: 200, body: { items: [crm] } };
    await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await within(dialog).findByText('CRM sync')).toBeInTheDocument();
  });
});
