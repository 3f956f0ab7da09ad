import { composeEmail } from '../../../lib/email-layout.ts';
import { emailSpeaker, userDateLocale } from '../../../lib/locale.ts';
import { dateTimeFormat } from '#shared/date-formats.ts';
import { paths } from '#shared/routes.ts';
import { RecurrenceFrequencySchema } from '#shared/schemas/recurrence.ts';
import { CALENDAR_WRITE_FAILURES_SHOWN } from '#shared/schemas/calendars.ts';
import { writeMeetingDetails } from '#shared/meeting-details.ts';
import { GrantDeadError } from '../../apps/oauth/types.ts';
import { bookingProviderOf } from '../conferencing/contract.ts';
import type { Meeting } from '../conferencing/types.ts';
import type { BookingEvent, BookingSnapshot, ListenerJob } from '../event.ts';
import { type BookingRow, parseResponses } from '../contract.ts';
import { type ListenerContext, defineListener } from './listener.ts';

/** The changes after which a booking's meeting is at its time: a reschedule, and a move the host approved (ADR 043). */
const MOVES = new Set<BookingEvent['name']>(['rescheduled', 'approved']);

/** What a change writes on the booking when its meeting is made or moved: the new link everywhere it shows. */
type MeetingPatch = Pick<BookingSnapshot, 'location' | 'locationUrl' | 'meetingId' | 'meetingDetails' | 'responses'>;

const MEETING_SELECT = {
  id: true,
  uid: true,
  title: true,
  status: true,
  startTime: true,
  endTime: true,
  locationKind: true,
  location: true,
  locationUrl: true,
  meetingProvider: true,
  meetingId: true,
  meetingDetails: true,
  responses: true,
  seriesId: true,
} as const;
type MeetingRow = Required<Pick<BookingRow, keyof typeof MEETING_SELECT>>;

/** The booking's columns for its meeting, the answers' location showing the link too. */
function patchOf(row: MeetingRow, meeting: Meeting): MeetingPatch {
  const responses = parseResponses(row.responses);
  if (responses.location) responses.location = { ...responses.location, value: meeting.joinUrl };
  return {
    location: meeting.joinUrl,
    locationUrl: meeting.joinUrl,
    meetingId: meeting.id,
    meetingDetails: writeMeetingDetails(meeting),
    responses: JSON.stringify(responses),
  };
}

/** The booking's columns once its meeting is deleted: the provider's name, as before it was made. */
function unlinkedOf(row: MeetingRow, providerName: string): Omit<MeetingPatch, 'meetingId'> {
  const responses = parseResponses(row.responses);
  if (responses.location) responses.location = { ...responses.location, value: providerName };
  return {
    location: providerName,
    locationUrl: null,
    meetingDetails: null,
    responses: JSON.stringify(responses),
  };
}

/** A series' meeting facts: its UID, and whether another occurrence still takes place. */
async function seriesMeeting(context: ListenerContext, id: string, seriesId: string) {
  const [series, others, holder] = await Promise.all([
    context.db.bookingSeries.findUnique({
      where: { id: seriesId },
      select: { uid: true, frequency: true, interval: true, count: true, timeZone: true, firstStart: true },
    }),
    context.db.booking.count({
      where: { seriesId, id: { not: id }, holdsForId: null, status: { in: ['accepted', 'pending'] } },
    }),
    // The occurrence whose meeting it is (the first one booked): the others show its link.
    context.db.booking.findFirst({
      where: { seriesId, meetingId: { not: null } },
      select: { id: true, meetingId: true, locationUrl: true },
    }),
  ]);
  if (!series) return null;
  const meeting = holder?.meetingId ? { id: holder.meetingId, joinUrl: holder.locationUrl ?? '', dialIn: null } : null;
  const frequency = RecurrenceFrequencySchema.parse(series.frequency);
  const rule = { ...series, frequency, firstStart: series.firstStart.getTime() };
  return { uid: series.uid, rule, othersHeld: others > 0, holderId: holder?.id ?? null, meeting };
}

