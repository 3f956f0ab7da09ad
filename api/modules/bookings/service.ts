import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import { isOverlapViolation, isUniqueViolation } from '../../db/errors.ts';
import { type CalendarBooking, icalUid } from '../../lib/ical.ts';
import { createKeyedMutex } from '../../lib/keyed-mutex.ts';
import { hashOpaqueToken } from '../../lib/opaque-tokens.ts';
import { type OutboxJobInput, outboxRows, type Outbox } from '../../lib/outbox.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { HttpError, httpErrors } from '../../lib/http-errors.ts';
import { checkStart } from '#shared/availability/slots.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { FALLBACK_TIME_ZONE } from '#shared/schemas/availability.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import {
  type BookingCreateInput,
  type BookingCreated,
  type BookingHistoryEntry,
  type BookingListQueryParsed,
  type HostBooking,
  type HostBookingDetail,
  type HostBookingList,
  type PublicBooking,
  bookingMessages,
} from '#shared/schemas/bookings.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { type OwnBooking, parseInstant, type Target, type createOpenTimesService } from '../open-times/service.ts';
import { type BookingNotice, hostEmail, inviteeEmail } from './emails.ts';
import { bookingTimes } from './instants.ts';

const MINUTE = 60_000;
/** The answer to a taken time, made once: a burst of refusals need not each capture a stack. */
const TAKEN = httpErrors.conflict(bookingMessages.slotTaken);
/** The longest a booking can block: 24 h of event plus two 12 h buffers (bounds the overlap scan). */
const MAX_BLOCK_MS = 48 * 60 * MINUTE;
/** Interactive transactions: how long to wait for a connection, and the longest one may run. */
const TRANSACTION = { maxWait: 10_000, timeout: 10_000 };

export type BookingEventName = 'BOOKING_CREATED' | 'BOOKING_RESCHEDULED' | 'BOOKING_CANCELLED';
type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Webhook jobs for an event, written in the booking's transaction (Booking III registers them). */
export type EventJobs = (
  tx: Tx,
  hostId: string,
  event: BookingEventName,
  payload: Record<string, unknown>,
) => Promise<OutboxJobInput[]>;

