import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, noonIn } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { endAllSessions, endSession } from '../../api/modules/auth/sessions.ts';
import type {} from '../../api/plugins/db.ts'; // the `reads` decorator's type
import { toAdminUser } from '../../api/modules/admin/users-service.ts';
import { bookingSettingsOf, recurrenceOf, toEventType } from '../../api/modules/event-types/contract.ts';

/**
 * The hot reads (api/db/reads.ts) skip Prisma for speed. Each must give the same answer as the
 * equivalent Prisma query on the same rows, mapped as the services map Prisma rows, on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
let t: TestApp;
let host: TestUser;
let plain: TestUser;
/** Several rows share one creation time, so the id must break the tie in both databases. */
const SAME_TIME = new Date('2030-03-04T05:06:07.089Z');

beforeAll(async () => {
  t = await createTestApp();
  host = await createUser(t, { username: 'reads-host', firstName: 'Grace', lastName: 'Hopper_100%' });
  plain = await createUser(t, { username: 'reads-plain', firstName: 'Plain', lastName: 'User' });
  await createUser(t, { email: 'Percent%Sign@example.test', firstName: 'Under_score', lastName: 'Back\\slash' });
  for (let i = 0; i < 6; i++) await createUser(t, { firstName: `Same${i}`, lastName: 'Moment' });
  await t.db.user.updateMany({ where: { lastName: 'Moment' }, data: { createdAt: SAME_TIME } });
  await t.db.user.update({ where: { id: plain.id }, data: { disabledAt: new Date() } });

  await t.db.preferences.create({
    data: {
      userId: host.id,
      bookingPageTheme: 'dark',
      brandColorLight: '#112233',
      brandColorDark: '#445566',
      weekStart: 0,
      bookingTimesPerHour: 250,
    },
  });
  await t.db.avatar.create({
    data: { userId: host.id, hash: 'a'.repeat(32), contentType: 'image/webp', data: new Uint8Array([1, 2, 3]) },
  });
  const names = ['Intro call', 'Deep DIVE', '100% focus', 'snake_case chat', 'Back\\slash', 'Hidden one', 'Lunch'];
  for (const [i, name] of names.entries()) {
    await t.db.eventType.create({
      data: {
        userId: host.id,
        name,
        slug: `slug-${i}`,
        description: i % 2 ? 'talk about DIVING' : '',
        duration: 15 + i * 5,
        isVisible: name !== 'Hidden one',
        createdAt: i < 4 ? SAME_TIME : new Date(SAME_TIME.getTime() + i * 1_000),
        ...(i === 2
          ? {
              slotInterval: 10,
              beforeBuffer: 5,
              afterBuffer: 7,
              bookingWindow: 'range',
              windowStart: '2030-01-01',
              windowEnd: '2030-02-01',
              maxPerDay: 3,
              maxPerWeek: 9,
              locations: '[{"kind":"jitsi","public":true}]',
              bookingFields: '[{"name":"name","type":"text","label":"Name","required":true,"hidden":false}]',
            }
          : {}),
      },
    });
  }
  await t.db.eventType.create({ data: { userId: plain.id, name: 'Intro call', slug: 'slug-0', duration: 30 } });

  const schedule = await t.db.schedule.create({
    data: { userId: host.id, timeZone: 'Europe/Berlin', isDefault: true, createdAt: SAME_TIME },
  });
  await t.db.schedule.create({ data: { userId: host.id, timeZone: 'Asia/Tokyo', isDefault: false } });
  await t.db.availabilityRule.createMany({
    data: [
      { scheduleId: schedule.id, weekday: 1, startMinute: 540, endMinute: 720 },
      { scheduleId: schedule.id, weekday: 1, startMinute: 780, endMinute: 1020 },
      { scheduleId: schedule.id, date: '2030-05-01', startMinute: 0, endMinute: 0 },
    ],
  });
  const eventTypeId = (await t.db.eventType.findFirstOrThrow({ where: { userId: host.id, slug: 'slug-0' } })).id;
  for (const days of [1, 2, 3, 40]) await insertBooking(t, host.id, { start: noonIn(days), eventTypeId });
  const cancelled = await insertBooking(t, host.id, { start: noonIn(4), eventTypeId });
  await t.db.booking.update({ where: { uid: cancelled.uid }, data: { blocking: false, status: 'cancelled' } });
  await insertBooking(t, plain.id, { start: noonIn(2) });
  // A team booking's other host (ADR 029): the plain user holds host's day-3 booking with them.
  const lead = await t.db.booking.findFirstOrThrow({ where: { hostId: host.id, startTime: new Date(noonIn(3)) } });
  const coHost = await insertBooking(t, plain.id, { start: noonIn(3), eventTypeId });
  await t.db.booking.update({ where: { uid: coHost.uid }, data: { leadBookingId: lead.id } });
  // Three seats of one time (ADR 026), one of them cancelled.
  const seatKey = `${eventTypeId}/${noonIn(5)}`;
  for (let seat = 0; seat < 3; seat++) await insertBooking(t, host.id, { start: noonIn(5), eventTypeId, seatKey });
  await t.db.booking.updateMany({
    where: { id: (await t.db.booking.findFirstOrThrow({ where: { seatKey } })).id },
    data: { blocking: false, status: 'cancelled' },
  });
  const keyed = await t.db.booking.findMany({ where: { hostId: host.id }, orderBy: { startTime: 'asc' }, take: 2 });
  for (const [i, booking] of keyed.entries()) {
    await t.db.booking.update({ where: { id: booking.id }, data: { idempotencyKey: `key-${i}`, sequence: i + 1 } });
  }
});
afterAll(async () => t.close());

