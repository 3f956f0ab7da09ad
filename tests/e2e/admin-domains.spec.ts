import { expect, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import {
  E2E_CLOUDFLARE_TOKEN,
  E2E_CLOUDFLARE_ZONE,
  E2E_CNAME_TARGET,
  E2E_POINTED_SUBDOMAIN,
} from '../fakes/e2e-fakes.ts';
import { grantRole, registerUser, signIn } from './support/auth.ts';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('an app admin saves a Cloudflare token and sets up the core domain', async ({ page, request }) => {
  const creds = await registerUser(request);
  await grantRole(creds.email, 'app_admin');
  await signIn(page, creds);

  await page.goto('/admin');
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'DNS' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: messages.users })).toHaveAttribute('href', '/admin/users');
  await expect(sidebar.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/');
  await expect(page.getByText('No token saved yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText(messages.apiTokenEmpty)).toBeVisible();

  await page.getByLabel('API Token', { exact: true }).fill('a-token-cloudflare-does-not-know');
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(toasts(page).getByText(messages.saveFailed, { exact: true })).toBeVisible();
  // Cloudflare's words end their sentence before ours begin.
  await expect(
    toasts(page).getByText(
      'Cloudflare rejected the API token: Invalid API Token. Check that it is active and has Zone:Read and DNS:Edit permissions.',
      { exact: true },
    ),
  ).toBeVisible();

  await page.getByLabel('API Token', { exact: true }).fill(E2E_CLOUDFLARE_TOKEN);
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(toasts(page).getByText(messages.cloudflareTokenSaved)).toBeVisible();
  await expect(page.getByText(`A token ending in ${E2E_CLOUDFLARE_TOKEN.slice(-4)} is saved.`)).toBeVisible();
  await expect(page.getByLabel('API Token', { exact: true })).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(E2E_CLOUDFLARE_TOKEN);

  await page.getByRole('button', { name: 'Set up DNS' }).click();
  await expect(page.getByText(messages.domainAndIpRequired)).toBeVisible();

  await page.getByLabel('Domain', { exact: true }).fill('unknown-zone.example');
  await page.getByLabel('IP Address').fill('192.0.2.80');
  await page.getByRole('button', { name: 'Set up DNS' }).click();
  await expect(toasts(page).getByText(messages.setupFailed, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(/No Cloudflare zone found for unknown-zone\.example/)).toBeVisible();

  await page.getByLabel('Domain', { exact: true }).fill(E2E_CLOUDFLARE_ZONE);
  await page.getByRole('button', { name: 'Set up DNS' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Core domain ${E2E_CLOUDFLARE_ZONE} is set up` }),
  ).toContainText(`A record ${E2E_CLOUDFLARE_ZONE} → 192.0.2.80 created`);
  await page.getByRole('button', { name: 'Set up DNS' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was already set up' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to app' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a company admin saves a domain and verifies its DNS records', async ({ page, request }) => {
  const creds = await registerUser(request);
  await grantRole(creds.email, 'company_admin');
  await signIn(page, creds);

  await page.goto('/settings/domains');
  await page.getByText(messages.useSubdomain).click();
  const domain = page.getByLabel('Domain', { exact: true });
  // Lowercased and trimmed as it is typed; the first label is the CNAME's host.
  await domain.fill(' MEET.Acme-E2E.test ');
  await expect(domain).toHaveValue('meet.acme-e2e.test');
  const preview = page.getByRole('table');
  await expect(preview.getByRole('row').nth(1)).toContainText(/CNAME\s*meet\s*app\.kairos-e2e\.test/);
  await expect(preview).toContainText(E2E_CNAME_TARGET);
  await page.getByRole('button', { name: 'Save' }).click();

  const records = page.getByRole('region', { name: 'DNS records' });
  await expect(records).toContainText('meet.acme-e2e.test');
  await records.getByRole('button', { name: 'Verify' }).click();
  await expect(records.getByText('Still expected', { exact: true })).toBeVisible();
  await expect(records.getByText('No record found yet')).toBeVisible();

  // This one already points at the app in the DNS server.
  await domain.fill(E2E_POINTED_SUBDOMAIN);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(records).toContainText(E2E_POINTED_SUBDOMAIN);
  await records.getByRole('button', { name: 'Verify' }).click();
  await expect(records.getByText('Found', { exact: true })).toBeVisible();
  await expect(records.getByText(/^Verified /)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'DNS records' }).getByText(/^Verified /)).toBeVisible();
});
