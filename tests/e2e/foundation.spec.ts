import { expect, test } from '@playwright/test';
import { messages } from '../../src-shared/messages.ts';

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
