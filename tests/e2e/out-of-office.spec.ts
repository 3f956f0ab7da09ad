import { expect, test } from '@playwright/test';
import { signIn, readLatestEmail } from './support/auth.ts';
import { api, berlinHost, newYorkPhone } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

// Issue 43 (ADR 055): a host opens Out of office from the user menu, adds a week away that forwards
// to a teammate who accepts forwards, sees the booking already inside it listed, and an invitee on a
// phone reads that the host is away, with the offer to book the teammate instead. Both hosts are open
// Mondays in Berlin; the range is a month three months ahead, from its first Monday on.

/** A month three months ahead: its first Monday and its last day, as local dates. */
function monthAway(): { month: string; firstMonday: string; lastDay: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  const monday = new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * 86_400_000);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { month: day(first).slice(0, 7), firstMonday: day(monday), lastDay: day(last) };
}

test('a host plans time away forwarding to a teammate, sees the booking inside it, and the booker says so', async ({
  browser,
  page,
  request,
}) => {
  const ada = await berlinHost(request);
  const charles = await berlinHost(request);
  await api(request, charles.token, 'PUT', '/api/profile', {
    first_name: 'Charles',
    last_name: 'Babbage',
    username: charles.username,
    about: '',
  });
  const { id: teamId } = (await api(request, ada.token, 'POST', '/api/teams', {
    name: 'Analytical',
    slug: `e2e-away-${ada.username}`,
  })) as { id: string };
  await api(request, ada.token, 'POST', `/api/teams/${teamId}/invites`, { email: charles.creds.email, role: 'member' });
  const invitation = await readLatestEmail(charles.creds.email, { subject: /invited you/ });
  const token = new URL(invitation.link!).pathname.split('/').pop()!;
  await api(request, charles.token, 'POST', `/api/teams/invites/${token}/accept`, {});
  await api(request, charles.token, 'PUT', '/api/out-of-office/settings', { acceptsForwards: true });

  // An invitee's booking on the Monday the host will be away.
  const { month, firstMonday: monday, lastDay } = monthAway();
  const booked = await request.post(`/api/public/${ada.username}/30min/bookings`, {
    data: {
      start: `${monday}T08:00:00.000Z`,
      name: 'Ivy Invitee',
      email: 'ivy@example.test',
      timeZone: 'Europe/Berlin',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await signIn(page, ada.creds);
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Out of office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Out of office' })).toBeVisible();
  await expect(page.getByText('No time away planned')).toBeVisible();
  await expectNoSeriousViolations(page, 'out of office, empty');

  await page.getByRole('button', { name: 'Add time away' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time away' });
  await dialog.getByLabel('First day').fill(monday);
  await dialog.getByLabel('Last day').fill(lastDay);
  await dialog.getByLabel('Message for invitees').fill('Walking the Pennine Way.');
  await dialog.getByLabel('Offer a teammate instead').selectOption({ label: 'Charles Babbage' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const ranges = page.getByRole('region', { name: 'Out of office' });
  await expect(ranges.getByText('1 booking falls in this time')).toBeVisible();
  await expect(ranges.getByText('30 Min Meeting with Ivy Invitee')).toBeVisible();
  await expect(ranges.getByText('Invitees are offered Charles Babbage instead')).toBeVisible();
  await expectNoSeriousViolations(page, 'out of office, a range with a booking');

  // An overlapping range is refused with the server's words.
  await page.getByRole('button', { name: 'Add time away' }).click();
  await dialog.getByLabel('First day').fill(lastDay);
  await dialog.getByLabel('Last day').fill(lastDay);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/This range overlaps another out-of-office range/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The invitee, on a phone, opens the booker on the month the host is away.
  const phone = await browser.newContext(newYorkPhone);
  const invitee = await phone.newPage();
  await invitee.goto(`/${ada.username}/30min?month=${month}`);
  const notice = invitee.getByRole('status').filter({ hasText: 'is away until' });
  await expect(notice).toContainText('Ada Lovelace is away until');
  await expect(notice).toContainText('Walking the Pennine Way.');
  await invitee.getByRole('link', { name: 'Book with Charles Babbage instead' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/${charles.username}/30min`));
  await expect(invitee.getByText('Charles Babbage').first()).toBeVisible();
  await phone.close();
});