/**
 * Makes the meeting match the booking as it now is: made once the booking holds its time, moved
 * with it, deleted when it is cancelled or declined. Answers what it wrote on the booking, if anything.
 */
async function reconcile(event: BookingEvent, context: ListenerContext): Promise<MeetingPatch | null> {
  const { db, conferencing } = context;
  const row = await db.booking.findUnique({ where: { id: event.booking.id }, select: MEETING_SELECT });
  const provider = row && bookingProviderOf(row, conferencing.providers);
  if (!row || !provider) return null;
  const series = row.seriesId ? await seriesMeeting(context, row.id, row.seriesId) : null;
  const booking = {
    // A meeting that is the calendar event (Meet) is the series' event, with its UID (ADR 054).
    uid: series && provider.meetsInCalendarEvent ? series.uid : row.uid,
    title: row.title,
    start: row.startTime.getTime(),
    end: row.endTime.getTime(),
    hostId: event.host.id,
    timeZone: event.host.timeZone,
    retry: context.job.attempt > 1,
    ...(series ? { series: series.rule } : {}),
  };
  const held: Meeting | null = row.meetingId
    ? { id: row.meetingId, joinUrl: row.locationUrl ?? '', dialIn: null }
    : (series?.meeting ?? null);
  // One date of a series' meeting moved or cancelled, where the provider keeps its dates (Zoom's type 8).
  // "This and the following" tells of every date it cancelled in its one event.
  const occurrence = async (change: 'moved' | 'cancelled') => {
    if (!held || !provider.changeOccurrence) return;
    const rest = event.series?.scope === 'rest' ? event.series : null;
    const original = await db.booking.findUnique({ where: { id: row.id }, select: { originalStart: true } });
    const starts = rest?.cancelledNow
      ? rest.occurrences.filter((o) => rest.cancelledNow!.includes(o.uid)).map((o) => Date.parse(o.originalStart))
      : [(original?.originalStart ?? row.startTime).getTime()];
    for (const originalStart of starts)
      await provider.changeOccurrence(conferencing.context, held, { ...booking, originalStart }, change);
  };
  if (row.status === 'cancelled' || row.status === 'rejected') {
    // A series' one meeting stays while any of its occurrences still takes place.
    if (series?.othersHeld) await occurrence('cancelled');
    if (!held || series?.othersHeld) return null;
    await provider.deleteMeeting(conferencing.context, held);
    // The link is dead now: the booking (a team's other hosts' rows, a series' dates) names the
    // provider again, as before the meeting was made, rather than offering to join nothing.
    const holderId = series?.holderId ?? row.id;
    const unlinked = unlinkedOf(row, provider.name);
    await db.booking.update({ where: { id: holderId }, data: { ...unlinked, meetingId: null } });
    await db.booking.updateMany({
      where: {
        OR: [{ leadBookingId: holderId }, ...(row.seriesId ? [{ seriesId: row.seriesId }] : [])],
        locationUrl: held.joinUrl,
      },
      data: unlinked,
    });
    return null;
  }
  if (row.status !== 'accepted') return null;
  let meeting: Meeting;
  if (!held) meeting = await provider.createMeeting(conferencing.context, booking);
  // A series' meeting is for every date: moving one occurrence keeps its link (ADR 054).
  else if (MOVES.has(event.name) && !series) meeting = await provider.moveMeeting(conferencing.context, held, booking);
  else {
    if (MOVES.has(event.name) && series) await occurrence('moved');
    return null;
  }
  if (
    held &&
    meeting.id === held.id &&
    meeting.joinUrl === held.joinUrl &&
    writeMeetingDetails(meeting) === row.meetingDetails
  ) {
    return null;
  }
  const patch = patchOf(row, meeting);
  await db.booking.update({ where: { id: row.id }, data: patch });
  // A team booking's other hosts' rows (ADR 029) show the same place.
  const { location, locationUrl, meetingDetails, responses } = patch;
  await db.booking.updateMany({
    where: { leadBookingId: row.id },
    data: { location, locationUrl, meetingDetails, responses },
  });
  // Every occurrence of a series joins by its one meeting (ADR 054): no occurrence is without the link.
  if (row.seriesId)
    await db.booking.updateMany({
      where: { seriesId: row.seriesId, id: { not: row.id } },
      data: { location, locationUrl, meetingDetails, responses },
    });
  return patch;
}

