import { expect, test } from '@playwright/test';
import { LOCATION_EDITOR_LABELS, LOCATION_LABELS } from '#shared/schemas/booking-fields.ts';
import { editorMessages as editor } from '#shared/event-type-editor.ts';
import { bookingFormTexts as texts } from '#shared/booking-form-texts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { berlinHost, newYorkPhone as phone } from './support/booking.ts';

/**
 * Issue 26 end to end: the host gives an event type two locations and two questions (one shown only
 * for a given answer to the other), an invitee books on a phone, picking a location and answering,
 * and the host sees where and what in /bookings. Monday 18 January 2027, 09:00 Berlin = 3:00 AM New York.
 */
test('a host sets locations and a conditional question; an invitee books on a phone; the host sees where and what', async ({
  browser,
  page,
  request,
}) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);

  // The event type's settings, from its card's menu.
  await page
    .getByRole('button', { name: /more options/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: editor.menuItem }).click();
  await expect(page.getByRole('heading', { name: '30 Min Meeting' })).toBeVisible();

  // Locations: Jitsi and a call to the invitee's number.
  await page.getByRole('tab', { name: 'Locations' }).click();
  for (const kind of ['jitsi', 'invitee_phone'] as const) {
    await page.getByLabel(editor.addLocationKind).selectOption({ label: LOCATION_EDITOR_LABELS[kind] });
    await page.getByRole('button', { name: editor.addLocation }).click();
  }
  await expect(page.getByText(editor.severalLocations(2))).toBeVisible();
  await page.getByRole('button', { name: editor.saveLocations }).click();
  await expect(page.getByText(editor.saved).first()).toBeVisible();

  // Questions: a required select, and a required text shown only when it says "Sales".
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: editor.addQuestion }).click();
  let dialog = page.getByRole('dialog', { name: editor.newQuestionTitle });
  await dialog.getByLabel(editor.type).selectOption({ label: 'Select (one)' });
  await dialog.getByLabel(editor.label, { exact: true }).fill('Topic');
  await dialog.getByLabel(editor.options).fill('Sales\nSupport');
  await dialog.getByLabel(editor.requiredBox).check();
  await dialog.getByRole('button', { name: editor.saveQuestion }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: editor.addQuestion }).click();
  dialog = page.getByRole('dialog', { name: editor.newQuestionTitle });
  await dialog.getByLabel(editor.label, { exact: true }).fill('Company');
  await dialog.getByLabel(editor.requiredBox).check();
  await dialog.getByLabel(editor.condition).check();
  await dialog.getByLabel(editor.conditionField).selectOption({ label: 'Topic' });
  await dialog.getByLabel(editor.conditionAnswer).selectOption('Sales');
  await dialog.getByRole('button', { name: editor.saveQuestion }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Shown when “Topic” is “Sales”')).toBeVisible();

  // Topic moves above Guests by keyboard (Alt+ArrowUp on its row), and is said to have moved.
  const questions = page.getByRole('list', { name: editor.questionsList });
  const topic = questions.getByRole('listitem').filter({ hasText: 'Select (one)' });
  await topic.getByRole('button', { name: 'Edit Topic' }).press('Alt+ArrowUp');
  await expect(page.getByText(editor.moved('Topic', 5, 7))).toBeAttached();
  await expect(questions.getByRole('listitem').nth(4)).toContainText('Topic');

  // The preview reacts to the condition.
  const preview = page.getByRole('form', { name: editor.previewTitle });
  await expect(preview.getByLabel('Company')).toHaveCount(0);
  await preview.getByLabel('Topic').selectOption('Sales');
  await expect(preview.getByLabel('Company')).toBeVisible();

  await page.getByRole('button', { name: editor.saveQuestions }).click();
  await expect(page.getByText(editor.saved).first()).toBeVisible();

  // The invitee, on a phone in New York, with their name prefilled from the link.
  const context = await browser.newContext(phone);
  const invitee = await context.newPage();
  await invitee.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18&name=Grace%20Hopper`);
  await invitee.getByRole('button', { name: '3:00 AM' }).click();
  const form = invitee.getByRole('region', { name: 'Enter your details' });
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.test');
  await form.getByRole('radio', { name: LOCATION_LABELS.invitee_phone }).check();
  await form.getByLabel(texts.inviteePhoneLabel).fill('+1 212 555 0123');
  await expect(form.getByLabel('Company')).toHaveCount(0);
  // Confirming without a topic says what is missing, beside it.
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(form.getByText('Topic is required.')).toBeVisible();
  await form.getByLabel('Topic').selectOption('Sales');
  await form.getByLabel('Company').fill('Analytical Engines');
  await expectNoSeriousViolations(invitee, 'booking form with questions on a phone');
  expect(await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  // The invitee's booking page says where and what.
  await expect(invitee).toHaveURL(/\/booking\//);
  await expect(invitee.getByText('Phone call: +1 212 555 0123')).toBeVisible();
  await expect(invitee.getByText('Analytical Engines')).toBeVisible();
  await context.close();

  // The host sees where and what in /bookings.
  await page.goto('/bookings');
  const row = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
  await expect(row.getByText('Phone call: +1 212 555 0123')).toBeVisible();
  await row.getByRole('button', { name: texts.showDetails }).click();
  await expect(row.getByText('Company')).toBeVisible();
  await expect(row.getByText('Analytical Engines')).toBeVisible();
  await expect(row.getByText('Topic')).toBeVisible();
  await expect(row.getByText('Sales', { exact: true })).toBeVisible();
});
