import type { OutboxJobInput } from '../../../lib/outbox.ts';
import { webhookJobs } from '../../webhooks/surface.ts';
import { BOOKING_EVENTS, type BookingEvent } from '../event.ts';
import { guestsOf, parseResponses, status } from '../contract.ts';
import { defineListener } from './listener.ts';

const TRIGGER = {
  created: 'BOOKING_CREATED',
  rescheduled: 'BOOKING_RESCHEDULED',
  cancelled: 'BOOKING_CANCELLED',
  // Requests (ADR 025): asked, then declined (or expired), or approved: created as Cal.com sends it.
  requested: 'BOOKING_REQUESTED',
  declined: 'BOOKING_REJECTED',
  approved: 'BOOKING_CREATED',
  // Issue 30: the host marked (or unmarked) the invitee a no-show.
  no_show: 'BOOKING_NO_SHOW_UPDATED',
} as const;

/**
 * The webhook body's `payload`: Cal.com's booking shape (ADR 015). `location` is the text a person
 * reads (never a kind), `locationUrl` the link to join when it is one, `responses` the answers keyed by
 * question name with their labels as asked, and the guests are attendees (in the invitee's zone).
 */
function webhookPayload(event: BookingEvent & { name: keyof typeof TRIGGER }): Record<string, unknown> {
  const row = event.booking;
  const { host } = event;
  const responses = parseResponses(row.responses);
  const zone = row.inviteeTimeZone;
  return {
    uid: row.uid,
    title: row.title,
    startTime: row.startTime,
    endTime: row.endTime,
    status: status(row).toUpperCase(),
    eventTypeId: row.eventTypeId,
    organizer: { name: host.name, email: host.email, timeZone: host.timeZone, username: host.username },
    attendees: [
      { name: row.inviteeName, email: row.inviteeEmail, timeZone: zone },
      ...guestsOf(responses).map((guest) => ({ name: guest, email: guest, timeZone: zone })),
    ],
    location: row.location,
    ...(row.locationUrl ? { locationUrl: row.locationUrl } : {}),
    ...(row.locationUrl && row.meetingDetails ? { meetingDetails: row.meetingDetails } : {}),
    responses,
    notes: row.notes,
    sequence: row.sequence,
    ...(event.previous ? { previousStartTime: event.previous.start, previousEndTime: event.previous.end } : {}),
    ...(event.name === 'cancelled' ? { cancelledBy: row.cancelledBy, cancellationReason: row.cancelReason } : {}),
    ...(event.name === 'declined' ? { rejectionReason: row.cancelReason, rejectedBy: event.declinedBy } : {}),
    ...(event.name === 'no_show' ? { noShow: event.noShow === true } : {}),
    ...(row.requestExpiresAt && row.status === 'pending' ? { requestExpiresAt: row.requestExpiresAt } : {}),
    ...seriesPart(event),
  };
}

/**
 * An occurrence of a series (ADR 054): the series' uid always, and with the series' own event (it was
 * booked or approved) every occurrence, so one delivery tells of them all.
 */
function seriesPart(event: BookingEvent): Record<string, unknown> {
  const { series } = event;
  if (!series) return {};
  const listed = (from: number) =>
    series.occurrences
      .filter((o) => o.index >= from && (series.scope === 'whole' || o.status === 'cancelled'))
      .filter((o) => series.scope !== 'rest' || !series.cancelledNow || series.cancelledNow.includes(o.uid))
      .map((o) => ({ uid: o.uid, startTime: o.start, endTime: o.end }));
  // "This and the following" (one delivery): the occurrences it cancelled (not those cancelled before),
  // from the booking's own.
  if (series.scope === 'rest')
    return { recurringEventUid: series.uid, cancelledOccurrences: listed(event.booking.seriesIndex ?? 0) };
  const occurrences = series.scope === 'whole' ? { occurrences: listed(0) } : {};
  return { recurringEventUid: series.uid, ...occurrences };
}

/**
 * The host's webhooks: the deliveries (signed body, one job per hook) are made inside the write's
 * transaction for exactly the hooks subscribed then, and written once after the commit, each with
 * the outbox's retries.
 */
export const webhooksListener = defineListener<OutboxJobInput[]>({
  name: 'webhooks',
  events: BOOKING_EVENTS,
  async capture(tx, event) {
    if (!Object.hasOwn(TRIGGER, event.name)) return null;
    const named = event as BookingEvent & { name: keyof typeof TRIGGER };
    const jobs = await webhookJobs(tx, event.host.id, TRIGGER[named.name], webhookPayload(named), event.at);
    return jobs.length > 0 ? jobs : null;
  },
  // The body is made again from the event as it runs: a held job (ADR 045) carries the booking with
  // its meeting's link and passcode, made after the change was written.
  run: async (event, _context, jobs) => {
    if (!Object.hasOwn(TRIGGER, event.name)) return { jobs };
    const payload = webhookPayload(event as BookingEvent & { name: keyof typeof TRIGGER });
    return { jobs: jobs.map((job) => withPayload(job, payload)) };
  },
});

/** A captured delivery with the booking's payload as it now is (the hook, trigger and time kept). */
function withPayload(job: OutboxJobInput, payload: Record<string, unknown>): OutboxJobInput {
  const delivery = job.payload as { body?: unknown };
  if (typeof delivery.body !== 'string') return job;
  const body = JSON.parse(delivery.body) as Record<string, unknown>;
  return { ...job, payload: { ...delivery, body: JSON.stringify({ ...body, payload }) } };
}
