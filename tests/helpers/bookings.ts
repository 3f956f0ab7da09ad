import { randomBytes } from 'node:crypto';
import { hashOpaqueToken, newOpaqueToken } from '../../api/lib/opaque-tokens.ts';
import type {} from '../../api/plugins/secrets.ts';
import type { TestApp } from './test-app.ts';

/** Opens a user's default schedule (made if missing) around the clock, every day, in UTC. */
export async function openAllDay(t: TestApp, userId: string): Promise<void> {
  let schedule = await t.db.schedule.findFirst({ where: { userId, isDefault: true } });
  schedule ??= await t.db.schedule.create({ data: { userId, timeZone: 'UTC', isDefault: true } });
  await t.db.availabilityRule.createMany({
    data: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      scheduleId: schedule.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  });
}

/** Noon UTC `days` from today, on the hour. */
export function noonIn(days: number, hour = 12): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/**
 * A booking written straight to the database for `hostId` (30 minutes at `start`), with the manage
 * token the server would derive for it: for tests about what can be done with a booking.
 */
export async function insertBooking(
  t: TestApp,
  hostId: string,
  options: { start?: string; eventTypeId?: string | null } = {},
): Promise<{ uid: string; token: string }> {
  const uid = randomBytes(16).toString('base64url');
  const token = t.app.secretBox.mac('booking-manage-link', uid).toString('base64url');
  const start = new Date(options.start ?? noonIn(5));
  const end = new Date(start.getTime() + 30 * 60_000);
  await t.db.booking.create({
    data: {
      uid,
      hostId,
      eventTypeId: options.eventTypeId ?? null,
      title: 'Owned',
      startTime: start,
      endTime: end,
      blockedStart: start,
      blockedEnd: end,
      inviteeName: 'Ada Lovelace',
      inviteeEmail: `ada-${uid.slice(0, 6).toLowerCase()}@example.test`,
      inviteeTimeZone: 'UTC',
      manageTokenHash: hashOpaqueToken(token),
    },
  });
  return { uid, token };
}

/** Gives a user a calendar feed and answers its secret (the last segment of the feed URL). */
export async function giveFeed(t: TestApp, userId: string): Promise<string> {
  const token = newOpaqueToken();
  await t.db.user.update({ where: { id: userId }, data: { calendarFeedHash: hashOpaqueToken(token) } });
  return token;
}
