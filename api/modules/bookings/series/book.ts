import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { Tx } from '../../../db/client.ts';
import { HttpError, httpErrors } from '../../../lib/http-errors.ts';
import { seriesStarts } from '#shared/availability/recurrence.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { type BookingCreateInput, type BookingCreated, bookingMessages } from '#shared/schemas/bookings.ts';
import { type Recurrence, recurrenceMessages } from '#shared/schemas/recurrence.ts';
import { type Target, parseInstant } from '../../open-times/types.ts';
import { linkRoutingResponse } from '../../routing-forms/surface.ts';
import { checkedAnswers } from '../answers.ts';
import { runBeforeWrite } from '../before-write.ts';
import { newBookingData } from '../book.ts';
import type { BookingContext } from '../context.ts';
import { BOOKING_SELECT, type BookingRow, type BookingTimes, type Host, created } from '../contract.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import { emitBooked, requestFields, scheduleExpiry } from '../requests/pending.ts';
import { createSeriesChecks } from './checks.ts';
import { loadSeries } from './load.ts';

/** The 409 of a series: which dates are not free, and whether the others may be booked without them. */
function notFree(times: readonly BookingTimes[], refused: ReadonlySet<number>, rule: Recurrence) {
  const conflicts = [...refused]
    .sort((a, b) => a - b)
    .map((i) => ({ start: new Date(times[i]!.start).toISOString(), end: new Date(times[i]!.end).toISOString() }));
  const partialAllowed = rule.allowPartial && refused.size < times.length;
  const message = partialAllowed ? recurrenceMessages.notFreePartial : recurrenceMessages.notFree;
  return new HttpError(409, message(conflicts.length), {}, undefined, { conflicts, partialAllowed });
}

/** The answer to a series' booking: the series' uid, its first occurrence's time and link, every occurrence. */
function seriesCreated(
  uid: string,
  rows: readonly Pick<BookingRow, 'uid' | 'status' | 'startTime' | 'endTime' | 'locale'>[],
  manageUrl: (uid: string) => string,
): BookingCreated {
  const first = created(rows[0]!, manageUrl);
  return {
    ...first,
    uid,
    occurrences: rows.map((r) => ({ uid: r.uid, start: r.startTime.toISOString(), end: r.endTime.toISOString() })),
  };
}

/**
 * POST /api/public/:username/:slug/bookings with `occurrences` (issue 43, ADR 054): every occurrence
 * of the series booked in one transaction of the host's locked write, or none. Each occurrence is a
 * booking of its own (its uid, manage link, reminders), and the series a row naming the rule.
 */
