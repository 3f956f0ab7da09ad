import { DEFAULT_LOCALE, type Locale, dateLocaleOf } from '#shared/i18n/locales.ts';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { hashOpaqueToken } from '../../../lib/opaque-tokens.ts';
import { type BookingCreateInput, bookingMessages } from '#shared/schemas/bookings.ts';
import type { TeamBookingCreated } from '#shared/schemas/team-event-types.ts';
import { parseInstant } from '../../open-times/types.ts';
import { answersData, checkedAnswers, inviteeEmailOf } from '../answers.ts';
import { runBeforeWrite } from '../before-write.ts';
import type { BookingContext } from '../context.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import { TAKEN } from '../locked-write.ts';
import { emitBooked, requestFields } from '../requests/pending.ts';
import { needsConfirmation } from '#shared/schemas/confirmation-settings.ts';
import { BOOKING_SELECT, type BookingRow, type Host, created } from '../contract.ts';
import { replayBooking } from '../book.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { teamBookingView } from './view.ts';
import { roundRobinOrder, roundRobinRecords } from './assign.ts';
import { attendance } from './open-times.ts';
import type { Group, GroupHost } from './targets.ts';

/** What a team booking's other hosts hear of it (ADR 029): their own email and calendar, nothing the invitee gets. */
export const CO_HOST_LISTENERS = ['host-email', 'calendar-write'] as const;
/** A group request's change the other hosts are not told of: only their calendar follows it (ADR 025). */
export const CALENDAR_ONLY = ['calendar-write'] as const;

/** The round-robin's candidate was taken meanwhile: the next one is tried. */
class CandidateTaken extends Error {}

/** The same Idempotency-Key booked meanwhile (another request, maybe another process): answered again. */
class AlreadyBooked extends Error {
  constructor(readonly booking: TeamBookingCreated) {
    super('already booked with this Idempotency-Key');
  }
}

/** Whether a refusal is the time not being in the host's hours (400 'not open'): that host is not free. */
const isNotOpen = (error: unknown) => error instanceof HttpError && error.message === bookingMessages.notOpen;
const isTaken = (error: unknown) => error instanceof HttpError && error.statusCode === 409;

/**
 * The hosts with the first whose own event type asks to confirm this time in front: the booking's lead,
 * who answers the request (a dynamic group link's member, docs/product.md#dynamic-group-links).
 */
function confirmerFirst(hosts: GroupHost[], start: number, at: number): GroupHost[] {
  const i = hosts.findIndex((h) => needsConfirmation(h.target.read.eventType, start, at));
  return i <= 0 ? hosts : [hosts[i]!, ...hosts.slice(0, i), ...hosts.slice(i + 1)];
}

/** A co-host's row of a team booking: the lead's booking as that host's, holding their time. */
export function coHostData(lead: BookingRow, hostId: string) {
  return {
    uid: randomBytes(16).toString('base64url'),
    hostId,
    leadBookingId: lead.id,
    eventTypeId: lead.eventTypeId,
    title: lead.title,
    status: lead.status as 'accepted',
    inviteeName: lead.inviteeName,
    inviteeEmail: lead.inviteeEmail,
    inviteeTimeZone: lead.inviteeTimeZone,
    notes: lead.notes,
    locationKind: lead.locationKind,
    location: lead.location,
    locationUrl: lead.locationUrl,
    responses: lead.responses,
    // No manage link: the invitee manages the lead booking, and this row with it.
    manageTokenHash: hashOpaqueToken(randomBytes(32).toString('base64url')),
  };
}

/**
 * POST /api/public/team/:slug/:eventSlug/bookings and the dynamic group links' (ADR 029): one booking
 * every attending host holds. A collective's hosts all attend; a round-robin's free hosts are tried in
 * the order of `roundRobinOrder`, each with the fixed hosts, every host's lock taken in id order, and
 * each host's time checked inside it against every busy source. A candidate taken meanwhile (another
 * process booked them first) makes way for the next; the database's no-overlap guard holds each host's
 * row as it holds a personal booking.
 */
