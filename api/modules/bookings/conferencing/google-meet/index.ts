import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../../db/client.ts';
import { icalUid } from '../../../../lib/ical.ts';
import { type GoogleCalendarApi, type GoogleEvent, googleCalendarApi } from '../../../../lib/google-calendar.ts';
import type { ConferencingContext, ConferencingProvider, Meeting, MeetingBooking } from '../types.ts';

/** How often, and how long apart, a pending conference is read again before the attempt gives up (the outbox retries). */
const POLLS = 6;
const POLL_MS = 500;

/** The host's Google grant; a host without one gets a reason they can act on. */
async function grantOf(context: ConferencingContext, hostId: string) {
  const grant = await context.grants.forUser(hostId, 'google');
  if (!grant) throw new Error('Google Meet needs your Google account: connect Google Calendar or Google Meet in Apps.');
  return grant;
}

/** The host's calendar for bookings when it is a calendar of this Google account, else the account's primary one. */
async function calendarFor(db: Db, hostId: string, grantId: string): Promise<string> {
  const destination = await db.connectedCalendar.findUnique({
    where: { destinationFor: hostId },
    select: { url: true, writable: true, connection: { select: { grantId: true } } },
  });
  return destination?.connection.grantId === grantId && destination.writable ? destination.url : 'primary';
}

const times = (booking: MeetingBooking) => ({
  start: { dateTime: new Date(booking.start).toISOString(), timeZone: booking.timeZone },
  end: { dateTime: new Date(booking.end).toISOString(), timeZone: booking.timeZone },
});

/** The conference a booking asks for: its uid is the requestId, stable across retries and new per booking. */
const createRequest = (booking: MeetingBooking) => ({
  createRequest: { requestId: booking.uid, conferenceSolutionKey: { type: 'hangoutsMeet' } },
});

const statusOf = (event: GoogleEvent) => event.conferenceData?.createRequest?.status?.statusCode;

/** The meeting of an event whose conference is made: the video entry point's link, and the phone one. */
function meetingOf(calendarId: string, event: GoogleEvent): Meeting | null {
  const points = event.conferenceData?.entryPoints ?? [];
  const video = points.find((p) => p.entryPointType === 'video')?.uri ?? event.hangoutLink;
  if (!video || !/^https:\/\//.test(video)) return null;
  const phone = points.find((p) => p.entryPointType === 'phone');
  const dialIn = phone
    ? `${phone.label ?? phone.uri.replace(/^tel:/, '')}${phone.pin ? `, PIN ${phone.pin}` : ''}`
    : null;
  return { id: `${calendarId}/${event.id}`, joinUrl: video, dialIn };
}

/** Reads the event again while Google is still making its conference. */
async function settled(api: GoogleCalendarApi, calendarId: string, event: GoogleEvent): Promise<GoogleEvent> {
  let current = event;
  for (let i = 0; i < POLLS && statusOf(current) === 'pending'; i++) {
    await sleep(POLL_MS);
    current = (await api.get(calendarId, current.id)) ?? current;
  }
  return current;
}

function idsOf(meeting: Meeting) {
  const slash = meeting.id.lastIndexOf('/');
  return { calendarId: meeting.id.slice(0, slash), eventId: meeting.id.slice(slash + 1) };
}

/**
 * Google Meet (ADR 049): the meeting is a conference on the booking's event in the host's Google
 * calendar, made through the host's Google grant (ADR 048). The event carries the invite's UID
 * (iCalUID), so a retry after a lost answer finds it instead of making a second one, and the
 * calendar write that follows finds and updates the same event. Google makes the conference
 * asynchronously (`pending`): it is read again until `success`, and its link is the video entry
 * point's. A move patches the times only (the conference stays); a delete deletes the event.
 */
export const googleMeetProvider: ConferencingProvider = {
  id: 'google-meet',
  name: 'Google Meet',
  description: 'A Google Meet link for each booking, made in your Google Calendar. Needs your Google account.',
  grant: 'google',
  sharedBySeats: false,
  meetsInCalendarEvent: true,

  async createMeeting(context, booking) {
    const grant = await grantOf(context, booking.hostId);
    const api = googleCalendarApi(context.grants, grant.id);
    const calendarId = await calendarFor(context.db, booking.hostId, grant.id);
    const uid = icalUid(booking.uid, context.config.APP_URL);
    let event = await api.findByICalUID(calendarId, uid);
    if (!event) {
      event = await api.insert(calendarId, {
        iCalUID: uid,
        summary: booking.title,
        ...times(booking),
        conferenceData: createRequest(booking),
      });
    } else if (!event.conferenceData) {
      // The booking's event exists (written before Meet was chosen): its conference is asked for.
      event = (await api.patch(calendarId, event.id, { conferenceData: createRequest(booking) })) ?? event;
    }
    event = await settled(api, calendarId, event);
    const meeting = meetingOf(calendarId, event);
    if (!meeting) throw new Error(`Google Meet did not make the meeting (${statusOf(event) ?? 'no conference'})`);
    return meeting;
  },

  async moveMeeting(context, meeting, booking) {
    const grant = await grantOf(context, booking.hostId);
    const api = googleCalendarApi(context.grants, grant.id);
    const { calendarId, eventId } = idsOf(meeting);
    const moved = await api.patch(calendarId, eventId, times(booking));
    // Gone meanwhile (deleted in Google Calendar): a new one.
    if (!moved) return googleMeetProvider.createMeeting(context, booking);
    return meetingOf(calendarId, moved) ?? meeting;
  },

  async deleteMeeting(context, meeting) {
    const { calendarId, eventId } = idsOf(meeting);
    const row = await context.db.booking.findFirst({ where: { meetingId: meeting.id }, select: { hostId: true } });
    const grant = row ? await context.grants.forUser(row.hostId, 'google') : null;
    if (!grant) return;
    await googleCalendarApi(context.grants, grant.id).remove(calendarId, eventId);
  },
};
