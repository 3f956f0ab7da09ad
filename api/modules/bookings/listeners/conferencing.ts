import { bookingProviderOf } from '../conferencing/contract.ts';
import type { Meeting } from '../conferencing/types.ts';
import type { BookingEvent, BookingSnapshot, ListenerJob } from '../event.ts';
import { type BookingRow, parseResponses } from '../contract.ts';
import { type ListenerContext, defineListener } from './listener.ts';

/** The changes after which a booking's meeting is at its time: a reschedule, and a move the host approved (ADR 043). */
const MOVES = new Set<BookingEvent['name']>(['rescheduled', 'approved']);

/** What a change writes on the booking when its meeting is made or moved: the new link everywhere it shows. */
type MeetingPatch = Pick<BookingSnapshot, 'location' | 'locationUrl' | 'meetingId' | 'responses'>;

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
  responses: true,
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
    responses: JSON.stringify(responses),
  };
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
  const booking = { uid: row.uid, title: row.title, start: row.startTime.getTime(), end: row.endTime.getTime() };
  const held: Meeting | null = row.meetingId
    ? { id: row.meetingId, joinUrl: row.locationUrl ?? '', dialIn: null }
    : null;
  if (row.status === 'cancelled' || row.status === 'rejected') {
    if (!held) return null;
    await provider.deleteMeeting(conferencing.context, held);
    await db.booking.update({ where: { id: row.id }, data: { meetingId: null } });
    return null;
  }
  if (row.status !== 'accepted') return null;
  let meeting: Meeting;
  if (!held) meeting = await provider.createMeeting(conferencing.context, booking);
  else if (MOVES.has(event.name)) meeting = await provider.moveMeeting(conferencing.context, held, booking);
  else return null;
  if (held && meeting.id === held.id && meeting.joinUrl === held.joinUrl) return null;
  const patch = patchOf(row, meeting);
  await db.booking.update({ where: { id: row.id }, data: patch });
  // A team booking's other hosts' rows (ADR 029) show the same place.
  const { location, locationUrl, responses } = patch;
  await db.booking.updateMany({ where: { leadBookingId: row.id }, data: { location, locationUrl, responses } });
  return patch;
}

/** A held listener's job with the booking as it is now that its meeting is made. */
const withMeeting = (job: ListenerJob, patch: MeetingPatch | null): ListenerJob =>
  patch ? { ...job, event: { ...job.event, booking: { ...job.event.booking, ...patch } } } : job;

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
  async run(event, context, _captured, held) {
    let patch: MeetingPatch | null = null;
    try {
      patch = await reconcile(event, context);
    } catch (error) {
      if (held.length === 0 || !context.job.lastAttempt) throw error;
      context.log?.warn({ err: error, booking: event.booking.uid }, 'the video meeting could not be made');
    }
    if (held.length === 0) return;
    return { jobs: held.map((job) => ({ kind: 'booking-listener' as const, payload: withMeeting(job, patch) })) };
  },
});
