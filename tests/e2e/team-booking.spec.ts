import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { teamEventTypeScreen } from '#shared/schemas/team-event-types.ts';
import { teamScreen } from '#shared/schemas/teams.ts';
import { profileMessages } from '#shared/schemas/profile.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { readLatestEmail, signIn } from './support/auth.ts';
import { api, berlinHost, newYorkPhone } from './support/booking.ts';

// Issue 29 (ADR 028, ADR 029): a host makes a team and invites a second host by email, who accepts
// through the email's link; the owner makes a round-robin event type in the app, an invitee books it
// on a phone from the team's page, and a dynamic group link of two opted-in users books them both.
// (tests/e2e/teams.spec.ts makes the team in the screens and invites someone who has no account yet.)

const times = (page: Page) => page.getByRole('list', { name: 'Open times' }).getByRole('button');

async function confirm(page: Page, name: string) {
  const form = page.getByRole('region', { name: 'Enter your details' });
  await form.getByLabel('Name').fill(name);
  await form
    .getByLabel('Email')
    .fill(`${name.split(' ')[0]!.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`);
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
}

test('an owner makes a round-robin event type, an invitee books it on a phone, and a group link books two people', async ({
  browser,
  page,
  request,
}) => {
  // Two hosts in Berlin, open Mondays 09:00–11:00 and 09:00–10:00.
  const owner = await berlinHost(request);
  const member = await berlinHost(request, '10:00');
  await api(request, member.token, 'PUT', '/api/profile', {
    first_name: 'Grace',
    last_name: 'Hopper',
    username: member.username,
    about: '',
  });
  const teamSlug = `e2e-team-${randomBytes(3).toString('hex')}`;
  const { id: teamId } = (await api(request, owner.token, 'POST', '/api/teams', {
    name: 'Support desk',
    slug: teamSlug,
  })) as { id: string };
  await api(request, owner.token, 'POST', `/api/teams/${teamId}/invites`, {
    email: member.creds.email,
    role: 'member',
  });

  // The second host opens the invitation's link from the email and accepts.
  const invitation = await readLatestEmail(member.creds.email, { subject: /invited you/ });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.creds);
  await memberPage.goto(invitation.link!);
  await memberPage.getByRole('button', { name: teamScreen.accept }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Support desk' })).toBeVisible();
  await memberContext.close();

  // The owner makes the event type in the app: round-robin, both members as hosts.
  await signIn(page, owner.creds);
  await page.goto(`/teams/${teamId}/event-types`);
  await expect(page.getByText(teamEventTypeScreen.empty)).toBeVisible();
  await page.getByRole('button', { name: teamEventTypeScreen.newEventType }).click();
  const dialog = page.getByRole('dialog', { name: teamEventTypeScreen.newEventType });
  await dialog.getByLabel('Title').fill('Support call');
  await dialog.getByLabel('URL slug').fill('support');
  await expect(dialog.getByLabel(teamEventTypeScreen.roundRobin)).toBeChecked();
  await dialog.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
  await dialog.getByRole('checkbox', { name: /Grace Hopper/ }).check();
  await expectNoSeriousViolations(page, 'team event type dialog');
  await dialog.getByRole('button', { name: teamEventTypeScreen.create }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: teamEventTypeScreen.listLabel });
  await expect(list.getByText('Support call')).toBeVisible();
  await expect(list.getByText('Hosts: Ada Lovelace, Grace Hopper')).toBeVisible();

  // An invitee on a phone in New York: any host free, so 09:00–11:00 Berlin (03:00–05:00 in New York).
  const phone = await browser.newContext(newYorkPhone);
  const invitee = await phone.newPage();
  // From the team's page: its event types, each opening its booker.
  await invitee.goto(`/team/${teamSlug}`);
  await expect(invitee.getByRole('heading', { name: 'Support desk', level: 1 })).toBeVisible();
  await invitee.getByRole('link', { name: /Support call/ }).click();
  await expect(invitee).toHaveURL(new RegExp(`/team/${teamSlug}/support$`));
  await expect(invitee.getByRole('heading', { name: 'Support call', level: 1 })).toBeVisible();
  // The test's clock is not January 2027: the month and day are chosen through the booker's URL.
  await invitee.goto(`/team/${teamSlug}/support?month=2027-01&date=2027-01-18`);
  await expect(invitee.getByRole('heading', { name: 'Support call', level: 1 })).toBeVisible();
  await expect(times(invitee)).toHaveText(['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM']);
  await expectNoSeriousViolations(invitee, 'team booker on a phone');
  await times(invitee).first().click();
  await confirm(invitee, 'Ivy Invitee');
  // Ivy moves it from her booking's page: it keeps its host, so only that host's times are offered
  // (Grace is open until 10:00 Berlin, Ada until 11:00), her own among them.
  const hostOfIvy = (await invitee
    .getByText(/Ada Lovelace|Grace Hopper/)
    .first()
    .textContent())!;
  await invitee.getByRole('link', { name: 'Reschedule' }).click();
  await expect(invitee.getByRole('note')).toContainText('Rescheduling');
  await expect(times(invitee)).toHaveText(
    hostOfIvy.includes('Grace') ? ['3:00 AM', '3:30 AM'] : ['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM'],
  );
  await invitee.getByRole('button', { name: '3:30 AM' }).click();
  await invitee
    .getByRole('region', { name: 'Your new time' })
    .getByRole('button', { name: 'Confirm new time' })
    .click();
  await expect(invitee.getByRole('heading', { name: 'Your booking was rescheduled', level: 1 })).toBeVisible();
  // The other host is still free at that time: it stays open.
  await invitee.goto(`/team/${teamSlug}/support?month=2027-01&date=2027-01-18`);
  await expect(times(invitee)).toHaveText(['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM']);
  await phone.close();

  // The owner opts in to group links on the profile page; the member through the API.
  await page.goto('/settings/profile');
  const allow = page.getByRole('switch', { name: profileMessages.allowDynamicBooking });
  await expect(allow).toHaveAttribute('aria-checked', 'false');
  await allow.click();
  await expect(allow).toHaveAttribute('aria-checked', 'true');
  await api(request, member.token, 'PUT', '/api/profile', {
    first_name: 'Grace',
    last_name: 'Hopper',
    username: member.username,
    about: '',
    allow_dynamic_booking: true,
  });

  // /{a}+{b}: both must be free, so Monday 09:00–10:00 Berlin, less 09:30, where the booking above
  // moved for one of them (its 09:00 free again).
  const group = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const visitor = await group.newPage();
  await visitor.goto(`/${owner.username}+${member.username}?month=2027-01&date=2027-01-18`);
  await expect(visitor.getByRole('heading', { name: '30 minute meeting', level: 1 })).toBeVisible();
  await expect(times(visitor)).toHaveText(['09:00']);
  await expectNoSeriousViolations(visitor, 'group link booker');
  await times(visitor).first().click();
  await confirm(visitor, 'Gus Guest');
  await group.close();
});