/** Newest first, after the cursor: Prisma's keyset on (createdAt, id). */
function after(cursor: { createdAt: Date; id: string } | null) {
  return cursor
    ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }
    : {};
}
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
/** Case-insensitive and literal: `%`, `_` and `\` are plain characters to the search. */
const matches = (search: string | undefined, ...texts: (string | null)[]) =>
  !search || texts.some((text) => text?.toLowerCase().includes(search.toLowerCase()));

/** Every page of a read, following the last item of each, with the Prisma answer for each page. */
async function walk<T extends { id: string; createdAt: string }>(
  take: number,
  read: (cursor: { createdAt: Date; id: string } | null) => Promise<T[]>,
  expected: (cursor: { createdAt: Date; id: string } | null) => Promise<T[]>,
): Promise<number> {
  let cursor: { createdAt: Date; id: string } | null = null;
  let seen = 0;
  for (;;) {
    const page = await read(cursor);
    expect(page).toEqual(await expected(cursor));
    seen += page.length;
    const last = page.at(-1);
    if (page.length < take || !last) return seen;
    cursor = { createdAt: new Date(last.createdAt), id: last.id };
  }
}

describe('the caller lookup', () => {
  async function prismaCaller(id: string, sessionId: string, issuedAt: Date) {
    return t.db.user.findFirst({
      where: {
        id,
        disabledAt: null,
        OR: [{ sessionsValidAfter: null }, { sessionsValidAfter: { lte: issuedAt } }],
        refreshTokens: { some: { familyId: sessionId, revokedAt: null } },
      },
      select: { id: true, role: true, eventTypesVersion: true },
    });
  }

  it('answers as Prisma for a live session, a disabled account, an unknown id and another account’s session', async () => {
    const now = new Date();
    const cases: [string, string][] = [
      [host.id, host.sessionId],
      [plain.id, plain.sessionId],
      ['no-such-user', host.sessionId],
      [host.id, plain.sessionId],
      [host.id, 'no-such-session'],
    ];
    for (const [id, sessionId] of cases) {
      expect(await t.app.reads.callerById(id, sessionId, now)).toEqual(await prismaCaller(id, sessionId, now));
    }
    expect(await t.app.reads.callerById(host.id, host.sessionId, now)).toMatchObject({ id: host.id, role: 'user' });
  });

  it('answers as Prisma once a session has ended and once the account was signed out everywhere', async () => {
    const caller = await createUser(t);
    const other = await createUser(t);
    await endSession(t.db, caller.sessionId);
    const before = new Date();
    await t.db.$transaction([...endAllSessions(t.db, other.id, new Date(before.getTime() + 5))]);
    for (const [user, issuedAt] of [
      [caller, new Date()],
      [other, before],
      [other, new Date(before.getTime() + 60_000)],
    ] as const) {
      const expected = await prismaCaller(user.id, user.sessionId, issuedAt);
      expect(await t.app.reads.callerById(user.id, user.sessionId, issuedAt)).toEqual(expected);
      expect(expected).toBeNull();
    }
  });
});

