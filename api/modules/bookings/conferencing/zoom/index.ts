import type { ConferencingContext, ConferencingProvider, Meeting, MeetingBooking } from '../types.ts';
import { type MeetingFields, type ZoomMeeting, zoomApi } from './api.ts';
import { seriesMeetingShape } from './series.ts';

/** The words in a meeting's agenda that say which booking it is for (a retry finds it by them). */
const marker = (uid: string) => `Kairos booking ${uid}`;
const markerPattern = (uid: string) =>
  new RegExp(`(^|\\s)${marker(uid).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\s)`);

/** Zoom's topic is at most 200 characters. */
const topicOf = (title: string) => (title.length > 200 ? `${title.slice(0, 199)}…` : title);

/** Zoom reads `…Z` as UTC, whatever `timezone` (which only says how Zoom shows it). */
const utc = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');

const fieldsOf = (booking: MeetingBooking): MeetingFields => ({
  topic: topicOf(booking.title),
  start_time: utc(booking.start),
  duration: Math.max(1, Math.round((booking.end - booking.start) / 60_000)),
  timezone: booking.timeZone,
});

const meetingOf = (zoom: ZoomMeeting): Meeting => ({
  id: String(zoom.id),
  joinUrl: zoom.join_url,
  dialIn: null,
  passcode: zoom.password ? zoom.password : null,
});

/** The host's Zoom grant; a host without one gets a reason they can act on. */
async function apiFor(context: ConferencingContext, hostId: string) {
  const grant = await context.grants.forUser(hostId, 'zoom');
  if (!grant) throw new Error('Zoom needs your Zoom account: connect Zoom in Apps.');
  return zoomApi(context.grants, grant.id);
}

async function create(context: ConferencingContext, booking: MeetingBooking): Promise<Meeting> {
  const api = await apiFor(context, booking.hostId);
  if (booking.retry) {
    // A lost answer may have made it already: the meeting whose agenda names this booking is it.
    const id = await api.findUpcoming(markerPattern(booking.uid));
    const found = id ? await api.get(id) : null;
    if (found) return meetingOf(found);
  }
  // A series' one meeting (ADR 054): recurring, from the rule's first start on the host's wall clock.
  if (booking.series) {
    const { series } = booking;
    const fields = { ...fieldsOf(booking), start_time: utc(series.firstStart), timezone: series.timeZone };
    return meetingOf(await api.create({ ...fields, agenda: marker(booking.uid) }, seriesMeetingShape(series)));
  }
  return meetingOf(await api.create({ ...fieldsOf(booking), agenda: marker(booking.uid) }));
}

/**
 * Zoom (ADR 051): a scheduled meeting per booking in the host's Zoom account, made through the host's
 * Zoom grant (ADR 048). Its agenda carries `Kairos booking {uid}`, so a retry after a lost answer
 * finds it among the host's upcoming meetings instead of making a second one (Zoom takes no
 * idempotency key). A move PATCHes the time and reads the meeting back (Zoom answers 204); a
 * delete of one already gone (404, code 3001) is done. The passcode is the meeting's, shown beside
 * its link.
 */
export const zoomProvider: ConferencingProvider = {
  id: 'zoom',
  name: 'Zoom',
  description: 'A Zoom meeting for each booking, with its link and passcode. Needs your Zoom account.',
  grant: 'zoom',
  sharedBySeats: false,

  createMeeting: create,

  async moveMeeting(context, meeting, booking) {
    const api = await apiFor(context, booking.hostId);
    // Gone meanwhile (deleted in Zoom): a new one.
    if (!(await api.update(meeting.id, fieldsOf(booking)))) return create(context, { ...booking, retry: false });
    const moved = await api.get(meeting.id);
    return moved ? meetingOf(moved) : create(context, { ...booking, retry: false });
  },

  async changeOccurrence(context, meeting, booking, change) {
    // Only a meeting at fixed times has dates of its own (type 8); one with no fixed time has none.
    if (!booking.series || seriesMeetingShape(booking.series).type !== 8) return;
    const api = await apiFor(context, booking.hostId);
    const { start_time, duration } = fieldsOf(booking);
    await api.changeOccurrence(
      meeting.id,
      String(booking.originalStart),
      change === 'moved' ? { start_time, duration } : null,
    );
  },

  async deleteMeeting(context, meeting) {
    const row = await context.db.booking.findFirst({
      where: { meetingId: meeting.id, meetingProvider: 'zoom' },
      select: { hostId: true },
    });
    const grant = row ? await context.grants.forUser(row.hostId, 'zoom') : null;
    if (!grant) return;
    await zoomApi(context.grants, grant.id).remove(meeting.id);
  },
};
