import { microsoftTeamsMessages } from '#shared/schemas/microsoft-teams.ts';
import type { Db } from '../../../../db/client.ts';
import { icalUid } from '../../../../lib/ical.ts';
import {
  type GraphEvent,
  type MicrosoftGraph,
  graphInstant,
  microsoftGraph,
  transactionIdOf,
  utc,
} from '../../../../lib/microsoft-graph.ts';
import type { ConferencingContext, ConferencingProvider, Meeting, MeetingBooking } from '../types.ts';

const TEAMS = 'teamsForBusiness';

/** A Teams meeting Kairos could not make, with the reason the host is told. */
export class TeamsMeetingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TeamsMeetingError';
  }
}

async function apiFor(context: ConferencingContext, hostId: string): Promise<{ api: MicrosoftGraph; grantId: string }> {
  const grant = await context.grants.forUser(hostId, 'microsoft');
  if (!grant) throw new TeamsMeetingError(microsoftTeamsMessages.noGrant);
  return { api: microsoftGraph(context.grants, grant.id), grantId: grant.id };
}

/**
 * The calendar the meeting's event goes in: the host's calendar for bookings when it is an editable
 * calendar of this Microsoft account (so the calendar write finds the same event), else the mailbox's
 * default calendar. Teams only where Outlook offers it there (`allowedOnlineMeetingProviders`).
 */
async function calendarFor(db: Db, api: MicrosoftGraph, hostId: string, grantId: string) {
  const destination = await db.connectedCalendar.findUnique({
    where: { destinationFor: hostId },
    select: { url: true, writable: true, connection: { select: { grantId: true } } },
  });
  const mine = destination?.connection.grantId === grantId && destination.writable ? destination.url : null;
  const calendar = mine
    ? await api.calendar(mine)
    : ((await api.calendars()).find((c) => c.isDefaultCalendar === true) ?? null);
  if (!calendar?.allowedOnlineMeetingProviders?.includes(TEAMS)) {
    throw new TeamsMeetingError(microsoftTeamsMessages.notAllowed);
  }
  return calendar.id;
}

const times = (booking: MeetingBooking) => ({ start: utc(booking.start), end: utc(booking.end) });

function meetingOf(event: GraphEvent): Meeting | null {
  const joinUrl = event.onlineMeeting?.joinUrl;
  if (!event.isOnlineMeeting || !joinUrl || !/^https:\/\//.test(joinUrl)) return null;
  return { id: event.id, joinUrl, dialIn: null };
}

/**
 * Microsoft Teams (ADR 050): the meeting is the Teams meeting of the booking's Outlook event
 * (`isOnlineMeeting`, `onlineMeetingProvider: teamsForBusiness`), made through the host's Microsoft
 * grant (ADR 048) with the invite's UID as `transactionId`: a retry after a lost answer gets the same
 * event back, and so does the calendar write that follows (writes.ts), so the booking has one event
 * and one meeting. Its link is `onlineMeeting.joinUrl`. A move patches `start`/`end` only (the
 * meeting and its link stay, cal.com #14765); a delete deletes the event (404 is done). Offered only
 * where the calendar allows teamsForBusiness (not personal accounts): elsewhere the meeting fails
 * with a reason the host is told.
 */
export const microsoftTeamsProvider: ConferencingProvider = {
  id: 'microsoft-teams',
  name: 'Microsoft Teams',
  description: microsoftTeamsMessages.description,
  grant: 'microsoft',
  sharedBySeats: false,

  async createMeeting(context, booking) {
    const { api, grantId } = await apiFor(context, booking.hostId);
    const calendarId = await calendarFor(context.db, api, booking.hostId, grantId);
    const uid = icalUid(booking.uid, context.config.APP_URL);
    let event = await api.create(calendarId, {
      subject: booking.title,
      body: { contentType: 'text', content: booking.title },
      ...times(booking),
      showAs: 'busy',
      isOnlineMeeting: true,
      onlineMeetingProvider: TEAMS,
      transactionId: transactionIdOf(uid),
    });
    const at = event.start && graphInstant(event.start) === booking.start && graphInstant(event.end) === booking.end;
    if (!meetingOf(event) || !at) {
      // The booking's event was there first (an earlier attempt, or written before Teams was chosen).
      const patch = {
        ...(at ? {} : times(booking)),
        ...(meetingOf(event) ? {} : { isOnlineMeeting: true, onlineMeetingProvider: TEAMS }),
      };
      event = (await api.patch(event.id, patch)) ?? event;
    }
    const meeting = meetingOf(event);
    if (!meeting) throw new TeamsMeetingError(microsoftTeamsMessages.noLink);
    return meeting;
  },

  async moveMeeting(context, meeting, booking) {
    const { api } = await apiFor(context, booking.hostId);
    const moved = await api.patch(meeting.id, times(booking));
    // Deleted meanwhile in Outlook: a new one.
    if (!moved) return microsoftTeamsProvider.createMeeting(context, booking);
    return meetingOf(moved) ?? meeting;
  },

  async deleteMeeting(context, meeting) {
    const row = await context.db.booking.findFirst({ where: { meetingId: meeting.id }, select: { hostId: true } });
    const grant = row ? await context.grants.forUser(row.hostId, 'microsoft') : null;
    if (!grant) return;
    await microsoftGraph(context.grants, grant.id).remove(meeting.id);
  },
};