describe('the event-types page', () => {
  it.each([
    [undefined, 3],
    [undefined, 100],
    ['dive', 2],
    ['100%', 1],
    ['_', 1],
    ['\\', 1],
    ['%', 5],
    ['nothing like this', 5],
  ])('pages through the same rows as Prisma, searching %j, %i at a time', async (search, take) => {
    const seen = await walk(
      take,
      (cursor) => t.app.reads.eventTypesPage(host.id, { search, after: cursor, take }),
      async (cursor) => {
        const rows = await t.db.eventType.findMany({
          where: { userId: host.id, ...after(cursor) },
          orderBy: newestFirst,
        });
        return rows
          .filter((r) => matches(search, r.name, r.description))
          .slice(0, take)
          .map(toEventType);
      },
    );
    const all = await t.db.eventType.findMany({ where: { userId: host.id } });
    expect(seen).toBe(all.filter((r) => matches(search, r.name, r.description)).length);
  });
});

describe('the admin Users page', () => {
  it.each([
    [undefined, 4],
    ['moment', 2],
    ['PERCENT%', 3],
    ['under_', 3],
    ['back\\', 3],
    ['reads-', 1],
  ])('pages through the same accounts as Prisma, searching %j, %i at a time', async (search, take) => {
    await walk(
      take,
      (cursor) => t.app.reads.usersPage({ search, after: cursor, take }),
      async (cursor) => {
        const rows = await t.db.user.findMany({ where: after(cursor), orderBy: newestFirst });
        return rows
          .filter((r) => matches(search, r.email, r.firstName, r.lastName, r.username))
          .slice(0, take)
          .map(toAdminUser);
      },
    );
  });
});