const BOOKING_SELECT = {
  id: true,
  uid: true,
  hostId: true,
  eventTypeId: true,
  title: true,
  startTime: true,
  endTime: true,
  status: true,
  inviteeName: true,
  inviteeEmail: true,
  inviteeTimeZone: true,
  notes: true,
  manageTokenHash: true,
  idempotencyKey: true,
  sequence: true,
  cancelReason: true,
  cancelledBy: true,
  cancelledAt: true,
  createdAt: true,
  updatedAt: true,
} as const;
type BookingRow = {
  id: string;
  uid: string;
  hostId: string;
  eventTypeId: string | null;
  title: string;
  startTime: Date;
  endTime: Date;
  status: string;
  inviteeName: string;
  inviteeEmail: string;
  inviteeTimeZone: string;
  notes: string;
  manageTokenHash: string;
  idempotencyKey: string | null;
  sequence: number;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

interface Host {
  id: string;
  email: string;
  name: string;
  username: string | null;
  timeZone: string;
  publicVersion: number;
  eventTypesVersion: number;
}

/** The name a host goes by in emails and calendars: their full name, else their username, else their email. */
export function hostName(user: { firstName: string; lastName: string; username: string | null; email: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.username || user.email;
}

const status = (row: { status: string }) => (row.status === 'cancelled' ? 'cancelled' : 'accepted');

/**
 * Booking writes (ADR 015): book, reschedule and cancel, each exactly once per time. Every write for
 * a host runs (1) after this process's earlier writes for that host (a keyed mutex), and (2) in a
 * transaction whose first statement locks the host's row, so writes from every process queue there;
 * inside, everything is checked again against committed data. The database refuses an overlapping
 * row whoever writes it (PostgreSQL exclusion constraint, SQLite triggers), which answers 409 too.
 */
export function createBookingService(deps: {
  db: Db;
  reads: Pick<Reads, 'bookingByIdempotencyKey'>;
  config: Pick<Config, 'APP_URL' | 'BOOKING_RESCHEDULES_PER_BOOKING'>;
  slots: ReturnType<typeof createOpenTimesService>;
  secretBox: SecretBox;
  outbox: Outbox;
  eventJobs?: EventJobs;
  now?: () => number;
}) {
  const { db, config, slots, secretBox, outbox } = deps;
  const now = deps.now ?? Date.now;
  const perHost = createKeyedMutex();
  const bookingsUrl = `${config.APP_URL}/bookings`;

  /** The manage-link secret: 256 bits only this server can make from the uid; stored only as a hash. */
  const manageToken = (uid: string) => secretBox.mac('booking-manage-link', uid).toString('base64url');
  const manageUrl = (uid: string) => `${config.APP_URL}/booking/${encodeURIComponent(uid)}?token=${manageToken(uid)}`;

  function tokenMatches(row: { manageTokenHash: string }, token: string | undefined): boolean {
    if (!token || token.length > 200) return false;
    const given = Buffer.from(hashOpaqueToken(token), 'hex');
    const stored = Buffer.from(row.manageTokenHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  /** The first statement of every booking write: the host's row lock (and a new bookings version). */
  async function lockHost(tx: Tx, hostId: string): Promise<Host> {
    const locked = await tx.$executeRaw`UPDATE users SET bookings_version = bookings_version + 1 WHERE id = ${hostId}`;
    if (locked !== 1) throw httpErrors.notFound(bookingMessages.notFound);
    return readHost(tx, hostId);
  }

  async function readHost(tx: Tx, hostId: string): Promise<Host> {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: hostId },
      select: {
        email: true,
        firstName: true,
        lastName: true,
        username: true,
        publicVersion: true,
        eventTypesVersion: true,
        schedules: { where: { isDefault: true }, select: { timeZone: true }, orderBy: { createdAt: 'asc' }, take: 1 },
      },
    });
    return {
      id: hostId,
      email: user.email,
      name: hostName(user),
      username: user.username,
      timeZone: user.schedules[0]?.timeZone ?? FALLBACK_TIME_ZONE,
      publicVersion: user.publicVersion,
      eventTypesVersion: user.eventTypesVersion,
    };
  }

  /**
   * Whether `start` can be booked for `target` now, against committed bookings (inside the lock):
   * a 400 with the reason, a 409 when another booking or a limit takes it, else the booking's times.
   */
  async function checkInside(tx: Tx, hostId: string, target: Target, start: number, exclude?: string) {
    const { settings } = target;
    const times = bookingTimes(start, settings, now());
    const [clearFrom, clearTo] = [times.blockedStart, times.blockedEnd];
    const notSelf = exclude ? { id: { not: exclude } } : {};
    const limited = settings.maxPerDay !== null || settings.maxPerWeek !== null;
    const [busy, counted] = await Promise.all([
      tx.booking.findMany({
        where: {
          hostId,
          blocking: true,
          ...notSelf,
          blockedStart: { gte: new Date(clearFrom - MAX_BLOCK_MS), lt: new Date(clearTo) },
          blockedEnd: { gt: new Date(clearFrom) },
        },
        select: { blockedStart: true, blockedEnd: true },
      }),
      limited
        ? tx.booking.findMany({
            where: {
              eventTypeId: target.read.eventType.id,
              blocking: true,
              ...notSelf,
              startTime: { gte: new Date(start - 9 * DAY_MS), lt: new Date(start + 9 * DAY_MS) },
            },
            select: { startTime: true },
          })
        : Promise.resolve([]),
    ]);
    const verdict = checkStart(
      {
        schedule: target.schedule,
        settings,
        busy: busy.map((b) => [b.blockedStart.getTime(), b.blockedEnd.getTime()] as const),
        eventBookingStarts: counted.map((b) => b.startTime.getTime()),
        now: now(),
        weekStart: target.weekStart,
      },
      start,
    );
    refuse(verdict, settings.minimumNotice);
    return times;
  }

  function refuse(verdict: ReturnType<typeof checkStart>, minimumNotice: number) {
    switch (verdict) {
      case 'open':
        return;
      case 'past':
        throw httpErrors.badRequest(bookingMessages.inPast);
      case 'notice':
        throw httpErrors.badRequest(bookingMessages.notice(minimumNotice));
      case 'window':
        throw httpErrors.badRequest(bookingMessages.outsideWindow);
      case 'closed':
        throw httpErrors.badRequest(bookingMessages.notOpen);
      case 'taken':
        throw TAKEN;
    }
  }

  /** The same check against the cached open times, outside any transaction: most losers of a race stop here. */
  async function checkOutside(target: Target, hostId: string, start: number, username: string) {
    const { settings } = target;
    const versions = await slots.resolve(username, target.read.eventType.slug);
    const clearFrom = start - settings.beforeBuffer * MINUTE;
    const clearTo = start + (settings.duration + settings.afterBuffer) * MINUTE;
    const busy = await slots.busyBetween(hostId, versions.versions.bookingsVersion, clearFrom, clearTo, now());
    // The hours, notice and window were checked before the queue (and are checked again inside the
    // write): here only another booking can have taken the time meanwhile.
    if (busy.some(([s, e]) => s < clearTo && e > clearFrom)) throw TAKEN;
  }

  /** A booking write for a host in a transaction that first takes the host's lock (callers queue it per host). */
  async function transact<T>(hostId: string, fn: (tx: Tx, host: Host) => Promise<T>): Promise<T> {
    try {
      return await db.$transaction(async (tx) => fn(tx, await lockHost(tx, hostId)), TRANSACTION);
    } catch (error) {
      if (isOverlapViolation(error)) throw TAKEN;
      if (isTransactionTimeout(error)) throw new HttpError(503, bookingMessages.busy, { 'retry-after': '1' });
      throw error;
    } finally {
      outbox.kick();
    }
  }

  /** Runs a booking write for a host: queued in this process, then in a transaction that takes the host's lock. */
  function write<T>(hostId: string, fn: (tx: Tx, host: Host) => Promise<T>): Promise<T> {
    return perHost(hostId, () => transact(hostId, fn));
  }

  function calendarBooking(row: BookingRow, host: Pick<Host, 'name' | 'email'>): CalendarBooking {
    return {
      uid: row.uid,
      title: row.title,
      start: row.startTime,
      end: row.endTime,
      sequence: row.sequence,
      cancelled: row.status === 'cancelled',
      hostName: host.name,
      hostEmail: host.email,
      inviteeName: row.inviteeName,
      inviteeEmail: row.inviteeEmail,
      notes: row.notes,
      updatedAt: row.updatedAt,
    };
  }

  function webhookPayload(row: BookingRow, host: Host, extra: Record<string, unknown> = {}) {
    return {
      uid: row.uid,
      title: row.title,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      status: status(row).toUpperCase(),
      eventTypeId: row.eventTypeId,
      organizer: { name: host.name, email: host.email, timeZone: host.timeZone, username: host.username },
      attendees: [{ name: row.inviteeName, email: row.inviteeEmail, timeZone: row.inviteeTimeZone }],
      notes: row.notes,
      sequence: row.sequence,
      ...extra,
    };
  }

  /** The emails (and webhook deliveries) that tell both sides about a change, as outbox jobs. */
  async function notify(
    tx: Tx,
    change: 'created' | 'rescheduled' | 'cancelled',
    row: BookingRow,
    host: Host,
    extra: Partial<BookingNotice> = {},
  ) {
    const notice: BookingNotice = {
      booking: calendarBooking(row, host),
      hostTimeZone: host.timeZone,
      inviteeTimeZone: row.inviteeTimeZone,
      manageUrl: manageUrl(row.uid),
      bookingsUrl,
      appUrl: config.APP_URL,
      ...extra,
    };
    const event = (
      { created: 'BOOKING_CREATED', rescheduled: 'BOOKING_RESCHEDULED', cancelled: 'BOOKING_CANCELLED' } as const
    )[change];
    const hooks = deps.eventJobs
      ? await deps.eventJobs(
          tx,
          host.id,
          event,
          webhookPayload(row, host, {
            ...(extra.previous
              ? {
                  previousStartTime: extra.previous.start.toISOString(),
                  previousEndTime: extra.previous.end.toISOString(),
                }
              : {}),
            ...(change === 'cancelled' ? { cancelledBy: row.cancelledBy, cancellationReason: row.cancelReason } : {}),
          }),
        )
      : [];
    const jobs: OutboxJobInput[] = [
      { kind: 'email', payload: inviteeEmail(change, notice) },
      { kind: 'email', payload: hostEmail(change, notice) },
      ...hooks,
    ];
    await tx.outboxJob.createMany({ data: outboxRows(jobs) });
  }

  function created(row: Pick<BookingRow, 'uid' | 'status' | 'startTime' | 'endTime'>): BookingCreated {
    return {
      uid: row.uid,
      status: status(row),
      start: row.startTime.toISOString(),
      end: row.endTime.toISOString(),
      manageUrl: manageUrl(row.uid),
    };
  }

  /** An earlier booking made with this Idempotency-Key: the same answer again, if the request is the same. */
  async function replay(hostId: string, key: string, input: BookingCreateInput, start: number) {
    // A driver-level read (ADR 008): every public booking request with a key asks this.
    const row = await deps.reads.bookingByIdempotencyKey(hostId, key);
    if (!row) return null;
    const same = row.inviteeEmail === input.email && (row.start === start || row.sequence > 0);
    if (!same) throw new HttpError(422, bookingMessages.idempotencyKeyReused);
    return created({
      uid: row.uid,
      status: row.status,
      startTime: new Date(row.start),
      endTime: new Date(row.end),
    });
  }

  async function loadBooking(uid: string) {
    return db.booking.findUnique({ where: { uid }, select: BOOKING_SELECT });
  }

  /** The booking behind a manage link; a wrong or missing token is the same 404 as an unknown uid. */
  async function byLink(uid: string, token: string | undefined) {
    const row = await loadBooking(uid);
    if (!row || !tokenMatches(row, token)) throw httpErrors.notFound(bookingMessages.linkInvalid);
    return row;
  }

  /** Inside the lock: the booking as it is now, and whether it may still change. */
  async function changeable(tx: Tx, id: string): Promise<BookingRow> {
    const row = await tx.booking.findUniqueOrThrow({ where: { id }, select: BOOKING_SELECT });
    if (row.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
    if (row.startTime.getTime() <= now()) throw new HttpError(410, bookingMessages.alreadyPast);
    return row;
  }

  async function cancel(row: BookingRow, actor: 'host' | 'invitee', reason: string | undefined) {
    return write(row.hostId, async (tx, host) => {
      await changeable(tx, row.id);
      const updated = await tx.booking.update({
        where: { id: row.id },
        data: {
          status: 'cancelled',
          blocking: false,
          sequence: { increment: 1 },
          cancelledAt: new Date(now()),
          cancelledBy: actor,
          cancelReason: reason || null,
          history: { create: { kind: 'cancelled', actor, reason: reason || null } },
        },
        select: BOOKING_SELECT,
      });
      await notify(tx, 'cancelled', updated, host, { cancelledBy: actor, reason: reason || null });
      return updated;
    });
  }

  function hostView(row: BookingRow): HostBooking {
    return {
      uid: row.uid,
      title: row.title,
      start: row.startTime.toISOString(),
      end: row.endTime.toISOString(),
      status: status(row),
      eventTypeId: row.eventTypeId,
      inviteeName: row.inviteeName,
      inviteeEmail: row.inviteeEmail,
      inviteeTimeZone: row.inviteeTimeZone,
      notes: row.notes,
      sequence: row.sequence,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelledBy: (row.cancelledBy as HostBooking['cancelledBy']) ?? null,
      cancelReason: row.cancelReason,
    };
  }

  async function hostBooking(hostId: string, uid: string): Promise<BookingRow> {
    const row = await loadBooking(uid);
    // Another host's booking is as unknown as a missing one.
    if (!row || row.hostId !== hostId) throw httpErrors.notFound(bookingMessages.notFound);
    return row;
  }

  return {
    manageUrl,

    /** POST /api/public/:username/:slug/bookings: 201 with the booking, or the earlier one (replayed) for a known key. */
    async book(
      username: string,
      slug: string,
      input: BookingCreateInput,
      idempotencyKey: string | undefined,
    ): Promise<{ replayed: boolean; booking: BookingCreated }> {
      const start = parseInstant(input.start, bookingMessages.invalidStart);
      const resolved = await slots.resolve(username, slug);
      let target = resolved.target;
      const hostId = resolved.versions.id;
      if (idempotencyKey) {
        const earlier = await replay(hostId, idempotencyKey, input, start);
        if (earlier) return { replayed: true, booking: earlier };
      }
      const settings = target.settings;
      // The reasons that do not depend on other bookings answer at once, without any lock.
      bookingTimes(start, settings, now());
      refuse(
        checkStart(
          {
            schedule: target.schedule,
            settings: { ...settings, maxPerDay: null, maxPerWeek: null },
            busy: [],
            now: now(),
            weekStart: target.weekStart,
          },
          start,
        ),
        settings.minimumNotice,
      );
      try {
        // Queued per host, then checked against the cached open times at the current bookings version:
        // once a time is taken, the rest of a burst answers 409 without opening a transaction.
        const row = await perHost(hostId, async () => {
          await checkOutside(target, hostId, start, username);
          return transact(hostId, async (tx, host) => {
            if (
              host.publicVersion !== resolved.versions.publicVersion ||
              host.eventTypesVersion !== resolved.versions.eventTypesVersion
            ) {
              // The hours or the event type changed since they were read: read them again.
              target = (await slots.resolve(username, slug)).target;
            }
            const times = await checkInside(tx, hostId, target, start);
            const uid = randomBytes(16).toString('base64url');
            const row = await tx.booking.create({
              data: {
                uid,
                hostId,
                eventTypeId: target.read.eventType.id,
                title: target.read.eventType.name,
                startTime: new Date(times.start),
                endTime: new Date(times.end),
                blockedStart: new Date(times.blockedStart),
                blockedEnd: new Date(times.blockedEnd),
                inviteeName: input.name,
                inviteeEmail: input.email,
                inviteeTimeZone: input.timeZone,
                notes: input.notes,
                manageTokenHash: hashOpaqueToken(manageToken(uid)),
                idempotencyKey: idempotencyKey ?? null,
                history: { create: { kind: 'created', actor: 'invitee' } },
              },
              select: BOOKING_SELECT,
            });
            await notify(tx, 'created', row, host);
            return row;
          });
        });
        return { replayed: false, booking: created(row) };
      } catch (error) {
        // The same key raced in from another process: answer with the booking that won.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await replay(hostId, idempotencyKey, input, start);
          if (earlier) return { replayed: true, booking: earlier };
        }
        throw error;
      }
    },

    /** GET /api/public/bookings/:uid with the manage token. */
    async publicView(uid: string, token: string | undefined): Promise<PublicBooking> {
      const row = await byLink(uid, token);
      const extra = await db.booking.findUniqueOrThrow({
        where: { id: row.id },
        select: {
          eventType: { select: { slug: true, isVisible: true } },
          host: {
            select: {
              username: true,
              firstName: true,
              lastName: true,
              email: true,
              disabledAt: true,
              schedules: { where: { isDefault: true }, select: { timeZone: true }, take: 1 },
              preferences: { select: { bookingPageTheme: true, brandColorLight: true, brandColorDark: true } },
            },
          },
        },
      });
      const bookable = extra.eventType?.isVisible && extra.host.username && !extra.host.disabledAt;
      const look = extra.host.preferences;
      return {
        uid: row.uid,
        icalUid: icalUid(row.uid, config.APP_URL),
        sequence: row.sequence,
        status: status(row),
        title: row.title,
        start: row.startTime.toISOString(),
        end: row.endTime.toISOString(),
        duration: Math.round((row.endTime.getTime() - row.startTime.getTime()) / MINUTE),
        past: row.endTime.getTime() <= now(),
        host: {
          name: hostName(extra.host),
          timeZone: extra.host.schedules[0]?.timeZone ?? FALLBACK_TIME_ZONE,
        },
        username: bookable ? extra.host.username : null,
        eventSlug: bookable ? (extra.eventType?.slug ?? null) : null,
        inviteeName: row.inviteeName,
        inviteeEmail: row.inviteeEmail,
        inviteeTimeZone: row.inviteeTimeZone,
        notes: row.notes,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelledBy: (row.cancelledBy as PublicBooking['cancelledBy']) ?? null,
        cancelReason: row.cancelReason,
        bookingPageTheme: look?.bookingPageTheme ?? DEFAULT_PREFERENCES.booking_page_theme,
        brandColorLight: look?.brandColorLight ?? DEFAULT_PREFERENCES.brand_color_light,
        brandColorDark: look?.brandColorDark ?? DEFAULT_PREFERENCES.brand_color_dark,
      };
    },

    /** POST /api/public/bookings/:uid/cancel. */
    async cancelByLink(uid: string, token: string | undefined, reason: string | undefined) {
      await cancel(await byLink(uid, token), 'invitee', reason);
    },

    /** POST /api/public/bookings/:uid/reschedule: the same booking (same uid) at a new time. */
    async rescheduleByLink(uid: string, token: string | undefined, startText: string, reason: string | undefined) {
      const row = await byLink(uid, token);
      const start = parseInstant(startText, bookingMessages.invalidStart);
      if (row.status === 'cancelled') throw new HttpError(410, bookingMessages.alreadyCancelled);
      // SEQUENCE counts the moves of a booking that is not cancelled: each one emails both sides.
      if (row.sequence >= config.BOOKING_RESCHEDULES_PER_BOOKING)
        throw new HttpError(410, bookingMessages.rescheduledTooOften);
      const eventType = row.eventTypeId
        ? await db.eventType.findUnique({
            where: { id: row.eventTypeId },
            select: { slug: true, isVisible: true, user: { select: { username: true, disabledAt: true } } },
          })
        : null;
      // A disabled host's bookings stay viewable and cancellable, not movable (docs/product.md#disabled-hosts).
      if (!eventType?.isVisible || !eventType.user.username || eventType.user.disabledAt) {
        throw new HttpError(410, bookingMessages.cannotReschedule);
      }
      const { username } = eventType.user;
      const updated = await write(row.hostId, async (tx, host) => {
        const current = await changeable(tx, row.id);
        const { target } = await slots.resolve(username, eventType.slug);
        const times = await checkInside(tx, row.hostId, target, start, row.id);
        const moved = await tx.booking.update({
          where: { id: row.id },
          data: {
            startTime: new Date(times.start),
            endTime: new Date(times.end),
            blockedStart: new Date(times.blockedStart),
            blockedEnd: new Date(times.blockedEnd),
            sequence: { increment: 1 },
            history: {
              create: {
                kind: 'rescheduled',
                actor: 'invitee',
                fromStart: current.startTime,
                fromEnd: current.endTime,
                reason: reason || null,
              },
            },
          },
          select: BOOKING_SELECT,
        });
        await notify(tx, 'rescheduled', moved, host, {
          previous: { start: current.startTime, end: current.endTime },
          reason: reason || null,
        });
        return moved;
      });
      return created(updated);
    },

    /** The booking a reschedule frees: its own time counts as open while the invitee picks a new one. */
    async ownTime(uid: string, token: string | undefined): Promise<OwnBooking> {
      const row = await byLink(uid, token);
      const blocked = await db.booking.findUniqueOrThrow({
        where: { id: row.id },
        select: { blockedStart: true, blockedEnd: true, blocking: true },
      });
      return {
        hostId: row.hostId,
        eventTypeId: row.eventTypeId,
        start: row.startTime.getTime(),
        // A cancelled booking blocks nothing: nothing to free.
        blocked: blocked.blocking ? [blocked.blockedStart.getTime(), blocked.blockedEnd.getTime()] : [NaN, NaN],
      };
    },

    /** GET /api/bookings: the host's bookings, upcoming oldest first, past and cancelled newest first. */
    async list(hostId: string, query: BookingListQueryParsed): Promise<HostBookingList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const at = new Date(now());
      const ascending = query.status === 'upcoming';
      const where =
        query.status === 'cancelled'
          ? { hostId, status: 'cancelled' as const }
          : query.status === 'upcoming'
            ? { hostId, status: { not: 'cancelled' as const }, endTime: { gt: at } }
            : { hostId, status: { not: 'cancelled' as const }, endTime: { lte: at } };
      const keyset = after
        ? ascending
          ? { OR: [{ startTime: { gt: after.createdAt } }, { startTime: after.createdAt, id: { gt: after.id } }] }
          : { OR: [{ startTime: { lt: after.createdAt } }, { startTime: after.createdAt, id: { lt: after.id } }] }
        : {};
      const order = ascending ? ('asc' as const) : ('desc' as const);
      const rows = await db.booking.findMany({
        where: { ...where, ...keyset },
        orderBy: [{ startTime: order }, { id: order }],
        take: query.limit + 1,
        select: BOOKING_SELECT,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(hostView),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.startTime.toISOString(), id: last.id })
            : null,
      };
    },

    /** GET /api/bookings/:uid: one of the host's bookings with what happened to it. */
    async detail(hostId: string, uid: string): Promise<HostBookingDetail> {
      const row = await hostBooking(hostId, uid);
      const history = await db.bookingEvent.findMany({
        where: { bookingId: row.id },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return {
        ...hostView(row),
        history: history.map((h): BookingHistoryEntry => ({
          kind: h.kind,
          actor: h.actor,
          at: h.createdAt.toISOString(),
          fromStart: h.fromStart?.toISOString() ?? null,
          fromEnd: h.fromEnd?.toISOString() ?? null,
          reason: h.reason,
        })),
      };
    },

    /**
     * The host's account is being deleted (inside that transaction, with the account's row locked):
     * every upcoming booking's invitee is sent a cancellation (its invite's SEQUENCE one higher)
     * through the outbox, which outlives the account. The bookings themselves go with the account.
     */
    async accountClosing(tx: Tx, hostId: string): Promise<void> {
      const host = await readHost(tx, hostId);
      const rows = await tx.booking.findMany({
        where: { hostId, status: { not: 'cancelled' }, startTime: { gt: new Date(now()) } },
        select: BOOKING_SELECT,
      });
      if (rows.length === 0) return;
      const jobs: OutboxJobInput[] = rows.map((row) => {
        const closed = { ...row, status: 'cancelled', sequence: row.sequence + 1, cancelledBy: 'host' };
        return {
          kind: 'email',
          payload: inviteeEmail('cancelled', {
            booking: calendarBooking(closed, host),
            hostTimeZone: host.timeZone,
            inviteeTimeZone: row.inviteeTimeZone,
            manageUrl: manageUrl(row.uid),
            bookingsUrl,
            appUrl: config.APP_URL,
            cancelledBy: 'host',
            reason: bookingMessages.hostAccountClosed,
          }),
        };
      });
      await tx.outboxJob.createMany({ data: outboxRows(jobs) });
    },

    /** POST /api/bookings/:uid/cancel by the host. */
    async cancelByHost(hostId: string, uid: string, reason: string | undefined) {
      await cancel(await hostBooking(hostId, uid), 'host', reason);
    },
  };
}

/** Prisma's P2028: the interactive transaction ran out of time (or waited too long for a connection). */
function isTransactionTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2028';
}
