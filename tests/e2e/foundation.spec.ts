import { expect, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';

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
  await expect(page.getByRole('heading', { name: 'event-types' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page whose code cannot be fetched says so and offers a reload, instead of a blank window', async ({ page }) => {
  // As after a redeploy that removed the old chunk, or a dropped connection.
  await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/login');
  await page.getByRole('button', { name: messages.createAccount }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/register-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});
