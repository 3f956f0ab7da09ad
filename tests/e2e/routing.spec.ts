import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import { messages } from '#shared/messages.ts';
import { routingScreen } from '#shared/routing-form-texts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { api, berlinHost } from './support/booking.ts';

/** A phone in Berlin (390 px, touch, 24-hour times), so the booker's times read as the host wrote them. */
const berlinPhone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Europe/Berlin',
  locale: 'en-GB',
};

test('a host builds a routing form; a visitor on a phone answers it, lands on the booker prefilled and books; the host sees the response with its booking', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  // The event type asks for the invitee's company too: the form's answer of that name prefills it.
  const events = (await api(request, host.token, 'GET', '/api/event-types')) as { items: { id: string }[] };
  await api(request, host.token, 'PUT', `/api/event-types/${events.items[0]!.id}`, {
    name: '30 Min Meeting',
    slug: '30min',
    description: 'A short first call.',
    duration: 30,
    bookingFields: [
      ...DEFAULT_BOOKING_FIELDS,
      { name: 'company', type: 'text', label: 'Company', required: false, hidden: false },
    ],
  });

  const hostContext = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, host.creds);
  await hostPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.routing }).click();
  await expect(hostPage).toHaveURL(/\/routing$/);
  await expect(hostPage.getByText(routingScreen.emptyTitle)).toBeVisible();
  await expectNoSeriousViolations(hostPage, 'routing forms');

  await hostPage.getByRole('link', { name: routingScreen.newForm }).click();
  const details = hostPage.getByRole('region', { name: routingScreen.details });
  await details.getByLabel(routingScreen.name).fill('Who should you talk to?');

  // Two questions, added with the booking questions' own dialog.
  const questions = hostPage.getByRole('region', { name: routingScreen.questions });
  await questions.getByRole('button', { name: routingScreen.addQuestion }).click();
  let dialog = hostPage.getByRole('dialog');
  await dialog.getByLabel('Label').fill('Company');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await questions.getByRole('button', { name: routingScreen.addQuestion }).click();
  dialog = hostPage.getByRole('dialog');
  await dialog.getByLabel('Type').selectOption('select');
  await dialog.getByLabel('Label').fill('Team size');
  await dialog.getByLabel(/Options/).fill('1-10\n11-50\n51+');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(questions.getByRole('listitem')).toHaveCount(4);

  // One route: a team of 51+ books the meeting; anyone else reads the fallback's message.
  const routes = hostPage.getByRole('region', { name: routingScreen.routes });
  await routes.getByRole('button', { name: routingScreen.addRoute }).click();
  await routes.getByLabel(routingScreen.question).selectOption({ label: 'Team size' });
  await routes.getByLabel(routingScreen.answer).selectOption('51+');
  await routes.getByLabel(routingScreen.eventType).selectOption({ label: '30 Min Meeting' });

  // The preview runs the same rules as the server.
  const preview = hostPage.getByRole('form', { name: routingScreen.preview });
  await expect(preview.getByRole('status')).toContainText(routingScreen.fallbackRoute);
  await preview.getByLabel('Team size').selectOption('51+');
  await expect(preview.getByRole('status')).toContainText(`${routingScreen.routeNumber(1)}: 30 Min Meeting`);
  await expectNoSeriousViolations(hostPage, 'routing form builder');

  await hostPage.getByRole('button', { name: routingScreen.save, exact: true }).click();
  await expect(hostPage.getByText(routingScreen.saved, { exact: true })).toBeVisible();
  await expect(hostPage).toHaveURL(/\/routing\/[^/]+$/);
  const formId = new URL(hostPage.url()).pathname.split('/').pop()!;

  // The visitor, on a phone.
  const phone = await browser.newContext(berlinPhone);
  const visitor = await phone.newPage();
  await visitor.goto(`/forms/${formId}`);
  await expect(visitor.getByRole('heading', { name: 'Who should you talk to?' })).toBeVisible();
  await expectNoSeriousViolations(visitor, 'public routing form');
  await visitor.getByRole('button', { name: routingScreen.submit }).click();
  await expect(visitor.getByText('Name is required.')).toBeVisible();
  await visitor.getByLabel('Name').fill('Ada Lovelace');
  await visitor.getByLabel('Email').fill('ada@example.test');
  await visitor.getByLabel('Company').fill('Analytical Engines');
  await visitor.getByLabel('Team size').selectOption('51+');
  await visitor.getByRole('button', { name: routingScreen.submit }).click();

  await expect(visitor).toHaveURL(new RegExp(`/${host.username}/30min\\?`));
  const landed = new URL(visitor.url());
  expect(landed.searchParams.get('company')).toBe('Analytical Engines');
  // The visitor moves on to a Monday with open times (a fixed date, so the test does not depend on today).
  landed.searchParams.set('month', '2027-01');
  landed.searchParams.set('date', '2027-01-18');
  await visitor.goto(landed.pathname + landed.search);
  await visitor.getByRole('button', { name: '09:30' }).click();
  const form = visitor.getByRole('region', { name: 'Enter your details' });
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Email')).toHaveValue('ada@example.test');
  await expect(form.getByLabel('Company')).toHaveValue('Analytical Engines');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
  await phone.close();

  // The host sees the response, its route and its booking.
  await hostPage.getByRole('tab', { name: routingScreen.responses }).click();
  const responses = hostPage.getByRole('list', { name: routingScreen.responses });
  await expect(responses.getByRole('listitem')).toHaveCount(1);
  await expect(responses).toContainText(`${routingScreen.routeNumber(1)}: 30 Min Meeting`);
  await expect(responses).toContainText('Booked: 30 Min Meeting, 18 Jan 2027');
  await expect(responses).toContainText('Analytical Engines');
  await expectNoSeriousViolations(hostPage, 'routing responses');
  const download = hostPage.waitForEvent('download');
  await hostPage.getByRole('button', { name: routingScreen.exportCsv }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Submitted,Route,Went to,Booking,Booking start,Name,Email,Company,Team size');
  expect(csv).toContain('Route 1,30 Min Meeting,');
  expect(csv).toContain(',Ada Lovelace,ada@example.test,Analytical Engines,51+');

  // … and the answers with the booking.
  await hostPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.bookings }).click();
  await hostPage.getByRole('button', { name: 'Details' }).first().click();
  await expect(hostPage.getByText('Routed by Who should you talk to?')).toBeVisible();
  await expect(hostPage.getByText('51+')).toBeVisible();
  await hostContext.close();
});
