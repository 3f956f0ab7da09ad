import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';
import type { Role } from '#shared/schemas/session.ts';
import { parseEmail } from '../../fakes/smtp-server.ts';

export interface Credentials {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface LatestEmail {
  subject: string;
  text: string;
  /** The first link in the plain-text body (verification, reset, …). */
  link: string | undefined;
}

/**
 * The newest email to `to` in the server's outbox (DATA_DIR/outbox/*.eml, written when SMTP_URL is
 * unset), optionally the newest whose subject matches. Emails are sent in the background, so this
 * waits for one to appear.
 */
export async function readLatestEmail(
  to: string,
  options: { subject?: RegExp; dataDir?: string; timeoutMs?: number } = {},
): Promise<LatestEmail> {
  const outbox = join(options.dataDir ?? E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wanted = to.trim().toLowerCase();
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const email = parseEmail(await readFile(join(outbox, file), 'utf8'));
      // Header recipients may read `Name <address>`: compare the address itself.
      if (!email.to.some((addr) => (/<([^>]+)>/.exec(addr)?.[1] ?? addr).trim().toLowerCase() === wanted)) continue;
      if (options.subject && !options.subject.test(email.subject)) continue;
      return { subject: email.subject, text: email.text, link: email.link };
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Registers an account through the API and verifies its email with the link from the outbox.
 * Defaults give a unique email and a valid password.
 */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<Credentials> = {},
  dataDir = E2E_DATA_DIR,
): Promise<Credentials> {
  const creds: Credentials = {
    email: overrides.email ?? `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`,
    password: overrides.password ?? 'correct-horse-42',
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Lovelace',
  };
  const res = await request.post('/api/auth/register', {
    data: { first_name: creds.firstName, last_name: creds.lastName, email: creds.email, password: creds.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const email = await readLatestEmail(creds.email, { subject: /verify/i, dataDir });
  const token = email.link ? new URL(email.link).searchParams.get('token') : null;
  if (!token) throw new Error(`The verification email to ${creds.email} has no token link`);
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return creds;
}

/** Signs in through the real /login form and waits for the dashboard. */
export async function signIn(page: Page, creds: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const run = promisify(execFile);

/**
 * Gives an account a role with the admin CLI (docs/product.md#server-side-roles), against the e2e server's data folder.
 * The role is in the access token, so grant it before signing in (or sign in again).
 */
export async function grantRole(email: string, role: Exclude<Role, 'user'>, dataDir = E2E_DATA_DIR): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', 'grant', email, role], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

/** An access token for calling the API directly as this account. */
export async function accessToken(request: APIRequestContext, creds: Credentials): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: creds.email, password: creds.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Gives the account a username through the profile API (the token read at sign-in then carries it). */
export async function setUsername(request: APIRequestContext, creds: Credentials): Promise<string> {
  const username = `e2e-${randomBytes(4).toString('hex')}`;
  const res = await request.put('/api/profile', {
    headers: { authorization: `Bearer ${await accessToken(request, creds)}` },
    data: { first_name: creds.firstName, last_name: creds.lastName, username, about: '' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return username;
}
