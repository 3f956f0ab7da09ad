import type { TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/** A team written straight to the database (the teams API is tested on its own), with its members' roles. */
export async function insertTeam(
  t: TestApp,
  slug: string,
  members: { user: TestUser; role: 'owner' | 'admin' | 'member' }[],
): Promise<string> {
  const team = await t.db.team.create({ data: { name: `Team ${slug}`, slug } });
  await t.db.teamMember.createMany({
    data: members.map((m) => ({ teamId: team.id, userId: m.user.id, role: m.role })),
  });
  return team.id;
}

/** A host whose default schedule opens `from`–`to` (minutes) every day in `timeZone`. */
export async function hostWithHours(
  t: TestApp,
  options: { timeZone?: string; from?: number; to?: number; firstName?: string; username?: string } = {},
): Promise<TestUser> {
  const user = await createUser(t, {
    ...(options.firstName ? { firstName: options.firstName, lastName: '' } : {}),
    ...(options.username ? { username: options.username } : {}),
  });
  const schedule = await t.db.schedule.create({
    data: { userId: user.id, timeZone: options.timeZone ?? 'UTC', isDefault: true },
  });
  await t.db.availabilityRule.createMany({
    data: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      scheduleId: schedule.id,
      weekday,
      startMinute: options.from ?? 0,
      endMinute: options.to ?? 1440,
    })),
  });
  return user;
}

/** The booking body the booker sends. */
export const bookingBody = (start: string, email = 'invitee@example.test') => ({
  start,
  name: 'Ivy Invitee',
  email,
  timeZone: 'UTC',
});

/** Team event type settings that offer every time from now on, without notice. */
export const OPEN_SETTINGS = { minimumNotice: 0, bookingWindow: 'unlimited' as const };