export function createGroupBook(ctx: BookingContext) {
  const { checks, lock, now, manageUrl, db } = ctx;

  /** The hosts among `hosts` whose hours and busy times (as cached) leave the start free. */
  async function freeAmong(hosts: GroupHost[], start: number): Promise<GroupHost[]> {
    const free: GroupHost[] = [];
    for (const host of hosts) {
      try {
        checks.rules(host.target, start);
        await checks.outside(host.target, host.id, host.versions, start);
        free.push(host);
      } catch (error) {
        if (!isNotOpen(error) && !isTaken(error)) throw error;
      }
    }
    return free;
  }

  async function write(
    group: Group,
    hosts: GroupHost[],
    input: BookingCreateInput,
    start: number,
    idempotencyKey: string | undefined,
    locale: Locale,
  ) {
    const [leadHost] = hosts;
    const answers = checkedAnswers(leadHost!.target, input);
    const email = inviteeEmailOf(input);
    return lock.transactMany(
      hosts.map((h) => h.id),
      async (tx: Tx, locked: Host[]) => {
        let times: Awaited<ReturnType<typeof checks.inside>> | null = null;
        for (const [i, host] of hosts.entries()) {
          try {
            times = await checks.inside(tx, host.id, host.target, start, undefined, email);
          } catch (error) {
            // The round-robin's pick (always first) was taken meanwhile: the caller tries the next.
            if (i === 0 && group.schedulingType === 'round_robin' && !host.fixed && isTaken(error))
              throw new CandidateTaken();
            throw error;
          }
        }
        const t = times!;
        const uid = randomBytes(16).toString('base64url');
        const lead = await tx.booking.create({
          data: {
            uid,
            hostId: leadHost!.id,
            eventTypeId: group.eventTypeId,
            title: leadHost!.target.read.eventType.name,
            startTime: new Date(t.start),
            endTime: new Date(t.end),
            blockedStart: new Date(t.blockedStart),
            blockedEnd: new Date(t.blockedEnd),
            inviteeTimeZone: input.timeZone,
            ...answersData(leadHost!.target, answers, ctx.conferencing, t.room),
            manageTokenHash: hashOpaqueToken(ctx.manageToken(uid)),
            idempotencyKey: idempotencyKey ?? null,
            // The invitee's language (ADR 030): their email, invite and reminders use it.
            locale,
            dateLocale: dateLocaleOf(locale, input.dateLocale, input.hourCycle),
            // A group link's member who confirms (the lead, see `confirmerFirst`) makes it a request (ADR 025).
            ...requestFields(leadHost!.target.read.eventType, t.start, now()),
            history: { create: { kind: 'created', actor: 'invitee' } },
          },
          select: BOOKING_SELECT,
        });
        await emitBooked(tx, lead, locked[0]!, now());
        for (const [i, host] of hosts.entries()) {
          if (i === 0) continue;
          const row = await tx.booking.create({
            data: {
              ...coHostData(lead, host.id),
              startTime: lead.startTime,
              endTime: lead.endTime,
              blockedStart: new Date(t.blockedStart),
              blockedEnd: new Date(t.blockedEnd),
              history: { create: { kind: 'created', actor: 'invitee' } },
            },
            select: BOOKING_SELECT,
          });
          // A request reaches the other hosts once it is approved (requests/decide.ts).
          if (row.status !== 'pending')
            await emit(tx, bookingEvent('created', row, locked[i]!, now()), CO_HOST_LISTENERS);
        }
        return lead;
      },
    );
  }

  /** The booking a host of the group made with this Idempotency-Key, answered again with its hosts. */
  async function replay(group: Group, key: string, input: BookingCreateInput, start: number) {
    for (const host of group.hosts) {
      const earlier = await replayBooking(ctx, host.id, key, input, start);
      if (!earlier) continue;
      const lead = await db.booking.findUniqueOrThrow({ where: { uid: earlier.uid }, select: { id: true } });
      const view = await teamBookingView(db, lead.id);
      return { ...earlier, hosts: (view?.hostNames ?? [host.name]).map((name) => ({ name })) };
    }
    return null;
  }

  /** 201 with the booking and its hosts, or the earlier one (replayed) for a known Idempotency-Key. */
  return async function book(
    group: Group,
    input: BookingCreateInput,
    idempotencyKey?: string,
    /** The language the invitee books in (ADR 030). */
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ replayed: boolean; booking: TeamBookingCreated }> {
    const start = parseInstant(input.start, bookingMessages.invalidStart);
    if (idempotencyKey) {
      const earlier = await replay(group, idempotencyKey, input, start);
      if (earlier) return { replayed: true, booking: earlier };
    }
    try {
      return { replayed: false, booking: await bookNew(group, input, start, idempotencyKey, locale) };
    } catch (error) {
      if (error instanceof AlreadyBooked) return { replayed: true, booking: error.booking };
      // The same key raced in (another request or process): the lead host's key index refused it, or
      // its booking took the time first. Either way that booking is the answer, not a 409.
      if (idempotencyKey && (isUniqueViolation(error) || isTaken(error))) {
        const earlier = await replay(group, idempotencyKey, input, start);
        if (earlier) return { replayed: true, booking: earlier };
      }
      throw error;
    }
  };

  async function bookNew(
    group: Group,
    input: BookingCreateInput,
    start: number,
    idempotencyKey: string | undefined,
    locale: Locale,
  ): Promise<TeamBookingCreated> {
    // The answers and the time's own rules (past, notice, window) first, without any lock.
    checkedAnswers(group.hosts[0]!.target, input);
    const { fixed, pool } = attendance(group);
    for (const host of fixed) checks.rules(host.target, start);
    const free = await freeAmong(pool, start);
    if (pool.length > 0 && free.length === 0) {
      // Nobody to choose from: closed everywhere is 'not open', else the time is taken.
      for (const host of pool) checks.rules(host.target, start);
      throw TAKEN;
    }
    const records =
      free.length > 1 && group.eventTypeId
        ? await roundRobinRecords(
            db,
            group.eventTypeId,
            free.map((h) => h.id),
            now(),
          )
        : new Map();
    const order = roundRobinOrder(free, records).map((c) => free.find((h) => h.id === c.id)!);
    const attempts = (order.length > 0 ? order.map((pick) => [pick, ...fixed]) : [fixed]).map((hosts) =>
      confirmerFirst(hosts, start, now()),
    );
    const picking = order.length > 0;
    for (const hosts of attempts) {
      try {
        // The connected calendars' live check (ADR 021), for every host who would attend.
        for (const [i, host] of hosts.entries()) {
          const pending = { hostId: host.id, target: host.target, start };
          try {
            await runBeforeWrite(ctx.beforeWrite, { ...pending, calendarsVersion: host.versions.calendarsVersion });
          } catch (error) {
            if (picking && i === 0 && isTaken(error)) throw new CandidateTaken();
            throw error;
          }
        }
        const lead = await write(group, hosts, input, start, idempotencyKey, locale);
        return { ...created(lead, manageUrl), hosts: hosts.map((h) => ({ name: h.name })) };
      } catch (error) {
        if (!(error instanceof CandidateTaken)) throw error;
        // A request with the same key may have taken this candidate: then it is the answer, and the
        // next candidate must not get a second booking under one key.
        if (idempotencyKey) {
          const earlier = await replay(group, idempotencyKey, input, start);
          if (earlier) throw new AlreadyBooked(earlier);
        }
      }
    }
    throw TAKEN;
  }
}
