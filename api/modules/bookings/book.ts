import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashOpaqueToken } from '../../lib/opaque-tokens.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { DEFAULT_LOCALE, type Locale, dateLocaleOf } from '#shared/i18n/locales.ts';
import { type BookingCreateInput, type BookingCreated, bookingMessages } from '#shared/schemas/bookings.ts';
import { type Target, parseInstant } from '../open-times/types.ts';
import { linkRoutingResponse } from '../routing-forms/surface.ts';
import { answersData, checkedAnswers, inviteeEmailOf } from './answers.ts';
import { runBeforeWrite } from './before-write.ts';
import type { BookingContext } from './context.ts';
import { emitBooked, requestFields } from './requests/pending.ts';
import { BOOKING_SELECT, type BookingTimes, created } from './contract.ts';

/**
 * An earlier booking of the host made with this Idempotency-Key: the same answer again, if the request
 * is the same (422 if the key was used for another); null when the key is new.
 */
export async function replayBooking(
  ctx: Pick<BookingContext, 'reads' | 'manageUrl'>,
  hostId: string,
  key: string,
  input: BookingCreateInput,
  start: number,
) {
  // A driver-level read (ADR 008): every public booking request with a key asks this.
  const row = await ctx.reads.bookingByIdempotencyKey(hostId, key);
  if (!row) return null;
  const same = row.inviteeEmail === inviteeEmailOf(input) && (row.start === start || row.sequence > 0);
  if (!same) throw new HttpError(422, bookingMessages.idempotencyKeyReused);
  const { uid, status, locale } = row;
  return created({ uid, status, locale, startTime: new Date(row.start), endTime: new Date(row.end) }, ctx.manageUrl);
}

/** What a new booking's row holds of the invitee's request (a series' occurrences too, ADR 054). */
export function newBookingData(
  ctx: Pick<BookingContext, 'conferencing' | 'manageToken'>,
  booking: {
    hostId: string;
    target: Target;
    input: BookingCreateInput;
    answers: ReturnType<typeof checkedAnswers>;
    locale: Locale;
    times: BookingTimes & { room: Parameters<typeof answersData>[3] };
  },
) {
  const { target, input, locale, times } = booking;
  const uid = randomBytes(16).toString('base64url');
  return {
    uid,
    hostId: booking.hostId,
    eventTypeId: target.read.eventType.id,
    title: target.read.eventType.name,
    startTime: new Date(times.start),
    endTime: new Date(times.end),
    blockedStart: new Date(times.blockedStart),
    blockedEnd: new Date(times.blockedEnd),
    inviteeTimeZone: input.timeZone,
    locale,
    dateLocale: dateLocaleOf(locale, input.dateLocale, input.hourCycle),
    ...answersData(target, booking.answers, ctx.conferencing, times.room),
    manageTokenHash: hashOpaqueToken(ctx.manageToken(uid)),
    history: { create: { kind: 'created' as const, actor: 'invitee' as const } },
  };
}

/** POST /api/public/:username/:slug/bookings: a new booking, exactly once per time (ADR 015). */
export function createBook(ctx: BookingContext) {
  const { slots, checks, lock, now, manageUrl } = ctx;
  const replay = (hostId: string, key: string, input: BookingCreateInput, start: number) =>
    replayBooking(ctx, hostId, key, input, start);

  /** 201 with the booking, or the earlier one (replayed) for a known key. */
  return async function book(
    username: string,
    slug: string,
    input: BookingCreateInput,
    idempotencyKey: string | undefined,
    /** The language the invitee books in (ADR 030): their emails, invite and reminders use it. */
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ replayed: boolean; booking: BookingCreated }> {
    const start = parseInstant(input.start, bookingMessages.invalidStart);
    const resolved = await slots.resolve(username, slug);
    let target = resolved.target;
    const hostId = resolved.versions.id;
    if (idempotencyKey) {
      const earlier = await replay(hostId, idempotencyKey, input, start);
      if (earlier) return { replayed: true, booking: earlier };
    }
    // The reasons that do not depend on other bookings answer at once, without any lock: the answers
    // to the event type's questions (400 naming each field), then the time's own rules.
    let answers = checkedAnswers(target, input);
    checks.rules(target, start);
    await runBeforeWrite(ctx.beforeWrite, {
      hostId,
      target,
      start,
      calendarsVersion: resolved.versions.calendarsVersion,
    });
    try {
      // Queued per host, then checked against the cached busy sources at the current bookings version:
      // once a time is taken, the rest of a burst answers 409 without opening a transaction.
      const row = await lock.perHost(hostId, async () => {
        const { versions } = await slots.resolve(username, target.read.eventType.slug);
        await checks.outside(target, hostId, versions, start);
        return lock.transact(hostId, async (tx, host) => {
          if (
            host.publicVersion !== resolved.versions.publicVersion ||
            host.eventTypesVersion !== resolved.versions.eventTypesVersion
          ) {
            // The hours or the event type changed since they were read: read them again, and check
            // the answers against its questions as they are now.
            target = (await slots.resolve(username, slug)).target;
            answers = checkedAnswers(target, input);
          }
          const times = await checks.inside(tx, hostId, target, start, undefined, inviteeEmailOf(input));
          const row = await tx.booking.create({
            data: {
              ...newBookingData(ctx, { hostId, target, input, answers, locale, times }),
              idempotencyKey: idempotencyKey ?? null,
              // A request the host confirms (ADR 025): pending, holding its time, until a deadline.
              ...requestFields(target.read.eventType, times.start, now()),
              seatKey: times.seatKey,
            },
            select: BOOKING_SELECT,
          });
          await linkRoutingResponse(tx, input.routingResponseId, row);
          await emitBooked(tx, row, host, now());
          return row;
        });
      });
      return { replayed: false, booking: created(row, manageUrl) };
    } catch (error) {
      // The same key raced in from another process: answer with the booking that won.
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await replay(hostId, idempotencyKey, input, start);
        if (earlier) return { replayed: true, booking: earlier };
      }
      throw error;
    }
  };
}
