import { expect, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

test('an unknown path shows the 404 page from the built server', async ({ page }) => {
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible();
});

test('the health endpoint answers with the database status', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: 'sqlite', reachable: true } });
});

test('the API docs page renders every route group, with nothing blocked by its content security policy', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Kairos API/ })).toBeVisible();
  // Every group is listed, folded; one opens to its operations.
  const group = (name: string) =>
    page.getByRole('heading', { name: new RegExp(`^${name} (Expand|Collapse) operation`) });
  for (const name of ['auth', 'event-types', 'bookings', 'calendars', 'apps', 'admin'])
    await expect(group(name)).toBeVisible();
  await group('event-types').click();
  await expect(page.getByText('/api/event-types/{id}', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

/** The built register page's chunk (`assets/<hash>.js`), from the web build's manifest. */
function registerPageChunk(): string {
  const dist = process.env.KAIROS_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, 'web/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = Object.entries(manifest).find(([key]) => key.endsWith('features/auth/pages/register-page.tsx'));
  if (!entry) throw new Error('The web build has no register page chunk');
  return entry[1].file;
}

test('a page whose code cannot be fetched says so and offers a reload, instead of a blank window', async ({ page }) => {
  // As after a redeploy that removed the old chunk, or a dropped connection.
  // Chunks are named by their hash (ADR 036): the manifest says which file holds the register page.
  const chunk = registerPageChunk();
  const isChunk = (url: URL) => url.pathname === `/${chunk}`;
  await page.route(isChunk, (route) => route.abort('failed'));
  await page.goto('/login');
  await page.getByRole('button', { name: messages.createAccount }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(isChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});
