import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { DomainSettingsResponse } from '#shared/schemas/domains.ts';
import { domainMessages } from '#shared/schemas/domains.ts';
import { AdminLayout } from '../../src-renderer/features/admin/admin-layout.tsx';
import { AdminDnsPage } from '../../src-renderer/features/admin/pages/admin-dns-page.tsx';
import { DomainsPage } from '../../src-renderer/features/domains/pages/domains-page.tsx';
import { fakeApiPerTest } from '../helpers/fake-api.ts';
import { renderInApp } from '../helpers/render.tsx';

const api = fakeApiPerTest();

const noDomain: DomainSettingsResponse = {
  domain: null,
  records: [],
  target: { cnameTarget: 'app.kairos.example', publicIp: null },
};

describe('the custom domain page', () => {
  it('previews the records with the server’s real values as the domain is typed', async () => {
    api.replies['GET /api/domains'] = {
      status: 200,
      body: { ...noDomain, target: { ...noDomain.target, publicIp: '203.0.113.9' } },
    };
    renderInApp(<DomainsPage />);
    const input = await screen.findByLabelText('Domain');
    await userEvent.type(input, 'Book.ACME.com');
    expect(input).toHaveValue('book.acme.com');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/CNAME\s*book\s*app\.kairos\.example/);

    await userEvent.click(screen.getByText(messages.useFullDomain));
    const full = screen.getAllByRole('row');
    expect(full[1]).toHaveTextContent(/A\s*@\s*203\.0\.113\.9/);
    expect(full[2]).toHaveTextContent(/CNAME\s*\*\s*book\.acme\.com/);
  });

  it('says the public IP is not configured rather than showing a made-up one', async () => {
    api.replies['GET /api/domains'] = { status: 200, body: noDomain };
    renderInApp(<DomainsPage />);
    await userEvent.click(await screen.findByText(messages.useFullDomain));
    await userEvent.type(screen.getByLabelText('Domain'), 'acme.com');
    expect(screen.getByText(domainMessages.publicIpNotConfigured)).toBeInTheDocument();
  });

  it('checks the domain before sending it, and shows the server’s refusal under the field', async () => {
    api.replies['GET /api/domains'] = { status: 200, body: noDomain };
    api.replies['PUT /api/domains'] = { status: 409, body: { error: domainMessages.domainTaken } };
    renderInApp(<DomainsPage />);
    const input = await screen.findByLabelText('Domain');
    await userEvent.type(input, 'acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(domainMessages.subdomainNeedsThreeLabels)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'book.acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(domainMessages.domainTaken)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', body: { mode: 'SUBDOMAIN', domain: 'book.acme.com' } });
  });

  it('shows, record by record, what Verify found and what is still expected', async () => {
    api.replies['GET /api/domains'] = {
      status: 200,
      body: {
        domain: { hostname: 'acme.com', mode: 'ROOT_DOMAIN', verifiedAt: null },
        records: [
          { type: 'A', name: '@', fqdn: 'acme.com', value: '203.0.113.9' },
          { type: 'CNAME', name: '*', fqdn: '*.acme.com', value: 'acme.com' },
        ],
        target: { cnameTarget: 'app.kairos.example', publicIp: '203.0.113.9' },
      },
    };
    api.replies['POST /api/domains/verify'] = {
      status: 200,
      body: {
        verified: false,
        verifiedAt: null,
        records: [
          {
            type: 'A',
            name: '@',
            fqdn: 'acme.com',
            expected: '203.0.113.9',
            found: ['203.0.113.9'],
            ok: true,
            problem: null,
          },
          {
            type: 'CNAME',
            name: '*',
            fqdn: '*.acme.com',
            expected: 'acme.com',
            found: ['old.host.net'],
            ok: false,
            problem: null,
          },
        ],
      },
    };
    renderInApp(<DomainsPage />);
    const records = await screen.findByRole('region', { name: 'DNS records' });
    await userEvent.click(within(records).getByRole('button', { name: 'Verify' }));
    const rows = await within(records).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Found');
    expect(rows[2]).toHaveTextContent('Still expected');
    expect(rows[2]).toHaveTextContent('Found: old.host.net');
    expect(within(records).getByText(/1 record is still expected/)).toBeInTheDocument();
  });
});

describe('removing the custom domain', () => {
  it('asks first, then disconnects the domain and empties the form', async () => {
    api.replies['GET /api/domains'] = {
      status: 200,
      body: {
        domain: { hostname: 'book.acme.com', mode: 'SUBDOMAIN', verifiedAt: null },
        records: [{ type: 'CNAME', name: 'book', fqdn: 'book.acme.com', value: 'app.kairos.example' }],
        target: { cnameTarget: 'app.kairos.example', publicIp: null },
      },
    };
    api.replies['DELETE /api/domains'] = { status: 204 };
    renderInApp(<DomainsPage />);
    const records = await screen.findByRole('region', { name: 'DNS records' });
    await userEvent.click(within(records).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this domain?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'DNS records' })).toBeNull();
    expect(screen.getByLabelText('Domain')).toHaveValue('');
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/domains' });
  });
});

describe('the admin DNS page', () => {
  beforeEach(() => {
    api.replies['GET /api/admin/settings'] = {
      status: 200,
      body: { cloudflareToken: { configured: true, last4: 'WXYZ' } },
    };
  });

  it('has the admin sidebar: DNS active, Users and Audit log linked, and a way back to the app', async () => {
    renderInApp(<AdminLayout />, { path: '/admin' });
    const nav = screen.getByRole('complementary', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'DNS' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: messages.users })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: messages.users })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit-log');
    expect(within(nav).getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/');
  });

  it('shows only the last four characters of the saved token and refuses an empty one', async () => {
    renderInApp(<AdminDnsPage />);
    expect(await screen.findByText('A token ending in WXYZ is saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(messages.apiTokenEmpty)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows Save Failed with the server’s error when Cloudflare refuses the token', async () => {
    api.replies['POST /api/admin/settings/cloudflare-token'] = {
      status: 400,
      body: { error: 'Cloudflare rejected the API token: Invalid API Token' },
    };
    renderInApp(<AdminDnsPage />);
    await userEvent.type(screen.getByLabelText('API Token'), 'bad-token');
    await userEvent.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(messages.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('Cloudflare rejected the API token: Invalid API Token')).toBeInTheDocument();
  });

  it('asks for both core domain fields, then shows the server’s message or Setup Failed', async () => {
    renderInApp(<AdminDnsPage />);
    await userEvent.type(screen.getByLabelText('Domain'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Set up DNS' }));
    expect(await screen.findByText(messages.domainAndIpRequired)).toBeInTheDocument();

    api.replies['POST /api/admin/dns/setup-core'] = {
      status: 404,
      body: { error: 'No Cloudflare zone found for example.com.' },
    };
    await userEvent.type(screen.getByLabelText('IP Address'), '192.0.2.1');
    await userEvent.click(screen.getByRole('button', { name: 'Set up DNS' }));
    expect(await screen.findByText(messages.setupFailed)).toBeInTheDocument();
    expect(screen.getByText('No Cloudflare zone found for example.com.')).toBeInTheDocument();

    api.replies['POST /api/admin/dns/setup-core'] = {
      status: 200,
      body: { message: 'Core domain example.com is set up.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Set up DNS' }));
    expect(await screen.findByText('Core domain example.com is set up.')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ body: { domain: 'example.com', ipAddress: '192.0.2.1' } });
  });
});