describe('the public page reads', () => {
  beforeAll(async () => {
    const disabled = await createUser(t, { username: 'reads-off' });
    await t.db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
  });

  it.each(['reads-host', 'reads-plain', 'reads-off', 'nobody'])('read %s as Prisma does', async (username) => {
    for (const take of [2, 100]) {
      const user = await t.db.user.findFirst({
        where: { username, disabledAt: null },
        include: {
          avatar: true,
          preferences: true,
          eventTypes: { where: { isVisible: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take },
        },
      });
      expect(await t.app.reads.publicProfile(username, take)).toEqual(
        user && {
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          about: user.about,
          avatarHash: user.avatar?.hash ?? null,
          bookingPageTheme: user.preferences?.bookingPageTheme ?? null,
          brandColorLight: user.preferences?.brandColorLight ?? null,
          brandColorDark: user.preferences?.brandColorDark ?? null,
          eventTypes: user.eventTypes.map((e) => ({
            name: e.name,
            slug: e.slug,
            description: e.description,
            duration: e.duration,
          })),
        },
      );
    }
    expect(await t.app.reads.publicVersions(username)).toEqual(
      await t.db.user.findFirst({
        where: { username, disabledAt: null },
        select: {
          id: true,
          publicVersion: true,
          eventTypesVersion: true,
          bookingsVersion: true,
          calendarsVersion: true,
        },
      }),
    );
  });
});

describe('the connected calendars read', () => {
  it('reads the objects of the calendars that check for conflicts, and the host’s addresses, as Prisma does', async () => {
    const connection = async (username: string | null, calendars: { checkConflicts: boolean; objects: string[] }[]) =>
      t.db.calendarConnection.create({
        data: {
          userId: host.id,
          kind: username ? 'caldav' : 'subscription',
          url: `https://calendar.example/${Math.random()}`,
          username,
          calendars: {
            create: calendars.map((c, i) => ({
              url: `https://calendar.example/c${i}/`,
              name: `C${i}`,
              checkConflicts: c.checkConflicts,
              objects: { create: c.objects.map((data, j) => ({ href: `/o${j}.ics`, data })) },
            })),
          },
        },
      });
    await connection('Grace@Example.test', [
      { checkConflicts: true, objects: ['BEGIN:VCALENDAR a', 'BEGIN:VCALENDAR b'] },
      { checkConflicts: false, objects: ['BEGIN:VCALENDAR off'] },
    ]);
    await connection('grace', [{ checkConflicts: true, objects: ['BEGIN:VCALENDAR c'] }]);
    await connection(null, [{ checkConflicts: true, objects: ['BEGIN:VCALENDAR feed'] }]);
    const objects = await t.db.calendarObject.findMany({
      where: { calendar: { checkConflicts: true, connection: { userId: host.id } } },
      orderBy: { id: 'asc' },
    });
    const user = await t.db.user.findUniqueOrThrow({ where: { id: host.id } });
    expect(await t.app.reads.calendarBusy(host.id)).toEqual({
      texts: objects.map((o) => o.data),
      emails: [user.email.toLowerCase(), 'grace@example.test'],
    });
    expect(await t.app.reads.calendarBusy(plain.id)).toEqual({ texts: [], emails: [expect.any(String)] });
  });
});

describe('the booking page reads', () => {
  it.each([
    ['reads-host', 'slug-0'],
    ['reads-host', 'slug-2'],
    ['reads-host', 'slug-5'],
    ['reads-plain', 'slug-0'],
    ['reads-host', 'no-such-slug'],
  ])('read the event type %s/%s, its host and default schedule as Prisma does', async (username, slug) => {
    const owner = await t.db.user.findUniqueOrThrow({ where: { username } });
    const row = await t.db.eventType.findFirst({
      where: { userId: owner.id, slug, isVisible: true },
      include: {
        user: {
          include: {
            avatar: true,
            preferences: true,
            schedules: { where: { isDefault: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 1 },
          },
        },
      },
    });
    const user = row?.user;
    const schedule = user?.schedules[0];
    const expected = row &&
      user && {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        avatarHash: user.avatar?.hash ?? null,
        bookingPageTheme: user.preferences?.bookingPageTheme ?? null,
        brandColorLight: user.preferences?.brandColorLight ?? null,
        brandColorDark: user.preferences?.brandColorDark ?? null,
        eventType: {
          id: row.id,
          name: row.name,
          slug: row.slug,
          description: row.description,
          duration: row.duration,
          locations: row.locations,
          bookingFields: row.bookingFields,
          recurrence: recurrenceOf(row),
          ...bookingSettingsOf(row),
        },
        schedule: schedule ? { id: schedule.id, timeZone: schedule.timeZone } : null,
        weekStart: user.preferences?.weekStart ?? 1,
        bookingTimesPerHour: user.preferences?.bookingTimesPerHour ?? null,
      };
    expect(await t.app.reads.bookingTarget(owner.id, slug)).toEqual(expected);
  });

  it('reads a schedule’s rules as Prisma does', async () => {
    const byStart = (a: { weekday: number | null; date: string | null; startMinute: number }, b: typeof a) =>
      `${a.weekday}|${a.date}|${a.startMinute}`.localeCompare(`${b.weekday}|${b.date}|${b.startMinute}`);
    for (const schedule of await t.db.schedule.findMany()) {
      const rules = await t.db.availabilityRule.findMany({
        where: { scheduleId: schedule.id },
        select: { weekday: true, date: true, startMinute: true, endMinute: true },
      });
      expect((await t.app.reads.availabilityRules(schedule.id)).sort(byStart)).toEqual(rules.sort(byStart));
    }
  });

  it.each([
    [0, 2],
    [0, 60],
    [2, 3],
    [-10, 0],
  ])('finds the same busy times and event bookings as Prisma from day %i to day %i', async (fromDay, toDay) => {
    const from = new Date(noonIn(fromDay, 0));
    const to = new Date(noonIn(toDay, 0));
    for (const hostId of [host.id, plain.id]) {
      const busy = await t.db.booking.findMany({
        where: { hostId, blocking: true, blockedStart: { lt: to }, blockedEnd: { gt: from } },
        orderBy: { blockedStart: 'asc' },
      });
      expect(await t.app.reads.busy(hostId, from, to)).toEqual(
        busy.map((b) => [b.blockedStart.getTime(), b.blockedEnd.getTime()]),
      );
    }
    for (const eventType of await t.db.eventType.findMany({ where: { slug: 'slug-0' } })) {
      const starts = await t.db.booking.findMany({
        where: { eventTypeId: eventType.id, blocking: true, leadBookingId: null, startTime: { gte: from, lt: to } },
      });
      // One start per time: a seated time's seats count once, a team booking by its lead row.
      const perTime = new Map(starts.map((b) => [b.seatKey ?? b.id, b.startTime.getTime()]));
      expect((await t.app.reads.eventBookingStarts(eventType.id, from, to)).sort()).toEqual(
        [...perTime.values()].sort(),
      );
      const seats = starts.filter((b) => b.seatKey !== null);
      const bySeat = (a: { blockedStart: number }, b: { blockedStart: number }) => a.blockedStart - b.blockedStart;
      expect((await t.app.reads.seatedBookings(eventType.id, from, to)).sort(bySeat)).toEqual(
        seats
          .map((b) => ({
            seatKey: b.seatKey,
            start: b.startTime.getTime(),
            blockedStart: b.blockedStart.getTime(),
            blockedEnd: b.blockedEnd.getTime(),
          }))
          .sort(bySeat),
      );
    }
  });

  it.each(['key-0', 'key-1', 'key-2'])('finds the booking of Idempotency-Key %s as Prisma does', async (key) => {
    for (const hostId of [host.id, plain.id]) {
      const row = await t.db.booking.findUnique({ where: { hostId_idempotencyKey: { hostId, idempotencyKey: key } } });
      expect(await t.app.reads.bookingByIdempotencyKey(hostId, key)).toEqual(
        row && {
          uid: row.uid,
          start: row.startTime.getTime(),
          end: row.endTime.getTime(),
          status: row.status,
          inviteeEmail: row.inviteeEmail,
          sequence: row.sequence,
          locale: row.locale,
        },
      );
    }
  });
});

describe('the team booking page read', () => {
  it('reads a team event type’s hosts and versions as Prisma does, and nothing for a hidden or unknown one', async () => {
    const team = await t.db.team.create({ data: { name: 'Reads', slug: 'reads-team', version: 3 } });
    // A host who is no longer a member (plain) hosts nothing.
    await t.db.teamMember.create({ data: { teamId: team.id, userId: host.id, role: 'owner' } });
    const made = [];
    for (const [slug, isVisible] of [
      ['shown', true],
      ['hidden', false],
    ] as const) {
      const eventType = await t.db.eventType.create({
        data: { teamId: team.id, schedulingType: 'round_robin', name: slug, slug, duration: 30, isVisible },
      });
      await t.db.eventTypeHost.createMany({
        data: [host, plain].map((u) => ({ eventTypeId: eventType.id, userId: u.id })),
      });
      made.push(eventType);
    }
    const row = await t.db.eventType.findUniqueOrThrow({
      where: { id: made[0]!.id },
      include: {
        team: true,
        hosts: {
          where: { user: { teamMemberships: { some: { teamId: team.id } } } },
          include: { user: true },
          orderBy: { userId: 'asc' },
        },
      },
    });
    expect(row.hosts.map((h) => h.userId)).toEqual([host.id]);
    expect(await t.app.reads.teamEventVersions('reads-team', 'shown')).toEqual({
      eventTypeId: row.id,
      version: `${row.updatedAt.getTime()}.${row.team!.version}`,
      hosts: row.hosts.map((h) => ({
        id: h.userId,
        publicVersion: h.user.publicVersion,
        bookingsVersion: h.user.bookingsVersion,
        calendarsVersion: h.user.calendarsVersion,
        disabled: h.user.disabledAt !== null,
      })),
    });
    expect(await t.app.reads.teamEventVersions('reads-team', 'hidden')).toBeNull();
    expect(await t.app.reads.teamEventVersions('no-such-team', 'shown')).toBeNull();
  });
});

describe('the time-away reads', () => {
  it('reads a host’s ranges from a day on and their holidays’ settings as Prisma does', async () => {
    const owner = await createUser(t, { firstName: 'Away', lastName: 'Host' });
    await t.db.outOfOffice.createMany({
      data: [
        {
          userId: owner.id,
          startDate: '2030-02-01',
          endDate: '2030-02-03',
          message: '100% away_',
          forwardToUserId: host.id,
        },
        { userId: owner.id, startDate: '2030-01-01', endDate: '2030-01-02', reason: 'old' },
        { userId: owner.id, startDate: '2030-01-20', endDate: '2030-01-25', message: 'Line\nbreak' },
      ],
    });
    const since = '2030-01-10';
    const expected = async (userId: string) => {
      const [ranges, settings] = await Promise.all([
        t.db.outOfOffice.findMany({
          where: { userId, endDate: { gte: since } },
          orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
          select: { startDate: true, endDate: true, message: true, forwardToUserId: true },
        }),
        t.db.awaySettings.findUnique({
          where: { userId },
          select: { holidayCountry: true, holidayRegion: true, holidaysKeptOpen: true },
        }),
      ]);
      return { ranges, settings };
    };
    expect((await t.app.reads.away(owner.id, since)).ranges).toHaveLength(2);
    expect(await t.app.reads.away(owner.id, since)).toEqual(await expected(owner.id));
    await t.db.awaySettings.create({
      data: { userId: owner.id, holidayCountry: 'DE', holidayRegion: 'BY', holidaysKeptOpen: '["2030-01-06"]' },
    });
    expect(await t.app.reads.away(owner.id, since)).toEqual(await expected(owner.id));
    expect(await t.app.reads.away(plain.id, since)).toEqual(await expected(plain.id));
  });

  it('offers a teammate’s event type of the same length only while they accept forwards and share a team', async () => {
    const from = await createUser(t, { firstName: 'Away', lastName: 'Again' });
    const to = await createUser(t, { username: 'reads-forward', firstName: 'Charles', lastName: 'Babbage' });
    const base = { userId: to.id, duration: 30, description: '' };
    await t.db.eventType.create({ data: { ...base, name: 'Old', slug: 'old', createdAt: new Date('2020-01-01') } });
    await t.db.eventType.create({ data: { ...base, name: 'Same slug', slug: 'consult' } });
    await t.db.eventType.create({ data: { ...base, name: 'Long', slug: 'long', duration: 60 } });
    expect(await t.app.reads.forwardOffer(from.id, to.id, 30, 'consult')).toBeNull();
    await t.db.awaySettings.create({ data: { userId: to.id, acceptsForwards: true } });
    expect(await t.app.reads.forwardOffer(from.id, to.id, 30, 'consult')).toBeNull();
    const team = await t.db.team.create({ data: { name: 'Reads', slug: 'reads-away' } });
    await t.db.teamMember.createMany({
      data: [
        { teamId: team.id, userId: from.id, role: 'owner' },
        { teamId: team.id, userId: to.id, role: 'member' },
      ],
    });
    expect(await t.app.reads.forwardOffer(from.id, to.id, 30, 'consult')).toEqual({
      name: 'Charles Babbage',
      username: 'reads-forward',
      slug: 'consult',
      eventName: 'Same slug',
    });
    expect((await t.app.reads.forwardOffer(from.id, to.id, 30, 'other'))?.slug).toBe('old');
    expect((await t.app.reads.forwardOffer(from.id, to.id, 60, 'other'))?.slug).toBe('long');
    expect(await t.app.reads.forwardOffer(from.id, to.id, 45, 'other')).toBeNull();
  });
});
