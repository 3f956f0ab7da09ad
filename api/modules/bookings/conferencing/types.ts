import type { Config } from '../../../config.ts';

/**
 * The conferencing providers' contract (ADR 045): what a booking asks of the service its video
 * location names (Jitsi today; Zoom, Google Meet and Teams next). A location of kind video names its
 * provider (src-shared/schemas/booking-fields.ts `videoProviderOf`); nothing outside a provider's
 * folder knows its name.
 */

/** What a provider needs from the server: its settings (base URLs; later its OAuth client and the host's grant). */
export interface ConferencingContext {
  config: Pick<Config, 'JITSI_BASE_URL'>;
}

/** The booking a meeting is for. */
export interface MeetingBooking {
  uid: string;
  title: string;
  start: number;
  end: number;
}

/** A meeting as a provider made it: its own id for it, the link to join and the dial-in text, if any. */
export interface Meeting {
  /** The provider's id of the meeting (Jitsi: the room's address; Zoom: its meeting id). */
  id: string;
  joinUrl: string;
  /** Phone numbers and PIN as people read them, or null. */
  dialIn: string | null;
}

export interface ConferencingProvider {
  /** The provider a video location names; unique among the providers. */
  id: string;
  name: string;
  /** One or two sentences for the App Store's card. */
  description: string;
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