/**
 * Tells the host, once per booking, that its meeting could not be made: on the attempt a calendar
 * write's failure is shown at (CALENDAR_WRITE_FAILURES_SHOWN), or on the last if that comes first.
 * A dead grant is not told here: the grants' own "reconnect" email (once per grant) says it. In the
 * host's language, the time in their zone and on their clock (their Time format).
 */
async function tellHost(event: BookingEvent, context: ListenerContext, error: unknown): Promise<void> {
  const { attempt, lastAttempt } = context.job;
  if (error instanceof GrantDeadError) return;
  if (attempt !== CALENDAR_WRITE_FAILURES_SHOWN && !(lastAttempt && attempt < CALENDAR_WRITE_FAILURES_SHOWN)) return;
  const provider = bookingProviderOf(event.booking, context.conferencing.providers);
  if (!provider) return;
  const { host, booking } = event;
  // The event carries the host's Time format, as their booking emails read it.
  const when = dateTimeFormat(userDateLocale(host.locale, host.timeFormat), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: host.timeZone,
  }).format(new Date(booking.startTime));
  const { t, words } = emailSpeaker(host.locale);
  const names = { provider: provider.name, booking: booking.title, when };
  await context.sendEmail(
    composeEmail(host.email, t('email.meetingFailed.subject', names), {
      greeting: t('email.hi', { name: host.name }),
      body: [t('email.meetingFailed.body', names), t('email.meetingFailed.next')],
      action: { label: t('email.openInstalledApps'), url: `${context.config.APP_URL}${paths.appsInstalled}` },
      footnote: t('email.meetingFailed.footnote'),
      words,
    }),
  );
}

/**
 * A held listener's job with the booking as it is now that its meeting is made (a team booking's
 * other host's row shows the same place; the meeting's id stays the lead's).
 */
function withMeeting(job: ListenerJob, patch: MeetingPatch | null, leadId: string): ListenerJob {
  if (!patch) return job;
  const { meetingId, ...place } = patch;
  const shown = job.event.booking.id === leadId ? { ...place, meetingId } : place;
  return { ...job, event: { ...job.event, booking: { ...job.event.booking, ...shown } } };
}

/**
 * The booking's video meeting at a provider with an API (ADR 045): created after the booking commits,
 * moved on reschedule, deleted on cancel, its id and join link stored on the booking. While a meeting
 * is to be made (or moved) the event's other listeners wait for it (their jobs are `held` here): the
 * emails, the invite, the calendar event and the webhooks then carry the link. Failures are retried as
 * any job's; on the last attempt the others go out without the link, and the booking stays.
 */
export const conferencingListener = defineListener<{ first: boolean }>({
  name: 'conferencing',
  events: ['created', 'approved', 'rescheduled', 'cancelled', 'declined'],
  // Only a booking of a video location named by provider id has one; Jitsi's own kind needs nothing.
  capture: async (_tx, event) => {
    const { meetingProvider, meetingId, status } = event.booking;
    if (!meetingProvider) return null;
    const making = status === 'accepted' && (!meetingId || MOVES.has(event.name));
    return { first: making };
  },
  holdsOthers: (captured) => captured.first,
  async run(event, context, captured, held) {
    let patch: MeetingPatch | null = null;
    try {
      patch = await reconcile(event, context);
    } catch (error) {
      if (captured.first) await tellHost(event, context, error);
      if (held.length === 0 || !context.job.lastAttempt) throw error;
      context.log?.warn({ err: error, booking: event.booking.uid }, 'the video meeting could not be made');
    }
    if (held.length === 0) return;
    return {
      jobs: held.map((job) => ({
        kind: 'booking-listener' as const,
        payload: withMeeting(job, patch, event.booking.id),
      })),
    };
  },
});
