import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { berlinHost } from './support/booking.ts';
import { authDe } from '#shared/i18n/app/de/auth.ts';
import { errorsDe } from '#shared/i18n/app/de/errors.ts';
import { settingsDe } from '#shared/i18n/app/de/settings.ts';
import { teamsJa } from '#shared/i18n/app/ja/teams.ts';
import { messages } from '#shared/messages.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { shellDe } from '#shared/i18n/app/de/shell.ts';
import { fr } from '#shared/i18n/fr.ts';

// The invitee's language (docs/product.md#languages, ADR 030): the browser's by default, ?lang=
// over it; dates and times as that language writes them. Monday 18 January 2027 is open 09:00–11:00 in Berlin.

test('a German browser sees the booker in German, with German dates and 24-hour times', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Januar 2027' })).toBeVisible();
  const times = page.getByRole('region', { name: 'Uhrzeit wählen' });
  await expect(times.getByRole('heading', { name: 'Montag, 18. Januar' })).toBeVisible();
  await expect(times.getByRole('list', { name: 'Freie Uhrzeiten' }).getByRole('button')).toHaveText([
    '09:00',
    '09:30',
    '10:00',
    '10:30',
  ]);
  await expect(page.getByRole('columnheader').first()).toHaveText('Mo');
  await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
  await expect(page.getByText('30 Min.', { exact: true })).toBeVisible();

  // Booking in German: the form's words, and the booking page after it.
  await times.getByRole('button', { name: '09:30' }).click();
  const form = page.getByRole('region', { name: 'Ihre Angaben' });
  await expect(form.getByText('Mo., 18. Jan. 2027 · 09:30–10:00 (Europe/Berlin)')).toBeVisible();
  await form.getByLabel('Name').fill('Lise Meitner');
  await form.getByLabel('E-Mail').fill('lise@example.test');
  await form.getByRole('button', { name: 'Buchung bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeVisible();
  await expect(page.getByText('Eine Kalendereinladung wurde an lise@example.test gesendet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stornieren' })).toBeVisible();
  await context.close();
});

test('?lang=ja shows the booker in Japanese whatever the browser speaks', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  // 09:00 in Berlin is 17:00 in Tokyo.
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18&lang=ja`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: '2027年1月' })).toBeVisible();
  const times = page.getByRole('region', { name: '時間を選択' });
  await expect(times.getByRole('heading', { name: '1月18日月曜日' })).toBeVisible();
  await expect(times.getByRole('list', { name: '空き時間' }).getByRole('button').first()).toHaveText('17:00');
  await expect(page.getByText('タイムゾーン', { exact: true })).toBeVisible();
  await context.close();
});

test('on a phone, a French invitee books in French', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  const times = page.getByRole('region', { name: 'Choisissez un horaire' });
  await expect(times.getByRole('heading', { name: 'lundi 18 janvier' })).toBeVisible();
  await times.getByRole('button', { name: '10:00' }).click();
  const form = page.getByRole('region', { name: 'Vos coordonnées' });
  // What is missing is said in French too.
  await form.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(form.getByText('Nom est obligatoire.')).toBeVisible();
  await form.getByLabel('E-mail').fill('marie@');
  await form.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(form.getByText(fr['form.invalidEmail'])).toBeVisible();
  await form.getByLabel('Nom').fill('Marie Curie');
  await form.getByLabel('E-mail').fill('marie@example.test');
  await form.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous est réservé' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('an event type set to Japanese speaks Japanese to every invitee, unless the link says ?lang=', async ({
  page,
  request,
  browser,
}) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);
  await page.getByRole('button', { name: 'More options for 30 Min Meeting' }).click();
  await page.getByRole('menuitem', { name: 'Booking settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking settings' });
  await dialog.getByLabel('Booking page language').selectOption('ja');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' });
  const invitee = await context.newPage();
  await invitee.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await expect(invitee.getByRole('region', { name: '時間を選択' })).toBeVisible();
  await invitee.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18&lang=es`);
  await expect(invitee.getByRole('region', { name: 'Elige una hora' })).toBeVisible();
  await context.close();
});

test('a host who chooses German on the Profile page reads the whole app in German', async ({ page, request }) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);
  await page.goto('/settings/profile');
  await page.getByLabel('Language').selectOption('de');
  // Saving renews the stored access token (it names the language) after the answer: the reload waits
  // until the app has stored it.
  const renewed = page.evaluate(
    () =>
      new Promise((resolve) => window.addEventListener('kairos:tokens-refreshed', () => resolve(null), { once: true })),
  );
  await page.getByRole('button', { name: 'Update' }).click();
  // The app comes back in German (ADR 035): the page, its toast, the sidebar and <html lang>.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(settingsDe['settings.profile.updated']).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: shellDe['shell.mainNavigation'] });
  await expect(nav.getByRole('link', { name: shellDe['shell.nav.bookings'] })).toBeVisible();
  await expect(page.getByRole('button', { name: settingsDe['settings.update'] })).toBeVisible();
  await renewed;
  await page.reload();
  await expect(page.getByLabel(settingsDe['settings.profile.language'])).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Bookings', exact: true })).toHaveCount(0);

  const booked = await request.post(`/api/public/${host.username}/30min/bookings`, {
    data: { start: '2027-01-18T08:00:00Z', name: 'Lise Meitner', email: 'lise@example.test', timeZone: 'UTC' },
  });
  expect(booked.status()).toBe(201);
  await page.getByRole('link', { name: shellDe['shell.nav.bookings'] }).click();
  await expect(page.getByText(/Montag, 18\. Januar/)).toBeVisible();
});

test('a visitor whose browser speaks German signs in in German, and a team link’s ?lang=ja is Japanese', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: authDe['auth.login.title'] })).toBeVisible();
  await page.getByRole('button', { name: authDe['auth.signIn'] }).click();
  // The form's own check, said in the visitor's language.
  await expect(page.getByText(errorsDe[messages.loginMissingFields]).first()).toBeVisible();
  await page.getByLabel(authDe['auth.email']).fill('nobody@example.test');
  await page.getByLabel(authDe['auth.password']).fill('wrong-password-1');
  await page.getByRole('button', { name: authDe['auth.signIn'] }).click();
  // The server's English answer, shown in German.
  await expect(page.getByText(errorsDe[authAnswers.invalidCredentials]).first()).toBeVisible();

  await page.goto('/team/no-such-team?lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: teamsJa['teams.publicNotFoundTitle'] })).toBeVisible();
  await context.close();
});
