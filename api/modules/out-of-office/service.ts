import type { Db, Tx } from '../../db/client.ts';
import { writeAsUser } from '../../db/user-lock.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { dayStartIn } from '#shared/availability/slots.ts';
import { dateToDay, dayToDate, localDayOf } from '#shared/availability/zone-time.ts';
import {
  type AwaySettings,
  type BookingInRange,
  MAX_OUT_OF_OFFICE,
  type OutOfOffice,
  type OutOfOfficeInput,
  type Teammate,
  awayMessages,
} from '#shared/schemas/out-of-office.ts';
import { zoneOf } from '../schedules/surface.ts';
import { teammatesOf } from './teammates.ts';

export interface OutOfOfficeServiceDeps {
  db: Db;
  now?: () => number;
}

type Row = {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
  message: string;
  forwardToUserId: string | null;
};
const ROW_SELECT = {
  id: true,
  startDate: true,
  endDate: true,
  reason: true,
  message: true,
  forwardToUserId: true,
} as const;

/** Bookings listed per range: a notice, not the bookings page. */
const BOOKINGS_SHOWN = 50;

/**
 * The signed-in user's out-of-office ranges (issue 43, docs/product.md#out-of-office). Every write
 * locks the user's row first (docs/architecture.md#one-lock-order), so the overlap check is exact
 * across processes; the rows' trigger moves the user's public version, so open times drop the days
 * at once. Nothing is done to bookings inside a new range: they are listed to the host.
 */
export function createOutOfOfficeService({ db, now = Date.now }: OutOfOfficeServiceDeps) {
  /** The host's upcoming bookings inside [start, end] (local dates in `zone`), earliest first. */
  async function bookingsIn(userId: string, zone: string, start: string, end: string): Promise<BookingInRange[]> {
    const from = Math.max(dayStartIn(zone, dateToDay(start)), now());
    const to = dayStartIn(zone, dateToDay(end) + 1);
    if (from >= to) return [];
    const rows = await db.booking.findMany({
      where: {
        hostId: userId,
        blocking: true,
        // A move awaiting the host keeps its old time in a hold row: the booking itself is listed (ADR 043).
        holdsForId: null,
        startTime: { lt: new Date(to) },
        endTime: { gt: new Date(from) },
      },
      orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
      take: BOOKINGS_SHOWN,
      select: { uid: true, title: true, startTime: true, endTime: true, inviteeName: true },
    });
    return rows.map((b) => ({
      uid: b.uid,
      title: b.title,
      start: b.startTime.toISOString(),
      end: b.endTime.toISOString(),
      attendeeName: b.inviteeName,
    }));
  }

  async function answer(userId: string, zone: string, rows: Row[], mates?: Teammate[]): Promise<OutOfOffice[]> {
    const team = mates ?? (rows.some((r) => r.forwardToUserId) ? await teammatesOf(db, userId) : []);
    return Promise.all(
      rows.map(async (row) => {
        const mate = row.forwardToUserId ? team.find((m) => m.id === row.forwardToUserId) : undefined;
        return {
          ...row,
          forwardTo: mate ? { id: mate.id, name: mate.name, acceptsForwards: mate.acceptsForwards } : null,
          bookingsInRange: await bookingsIn(userId, zone, row.startDate, row.endDate),
        };
      }),
    );
  }

  /** Refuses a range that overlaps another of the user's (but `except`), or a teammate who may not be chosen. */
  async function check(tx: Tx, userId: string, input: OutOfOfficeInput, zone: string, except?: string) {
    const today = dayToDate(localDayOf(zone, now()));
    if (input.endDate < today) throw httpErrors.badRequest(awayMessages.endInPast);
    const overlapping = await tx.outOfOffice.findFirst({
      where: {
        userId,
        ...(except ? { id: { not: except } } : {}),
        startDate: { lte: input.endDate },
        endDate: { gte: input.startDate },
      },
      select: { id: true },
    });
    if (overlapping) throw httpErrors.conflict(awayMessages.overlaps);
    const forward = input.forwardToUserId ?? null;
    if (forward === userId) throw httpErrors.badRequest(awayMessages.forwardSelf);
    if (forward) {
      const mate = (await teammatesOf(tx, userId)).find((m) => m.id === forward);
      if (!mate?.acceptsForwards) throw httpErrors.badRequest(awayMessages.forwardNotTeammate);
    }
  }

  const data = (input: OutOfOfficeInput) => ({
    startDate: input.startDate,
    endDate: input.endDate,
    reason: input.reason ?? '',
    message: input.message ?? '',
    forwardToUserId: input.forwardToUserId ?? null,
  });

  return {
    async list(userId: string): Promise<OutOfOffice[]> {
      const [zone, rows] = await Promise.all([
        zoneOf(db, userId),
        db.outOfOffice.findMany({
          where: { userId },
          orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
          select: ROW_SELECT,
        }),
      ]);
      return answer(userId, zone, rows);
    },

    async create(userId: string, input: OutOfOfficeInput): Promise<OutOfOffice> {
      const zone = await zoneOf(db, userId);
      const row = await writeAsUser(db, userId, async (tx) => {
        if ((await tx.outOfOffice.count({ where: { userId } })) >= MAX_OUT_OF_OFFICE) {
          throw httpErrors.conflict(awayMessages.tooMany);
        }
        await check(tx, userId, input, zone);
        return tx.outOfOffice.create({ data: { userId, ...data(input) }, select: ROW_SELECT });
      });
      return (await answer(userId, zone, [row]))[0]!;
    },

    async update(userId: string, id: string, input: OutOfOfficeInput): Promise<OutOfOffice> {
      const zone = await zoneOf(db, userId);
      const row = await writeAsUser(db, userId, async (tx) => {
        const found = await tx.outOfOffice.findFirst({ where: { id, userId }, select: { id: true } });
        if (!found) throw httpErrors.notFound(awayMessages.notFound);
        await check(tx, userId, input, zone, id);
        return tx.outOfOffice.update({ where: { id }, data: data(input), select: ROW_SELECT });
      });
      return (await answer(userId, zone, [row]))[0]!;
    },

    async remove(userId: string, id: string): Promise<void> {
      await writeAsUser(db, userId, async (tx) => {
        const { count } = await tx.outOfOffice.deleteMany({ where: { id, userId } });
        if (count === 0) throw httpErrors.notFound(awayMessages.notFound);
      });
    },

    async settings(userId: string): Promise<AwaySettings> {
      const row = await db.awaySettings.findUnique({ where: { userId }, select: { acceptsForwards: true } });
      return { acceptsForwards: row?.acceptsForwards ?? false };
    },

    async saveSettings(userId: string, input: AwaySettings): Promise<AwaySettings> {
      return writeAsUser(db, userId, (tx) =>
        tx.awaySettings.upsert({
          where: { userId },
          create: { userId, acceptsForwards: input.acceptsForwards },
          update: { acceptsForwards: input.acceptsForwards },
          select: { acceptsForwards: true },
        }),
      );
    },

    teammates: (userId: string) => teammatesOf(db, userId),
  };
}
