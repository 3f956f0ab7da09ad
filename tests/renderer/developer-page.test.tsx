import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiKey, type ApiKeyCreated, MAX_API_KEYS_PER_USER, apiKeyMessages } from '#shared/schemas/api-keys.ts';
import { DeveloperPage } from '../../src-renderer/features/settings/pages/developer-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { ada, renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const listed: ApiKey = {
  id: 'k1',
  name: 'CRM sync',
  prefix: 'kairos_live_Ab3dE5gH',
  scopes: ['bookings:read', 'bookings:write'],
  team: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
};

function given(items: ApiKey[], teams: object[] = []) {
  api.replies['GET /api/api-keys'] = { status: 200, body: { items } };
  api.replies['GET /api/teams'] = { status: 200, body: { items: teams } };
}

describe('Settings → Developer', () => {
  it('lists each key by name and prefix, with its scopes and when it was made, expires and was used', async () => {
    given([
      listed,
      {
        ...listed,
        id: 'k2',
        name: 'Zapier',
        expiresAt: '2020-01-01T00:00:00.000Z',
        team: { id: 't1', name: 'Support' },
      },
    ]);
    renderInApp(<DeveloperPage />);
    const list = await screen.findByRole('list', { name: 'API keys' });
    const crm = within(list).getByRole('listitem', { name: 'CRM sync' });
    expect(crm).toHaveTextContent('kairos_live_Ab3dE5gH…');
    expect(crm).toHaveTextContent('bookings:read, bookings:write');
    expect(crm).toHaveTextContent('Never expires');
    expect(crm).toHaveTextContent('Never used');
    const zapier = within(list).getByRole('listitem', { name: 'Zapier' });
    expect(zapier).toHaveTextContent('Team Support');
    expect(zapier).toHaveTextContent(/Expired /);
    expect(screen.getByRole('link', { name: 'Read the API docs' })).toHaveAttribute('href', '/api/v1/docs');
  });

  it('says when there are no keys yet', async () => {
    given([]);
    renderInApp(<DeveloperPage />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });

  it('creates a key with the chosen scopes and expiry and shows it once, with a copy button', async () => {
    given([]);
    const created: ApiKeyCreated = {
      id: 'k9',
      key: `kairos_live_${'x'.repeat(54)}`,
      prefix: 'kairos_live_xxxxxxxx',
      scopes: ['event-types:read'],
      expiresAt: '2027-02-26T10:00:00.000Z',
    };
    api.replies['POST /api/api-keys'] = { status: 201, body: created };
    const user = userEvent.setup();
    renderInApp(<DeveloperPage />);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const form = await screen.findByRole('form', { name: 'Create an API key' });

    // The shared schema refuses an empty name and no scope before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(apiKeyMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(apiKeyMessages.scopesRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Website');
    await user.click(within(form).getByLabelText('Never'));
    await user.click(within(form).getByLabelText(/Read event types/));
    given([{ ...listed, id: 'k9', name: 'Website', prefix: created.prefix, scopes: created.scopes }]);
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Website',
      scopes: ['event-types:read'],
      expiresInDays: null,
    });
    const notice = await screen.findByRole('region', { name: 'Copy your new key' });
    expect(notice).toHaveTextContent('Copy this key now: it will not be shown again.');
    expect(within(notice).getByLabelText('API key Website')).toHaveValue(created.key);
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(created.key);
    // Done: the key is gone from the page for good; the list shows its prefix only.
    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(created.key)).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Website' })).toHaveTextContent(`${created.prefix}…`);
  });

  it('offers team keys only for the teams the person owns or administers', async () => {
    given(
      [],
      [
        { id: 't1', name: 'Support', slug: 'support', logoUrl: null, role: 'admin', memberCount: 3 },
        { id: 't2', name: 'Sales', slug: 'sales', logoUrl: null, role: 'member', memberCount: 5 },
      ],
    );
    const user = userEvent.setup();
    renderInApp(<DeveloperPage />);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const actsFor = await screen.findByLabelText('Acts for');
    expect(
      within(actsFor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me (a personal key)', 'Team Support']);
  });

  it('revokes a key only after confirming', async () => {
    given([listed]);
    api.replies['DELETE /api/api-keys/k1'] = { status: 204 };
    const user = userEvent.setup();
    renderInApp(<DeveloperPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('Anything that uses “CRM sync” stops working at once.');
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    given([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(apiKeyMessages.revoked)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/api-keys/k1']);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });

  it('says the server’s refusal in the host’s language: a German host reads German', async () => {
    given([]);
    api.replies['POST /api/api-keys'] = { status: 409, body: { error: apiKeyMessages.tooMany } };
    const user = userEvent.setup();
    renderInApp(<DeveloperPage />, { signedInAs: ada, locale: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Schlüssel erstellen' }));
    const form = await screen.findByRole('form', { name: 'API-Schlüssel erstellen' });
    await user.type(within(form).getByLabelText('Name'), 'Website');
    await user.click(within(form).getByLabelText('Nie'));
    await user.click(within(form).getByLabelText(/Ereignistypen lesen/));
    await user.click(within(form).getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(
      await screen.findByText(
        `Sie können höchstens ${MAX_API_KEYS_PER_USER} API-Schlüssel haben. Widerrufen Sie einen, den Sie nicht mehr verwenden.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(apiKeyMessages.tooMany)).not.toBeInTheDocument();
  });
});
