import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { GrantAccess, OAuthProviderId } from '../../apps/oauth/types.ts';

/**
 * The conferencing providers' contract (ADR 045): what a booking asks of the service its video
 * location names (Jitsi today; Zoom, Google Meet and Teams next). A location of kind video names its
 * provider (src-shared/schemas/booking-fields.ts `videoProviderOf`); nothing outside a provider's
 * folder knows its name.
 */

/** What a provider needs from the server: its settings (base URLs; later its OAuth client and the host's grant). */
export interface ConferencingContext {
  config: Pick<Config, 'JITSI_BASE_URL' | 'APP_URL'>;
  db: Db;
  /** The hosts' OAuth grants (Zoom, Google Meet, Microsoft Teams; ADR 048). */
  grants: GrantAccess;
}

/** The booking a meeting is for. */
export interface MeetingBooking {
  uid: string;
  title: string;
  start: number;
  end: number;
  /** The host whose grant makes the meeting (a team booking's lead host). */
  hostId: string;
  /** The host's IANA zone (Zoom and Graph take local times with a zone). */
  timeZone: string;
  /** Whether an earlier attempt may have made it already (its answer lost): look before making another. */
  retry?: boolean;
  /**
   * The series the meeting is for (ADR 054): one meeting for every date, so a provider whose
   * meetings expire (Zoom) makes it last to the series' end.
   */
  series?: MeetingSeries;
}

/** A series' rule as a meeting provider may repeat it: from its first start, on the host's wall clock. */
export interface MeetingSeries {
  frequency: 'daily' | 'weekly' | 'monthly';
  interval: number;
  /** Occurrences of the rule (COUNT). */
  count: number;
  timeZone: string;
  /** The rule's first start (DTSTART), ms. */
  firstStart: number;
}

/** A meeting as a provider made it: its own id for it, the link to join and the dial-in text, if any. */
export interface Meeting {
  /** The provider's id of the meeting (Jitsi: the room's address; Zoom: its meeting id). */
  id: string;
  joinUrl: string;
  /** Phone numbers and PIN as people read them, or null. */
  dialIn: string | null;
  /** The passcode to join, when the link does not carry it (Zoom), or null. */
  passcode?: string | null;
}

export interface ConferencingProvider {
  /** The provider a video location names; unique among the providers. */
  id: string;
  name: string;
  /** One or two sentences for the App Store's card. */
  description: string;
  /**
   * Its meeting is made on the booking's calendar event (Google Meet): for a series, the series' one
   * event (its UID), so the recurring event in the host's calendar carries the meeting (ADR 054).
   */
  meetsInCalendarEvent?: boolean;
  /** The OAuth provider whose grant the host needs for it (none: Jitsi). */
  grant?: OAuthProviderId;
  /**
   * A meeting made at once, with no call out, inside the booking's transaction before its row exists
   * (Jitsi: a new room's address). A provider with an API (Zoom, Teams) has none: its `createMeeting` runs after the
   * booking commits, from the booking's listener, like a calendar write.
   */
  meetingNow?(context: ConferencingContext): Meeting;
  /** Creates a booking's meeting at the provider. */
  createMeeting(context: ConferencingContext, booking: MeetingBooking): Promise<Meeting>;
  /** Moves it to the booking's new time (a provider may answer a new meeting). */
  moveMeeting(context: ConferencingContext, meeting: Meeting, booking: MeetingBooking): Promise<Meeting>;
  /** Deletes it; one already gone counts as deleted. */
  deleteMeeting(context: ConferencingContext, meeting: Meeting): Promise<void>;
  /**
   * A series' meeting (ADR 054) where the provider keeps each date (Zoom's type 8): one occurrence
   * moved to the booking's times, or cancelled. `originalStart`: the date as the rule has it.
   */
  changeOccurrence?(
    context: ConferencingContext,
    meeting: Meeting,
    booking: MeetingBooking & { originalStart: number },
    change: 'moved' | 'cancelled',
  ): Promise<void>;
  /**
   * Whether the attendees of one seated time share one meeting (ADR 026). Only a provider with
   * `meetingNow` can share: a seat books inside the time's transaction, where the first seat's meeting
   * is already known; a provider with an API makes one meeting per booking.
   */
  sharedBySeats: boolean;
}

/** The providers one app offers, with what they are given: the booking service's and the listener's. */
export interface Conferencing {
  providers: readonly ConferencingProvider[];
  context: ConferencingContext;
}