export function createSeriesBook(ctx: BookingContext) {
  const { slots, lock, now, manageUrl } = ctx;
  const checks = createSeriesChecks({ slots, now });

  /** An earlier series made with this Idempotency-Key: the same answer again; null when the key is new. */
  async function replay(hostId: string, key: string, start: number) {
    const row = await ctx.db.booking.findUnique({
      where: { hostId_idempotencyKey: { hostId, idempotencyKey: key } },
      select: { seriesId: true, startTime: true },
    });
    if (!row) return null;
    if (!row.seriesId || row.startTime.getTime() !== start)
      throw new HttpError(422, bookingMessages.idempotencyKeyReused);
    const [series, rows] = await Promise.all([
      ctx.db.bookingSeries.findUniqueOrThrow({ where: { id: row.seriesId }, select: { uid: true } }),
      ctx.db.booking.findMany({
        where: { seriesId: row.seriesId },
        orderBy: { seriesIndex: 'asc' },
        select: BOOKING_SELECT,
      }),
    ]);
    return seriesCreated(series.uid, rows, manageUrl);
  }

  /** The starts of the series asked for, without the ones left out (each must be one of its dates). */
  function startsOf(target: Target, rule: Recurrence, input: BookingCreateInput) {
    const first = parseInstant(input.start, bookingMessages.invalidStart);
    const count = input.occurrences ?? 0;
    if (count > rule.maxOccurrences)
      throw httpErrors.badRequest(recurrenceMessages.occurrencesRange(rule.maxOccurrences));
    const all = seriesStarts(target.schedule.timeZone, first, rule, count);
    const skip = new Set((input.skip ?? []).map((s) => parseInstant(s, bookingMessages.invalidStart)));
    if (skip.size > 0 && !rule.allowPartial) throw httpErrors.badRequest(recurrenceMessages.partialNotAllowed);
    if ([...skip].some((s) => !all.includes(s))) throw httpErrors.badRequest(recurrenceMessages.skipUnknown);
    const kept = all.flatMap((start, index) => (skip.has(start) ? [] : [{ start, index }]));
    if (kept.length === 0) throw httpErrors.badRequest(recurrenceMessages.skipAll);
    return { first, count, kept };
  }

  /** Inside the lock: the series' row, then each occurrence's, then its events. */
  async function write(
    tx: Tx,
    host: Host,
    booking: {
      target: Target;
      rule: Recurrence;
      input: BookingCreateInput;
      locale: Locale;
      idempotencyKey: string | undefined;
      first: number;
      count: number;
      kept: { start: number; index: number }[];
    },
  ) {
    const { target, input, kept } = booking;
    const answers = checkedAnswers(target, input);
    const times = checks.timesOf(
      target,
      kept.map((k) => k.start),
    );
    const refused = await checks.inside(tx, host.id, target, times);
    if (refused.size > 0) throw notFree(times, refused, booking.rule);
    const series = await tx.bookingSeries.create({
      data: {
        uid: randomBytes(16).toString('base64url'),
        hostId: host.id,
        eventTypeId: target.read.eventType.id,
        frequency: booking.rule.frequency,
        interval: booking.rule.interval,
        count: booking.count,
        timeZone: target.schedule.timeZone,
        firstStart: new Date(booking.first),
      },
    });
    // One approval for the series (ADR 025): every occurrence is a request when the first one is.
    const request = requestFields(target.read.eventType, times[0]!.start, now());
    // Every occurrence in one statement, then read back in the series' order (a row at a time cost a
    // statement, a query plan and a read each: 26 weeks were 78 round trips through Prisma).
    let room: string | null = null;
    const data = kept.map((occurrence, i) => {
      const { history: _history, ...fields } = newBookingData(ctx, {
        hostId: host.id,
        target,
        input,
        answers,
        locale: booking.locale,
        // One meeting link for the series: the first occurrence's, which its one invite carries.
        times: { ...times[i]!, room },
      });
      if (i === 0) room = fields.locationUrl ?? null;
      return {
        ...fields,
        idempotencyKey: i === 0 ? (booking.idempotencyKey ?? null) : null,
        ...request,
        seriesId: series.id,
        seriesIndex: occurrence.index,
        originalStart: new Date(occurrence.start),
      };
    });
    await tx.booking.createMany({ data });
    const rows: BookingRow[] = await tx.booking.findMany({
      where: { seriesId: series.id },
      orderBy: { seriesIndex: 'asc' },
      select: BOOKING_SELECT,
    });
    await tx.bookingEvent.createMany({
      data: rows.map((row) => ({ bookingId: row.id, kind: 'created' as const, actor: 'invitee' as const })),
    });
    await linkRoutingResponse(tx, input.routingResponseId, rows[0]!);
    const snapshot = (await loadSeries(tx, series.id, 'whole'))!;
    // The series' one event (its invite, emails, webhook, calendar), then each other occurrence's
    // reminders (ADR 027): heard by the workflows alone.
    const lead = rows[0]!;
    if (lead.status === 'pending') await emitBooked(tx, lead, host, now());
    else await emit(tx, bookingEvent('created', lead, host, now()));
    for (const row of rows.slice(1)) {
      // A pending occurrence expires at the series' deadline, as its first one does (ADR 025).
      await scheduleExpiry(tx, row);
      await emit(tx, { ...bookingEvent('created', row, host, now()), series: snapshot, seriesMember: true }, [
        'workflows',
      ]);
    }
    return { uid: series.uid, rows };
  }

  return async function bookSeries(
    username: string,
    slug: string,
    input: BookingCreateInput,
    idempotencyKey: string | undefined,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ replayed: boolean; booking: BookingCreated }> {
    const resolved = await slots.resolve(username, slug);
    let target = resolved.target;
    const hostId = resolved.versions.id;
    const rule = target.read.eventType.recurrence;
    if (!rule) throw httpErrors.badRequest(recurrenceMessages.notRecurring);
    const { first, count, kept } = startsOf(target, rule, input);
    if (idempotencyKey) {
      const earlier = await replay(hostId, idempotencyKey, kept[0]!.start);
      if (earlier) return { replayed: true, booking: earlier };
    }
    // What does not depend on other bookings answers at once: the answers, the first date's own rules.
    checkedAnswers(target, input);
    ctx.checks.rules(target, first);
    const times = checks.timesOf(
      target,
      kept.map((k) => k.start),
    );
    await runBeforeWrite(ctx.beforeWrite, {
      hostId,
      target,
      start: kept[0]!.start,
      calendarsVersion: resolved.versions.calendarsVersion,
    });
    try {
      const made = await lock.perHost(hostId, async () => {
        const { versions } = await slots.resolve(username, slug);
        const refused = await checks.outside(target, hostId, versions, times);
        if (refused.size > 0) throw notFree(times, refused, rule);
        return lock.transact(hostId, async (tx, host) => {
          if (
            host.publicVersion !== resolved.versions.publicVersion ||
            host.eventTypesVersion !== resolved.versions.eventTypesVersion
          ) {
            // The hours or the event type changed since they were read: read them again.
            target = (await slots.resolve(username, slug)).target;
            if (!target.read.eventType.recurrence) throw httpErrors.badRequest(recurrenceMessages.notRecurring);
          }
          return write(tx, host, { target, rule, input, locale, idempotencyKey, first, count, kept });
        });
      });
      return { replayed: false, booking: seriesCreated(made.uid, made.rows, manageUrl) };
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await replay(hostId, idempotencyKey, kept[0]!.start);
        if (earlier) return { replayed: true, booking: earlier };
      }
      throw error;
    }
  };
}
