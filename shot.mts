import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';
const base = process.argv[2]!;
const browser = await chromium.launch(chromiumLaunchOptions());
const email = `shot${Date.now()}@example.test`;
const api = async (path: string, body: unknown, token?: string) => {
  const r = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return r.json() as Promise<Record<string, unknown>>;
};
for (const [name, opts] of [
  ['login-light', { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const }],
  ['login-de-dark', { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const, locale: 'de-DE' }],
  ['login-phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: /Sign in|Anmelden/ }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
console.log(JSON.stringify(await api('/auth/register', { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse battery' })).slice(0, 200));
