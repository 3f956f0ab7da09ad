import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { messages } from '#shared/messages.ts';
import { accessToken, type Credentials, grantRole, registerUser, setUsername, signIn } from './support/auth.ts';

/** Forgets this browser's session so another account can sign in. */
async function signInAs(page: Page, creds: Credentials) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, creds);
}

function card(page: Page, name: string) {
  return page.getByRole('list', { name: messages.eventTypes }).getByRole('listitem', { name, exact: true });
}

async function createEventType(page: Page, values: { name: string; description?: string; duration?: number }) {
  await page.getByRole('button', { name: messages.newEventType, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event Type' });
  await dialog.getByLabel(messages.eventName).fill(values.name);
  if (values.description) await dialog.getByLabel(messages.descriptionOptional).fill(values.description);
  if (values.duration) await dialog.getByLabel(messages.durationMinutes).fill(String(values.duration));
  await dialog.getByRole('button', { name: messages.createEventType }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.eventTypeCreated, { exact: true })).toBeVisible();
  await expect(card(page, values.name)).toBeVisible();
}

test('a user manages event types from the dashboard', async ({ page, request, context }) => {
  const creds = await registerUser(request);
  const username = await setUsername(request, creds);
  await signIn(page, creds);

  await expect(page.getByRole('heading', { name: messages.eventTypes, level: 1 })).toBeVisible();
  await expect(page.getByText(messages.noEventTypes)).toBeVisible();

  // Create three; the slug follows the name while it is typed.
  await page.getByRole('button', { name: messages.newEventType, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event Type' });
  await dialog.getByLabel(messages.eventName).fill('Intro Call!');
  await expect(dialog.getByLabel(messages.urlSlug)).toHaveValue('intro-call');
  await dialog.getByRole('button', { name: messages.cancel }).click();
  await createEventType(page, { name: 'Intro Call', description: 'Getting to know each other', duration: 15 });
  await createEventType(page, { name: 'Sprint Planning', description: 'Plan the NEXT iteration', duration: 60 });
  await createEventType(page, { name: 'Coffee Chat' });

  const intro = card(page, 'Intro Call');
  await expect(intro.getByText(`/${username}/intro-call`)).toBeVisible();
  await expect(intro.getByText('15m')).toBeVisible();
  await expect(card(page, 'Coffee Chat').getByText('30m')).toBeVisible();

  // Search is server-side, by name or description, case-insensitive.
  const search = page.getByRole('searchbox', { name: 'Search event types' });
  await search.fill('next');
  await expect(card(page, 'Sprint Planning')).toBeVisible();
  await expect(card(page, 'Intro Call')).toBeHidden();
  await expect(card(page, 'Coffee Chat')).toBeHidden();
  await search.fill('no such thing');
  await expect(page.getByText(messages.noEventTypesMatch)).toBeVisible();
  await search.fill('');
  await expect(card(page, 'Coffee Chat')).toBeVisible();

  // Hide one: the switch turns off and the 'Hidden' badge appears.
  const coffee = card(page, 'Coffee Chat');
  await expect(coffee.getByText(messages.hidden, { exact: true })).toBeHidden();
  const toggle = coffee.getByRole('switch');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(coffee.getByText(messages.hidden, { exact: true })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(card(page, 'Coffee Chat').getByText(messages.hidden, { exact: true })).toBeVisible();

  // Copy a link: the product's own URL (docs/product.md#own-links).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await card(page, 'Intro Call').getByRole('button', { name: 'Copy link to Intro Call' }).click();
  await expect(page.getByText(messages.eventLinkCopied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/${username}/intro-call`);

  // Edit opens the same form, filled in.
  await card(page, 'Intro Call').getByRole('button', { name: 'Edit Intro Call' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event Type' });
  await expect(edit.getByLabel(messages.eventName)).toHaveValue('Intro Call');
  await expect(edit.getByLabel(messages.durationMinutes)).toHaveValue('15');
  await edit.getByLabel(messages.eventName).fill('Intro Call Extended');
  await edit.getByLabel(messages.durationMinutes).fill('45');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const extended = card(page, 'Intro Call Extended');
  await expect(extended.getByText('45m')).toBeVisible();
  // The slug did not follow the new name: existing links keep working.
  await expect(extended.getByText(`/${username}/intro-call`, { exact: true })).toBeVisible();

  // Duplicate from the more-options menu.
  await card(page, 'Sprint Planning').getByRole('button', { name: 'More options for Sprint Planning' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = card(page, 'Sprint Planning (copy)');
  await expect(copy).toBeVisible();
  await expect(copy.getByText(`/${username}/sprint-planning-copy`)).toBeVisible();

  // Delete asks first; Cancel keeps it, Delete removes it.
  await copy.getByRole('button', { name: 'More options for Sprint Planning (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event type?' });
  await confirm.getByRole('button', { name: messages.cancel }).click();
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: 'More options for Sprint Planning (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toBeHidden();
  await expect(page.getByRole('list', { name: messages.eventTypes }).getByRole('listitem')).toHaveCount(3);

  // With more than a page of them, the list loads more while scrolling and then says so.
  const token = await accessToken(request, creds);
  for (let i = 1; i <= 30; i++) {
    const res = await request.post('/api/event-types', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Bulk ${i}`, slug: `bulk-${i}`, duration: 30 },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  const items = page.getByRole('list', { name: messages.eventTypes }).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(page.getByText(messages.noMoreResults)).toBeHidden();
  await page
    .getByText(messages.noMoreResults)
    .or(page.getByRole('button', { name: 'Load more' }))
    .scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByText(messages.noMoreResults)).toBeVisible();
  await expect(items).toHaveCount(33);
  await expect(card(page, 'Coffee Chat')).toBeVisible();
});

test('public page actions ask for a username first', async ({ page, request }) => {
  const creds = await registerUser(request);
  await signIn(page, creds);

  await page.getByRole('button', { name: messages.viewPublicPage }).click();
  const prompt = page.getByRole('dialog', { name: messages.setYourUsername });
  await expect(prompt.getByText(messages.setUsernameText)).toBeVisible();
  await prompt.getByRole('button', { name: messages.later }).click();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: messages.copyPublicPageLink }).click();
  await prompt.getByRole('button', { name: messages.goToProfile }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
});

test('the public page link is copied and opened with the product’s own URL', async ({ page, request, context }) => {
  const creds = await registerUser(request);
  const username = await setUsername(request, creds);
  await signIn(page, creds);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });

  await page.getByRole('button', { name: messages.copyPublicPageLink }).click();
  await expect(page.getByText(messages.linkCopied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/${username}`);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: messages.viewPublicPage }).click();
  expect((await popup).url()).toBe(`${E2E_BASE_URL}/${username}`);
});

test('the sidebar shows the Administration entries each role may use', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: messages.eventTypes })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText(messages.administration)).toBeHidden();
  await expect(nav.getByRole('link', { name: messages.adminDns })).toBeHidden();
  await expect(nav.getByRole('link', { name: messages.domains })).toBeHidden();
  await expect(page.getByText(messages.noEventTypes)).toBeVisible();
  const audit = await new AxeBuilder({ page }).analyze();
  const findings = audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
  expect(findings).toEqual([]);

  const companyAdmin = await registerUser(request);
  await grantRole(companyAdmin.email, 'company_admin');
  await signInAs(page, companyAdmin);
  await expect(nav.getByText(messages.administration)).toBeVisible();
  await expect(nav.getByRole('link', { name: messages.adminDns })).toBeHidden();
  await nav.getByRole('link', { name: messages.domains }).click();
  await expect(page).toHaveURL(/\/settings\/domains$/);

  const appAdmin = await registerUser(request);
  await grantRole(appAdmin.email, 'app_admin');
  await signInAs(page, appAdmin);
  await expect(nav.getByText(messages.administration)).toBeVisible();
  await expect(nav.getByRole('link', { name: messages.domains })).toBeHidden();
  await nav.getByRole('link', { name: messages.adminDns }).click();
  await expect(page).toHaveURL(/\/admin\/dns$/);
});

test('the user menu opens on hover or keyboard and leads to the download page', async ({ page, request }) => {
  const creds = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
  await signIn(page, creds);
  const trigger = page.getByRole('button', { name: 'Grace Hopper' });
  const menu = page.getByRole('menu');

  await trigger.hover();
  await expect(menu.getByRole('menuitem', { name: messages.myProfile })).toBeVisible();
  await page.mouse.move(900, 700);
  await expect(menu).toBeHidden();

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: messages.myProfile })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: messages.mySettings })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await menu.getByRole('menuitem', { name: messages.downloadDesktopApp }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { name: 'Kairos for desktop' })).toBeVisible();
  await expect(page.getByText(/Desktop downloads are not set up on this server/)).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: messages.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a narrow screen the sidebar hides behind a menu button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const creds = await registerUser(request);
  await signIn(page, creds);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('link', { name: messages.eventTypes })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: messages.eventTypes, level: 1 })).toBeVisible();
});
