import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';
import { teamScreen } from '#shared/schemas/teams.ts';
import { readLatestEmail, registerUser, signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { newYorkPhone as phone } from './support/booking.ts';

/**
 * A team's event types are made by their own screen (issue 29's team event types); here one is written
 * straight into the e2e server's database, so the public page has something to list.
 */
async function addTeamEventType(slug: string): Promise<void> {
  const db = createPrisma(resolveDatabaseTarget('', E2E_DATA_DIR));
  try {
    const team = await db.team.findUniqueOrThrow({ where: { slug } });
    await db.eventType.create({
      data: {
        teamId: team.id,
        schedulingType: 'round_robin',
        name: 'Intro call',
        slug: 'intro',
        description: 'Meet one of us.',
        duration: 20,
      },
    });
  } finally {
    await db.$disconnect();
  }
}

test('a host creates a team, invites someone without an account, who registers, comes back and accepts', async ({
  page,
  browser,
  request,
}) => {
  const ada = await registerUser(request, { firstName: 'Ada', lastName: 'Owner' });
  await signIn(page, ada);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamScreen.title })).toBeVisible();
  await expect(page.getByText(teamScreen.empty)).toBeVisible();
  await expectNoSeriousViolations(page, 'teams (empty)');

  // New team, from the keyboard: the URL follows the name until typed.
  const tag = randomBytes(3).toString('hex');
  await page.getByRole('button', { name: teamScreen.newTeam }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: teamScreen.newTeam });
  await expect(dialog.getByLabel(teamScreen.name)).toBeFocused();
  await expectNoSeriousViolations(page, 'new team dialog');
  await dialog.getByLabel(teamScreen.name).fill(`Crew ${tag}`);
  await expect(dialog.getByLabel(teamScreen.slug)).toHaveValue(`crew-${tag}`);
  await dialog.getByRole('button', { name: teamScreen.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Crew ${tag}` })).toBeVisible();
  const teamUrl = page.url();

  // Invite someone who has no account yet, as an admin.
  const bobEmail = `bob-${tag}@example.test`;
  await page.getByLabel(teamScreen.inviteEmail).fill(bobEmail);
  await page.getByLabel(teamScreen.role, { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: teamScreen.inviteSend }).click();
  const pending = page.getByRole('list', { name: teamScreen.pending });
  await expect(pending.getByText(bobEmail)).toBeVisible();
  await expectNoSeriousViolations(page, 'team page (owner)');

  const invitation = await readLatestEmail(bobEmail, { subject: /invited you/ });
  expect(invitation.subject).toBe(`Ada Owner invited you to Crew ${tag} on Kairos`);
  expect(invitation.link).toMatch(/\/teams\/invite\/[A-Za-z0-9_-]{43}$/);

  // Bob opens the link signed out, registers with the invited address, verifies it, signs in and is back.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await bob.goto(invitation.link!);
  await expect(bob.getByRole('heading', { name: teamScreen.acceptBody(`Crew ${tag}`, 'Admin') })).toBeVisible();
  await expect(bob.getByText(teamScreen.acceptFor(bobEmail))).toBeVisible();
  await expectNoSeriousViolations(bob, 'invitation (signed out)');
  await bob.getByRole('link', { name: teamScreen.registerToAccept }).click();
  await expect(bob.getByLabel('Email')).toHaveValue(bobEmail);
  await bob.getByLabel('First name').fill('Bob');
  await bob.getByLabel('Last name').fill('Builder');
  await bob.getByLabel('Password').fill('correct-horse-42');
  await bob.getByRole('button', { name: 'Create account' }).click();
  await expect(bob).toHaveURL(/\/login$/);
  const verify = await readLatestEmail(bobEmail, { subject: /verify/i });
  await bob.goto(verify.link!);
  await bob.getByRole('link', { name: 'Go to sign in' }).click();
  await bob.getByLabel('Email').fill(bobEmail);
  await bob.getByLabel('Password').fill('correct-horse-42');
  await bob.getByRole('button', { name: 'Sign in' }).click();
  await expect(bob).toHaveURL(invitation.link!);
  await bob.getByRole('button', { name: teamScreen.accept }).click();
  await expect(bob.getByRole('heading', { level: 1, name: `Crew ${tag}` })).toBeVisible();
  const bobsMembers = bob.getByRole('list', { name: teamScreen.members });
  await expect(bobsMembers.getByText(ada.email)).toBeVisible();
  // The link worked once.
  await bob.goto(invitation.link!);
  await expect(bob.getByText('This invitation has already been used.')).toBeVisible();
  await bobContext.close();

  // The owner sees the new admin, and the invitation is no longer waiting.
  await page.goto(teamUrl);
  const members = page.getByRole('list', { name: teamScreen.members });
  await expect(members.getByText(bobEmail)).toBeVisible();
  await expect(members.getByLabel(`${teamScreen.role} of Bob Builder`)).toHaveValue('admin');
  await expect(page.getByText(teamScreen.pendingEmpty)).toBeVisible();
});

test("the team's public page lists its event types on a phone, and an unknown team is not found", async ({
  browser,
  request,
}) => {
  const owner = await registerUser(request);
  const login = await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const slug = `clinic-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/api/teams', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: 'Riverside Clinic', slug },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await browser.newContext(phone);
  const visitor = await context.newPage();
  await visitor.goto(`/team/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Riverside Clinic' })).toBeVisible();
  await expect(visitor.getByText(teamScreen.publicEmpty('Riverside Clinic'))).toBeVisible();

  await addTeamEventType(slug);
  await visitor.reload();
  const intro = visitor.getByRole('link', { name: /Intro call/ });
  await expect(intro).toHaveAttribute('href', `/team/${slug}/intro`);
  await expect(intro.getByText('Meet one of us.')).toBeVisible();
  await expectNoSeriousViolations(visitor, 'public team page');
  await expect(visitor.getByText(owner.email)).toHaveCount(0);
  // Nothing overflows the phone's width.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await visitor.goto('/team/nobody-uses-this');
  await expect(visitor.getByRole('heading', { name: teamScreen.publicNotFoundTitle })).toBeVisible();
  await context.close();
});
