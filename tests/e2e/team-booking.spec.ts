import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { teamEventTypeScreen } from '#shared/schemas/team-event-types.ts';
import { profileMessages } from '#shared/schemas/profile.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { api, berlinHost, newYorkPhone } from './support/booking.ts';

// Issue 29 (ADR 029): a team's owner makes a round-robin event type in the app, an invitee books it
// on a phone from its page, and a dynamic group link of two opted-in users books them both. The team
// and its members are written to the database: the teams screens are built beside this (the team
// page /team/{slug} is not in this branch, so the invitee goes straight to the event type's page).

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
  const db = createPrisma(resolveDatabaseTarget(undefined, E2E_DATA_DIR));
  const teamSlug = `e2e-team-${randomBytes(3).toString('hex')}`;
  let teamId: string;
  try {
    const [ownerRow, memberRow] = await Promise.all(
      [owner, member].map((h) => db.user.findUniqueOrThrow({ where: { username: h.username } })),
    );
    await db.user.update({ where: { id: memberRow!.id }, data: { firstName: 'Grace', lastName: 'Hopper' } });
    const team = await db.team.create({ data: { name: 'Support desk', slug: teamSlug } });
    teamId = team.id;
    await db.teamMember.createMany({
      data: [
        { teamId, userId: ownerRow!.id, role: 'owner' },
        { teamId, userId: memberRow!.id, role: 'member' },
      ],
    });
  } finally {
    await db.$disconnect();
  }

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
  await invitee.goto(`/team/${teamSlug}/support?month=2027-01&date=2027-01-18`);
  await expect(invitee.getByRole('heading', { name: 'Support call', level: 1 })).toBeVisible();
  await expect(times(invitee)).toHaveText(['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM']);
  await expectNoSeriousViolations(invitee, 'team booker on a phone');
  await times(invitee).first().click();
  await confirm(invitee, 'Ivy Invitee');
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

  // /{a}+{b}: both must be free, so Monday 09:00–10:00 Berlin, less 09:00, which the booking above
  // took from one of them.
  const group = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const visitor = await group.newPage();
  await visitor.goto(`/${owner.username}+${member.username}?month=2027-01&date=2027-01-18`);
  await expect(visitor.getByRole('heading', { name: '30 minute meeting', level: 1 })).toBeVisible();
  await expect(times(visitor)).toHaveText(['09:30']);
  await expectNoSeriousViolations(visitor, 'group link booker');
  await times(visitor).first().click();
  await confirm(visitor, 'Gus Guest');
  await group.close();
});
