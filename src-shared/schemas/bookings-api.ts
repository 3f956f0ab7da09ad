/**
 * The public booking API's paths and headers, apart from the schemas (no zod): a page that only names a
 * path (the booker, the live stream's query key) does not download the schemas with it (issue 39).
 */

/**
 * The public API path of a booker page, which mirrors the page's own path (issue 29): `ada/intro`
 * for a person's event type, `team/{slug}` with the event slug for a team's, and `ada+bob` with or
 * without a slug for a dynamic group link. Each segment is encoded; an empty slug adds none.
 */
export function bookerApiPath(username: string, slug: string): string {
  const page = [...username.split('/'), ...(slug ? [slug] : [])];
  return `/public/${page.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Every API path of this feature, relative to API_BASE ('/api'). */
export const bookingsApi = {
  /** POST, no sign-in, header Idempotency-Key: book a time (BookingCreateInput → BookingCreated). */
  book: (username: string, slug: string) => `${bookerApiPath(username, slug)}/bookings`,
  /** GET with header X-Booking-Token: the booking as its invitee sees it (PublicBooking). */
  publicBooking: (uid: string) => `/public/bookings/${encodeURIComponent(uid)}`,
  /** POST {reason?} with X-Booking-Token. */
  publicCancel: (uid: string) => `/public/bookings/${encodeURIComponent(uid)}/cancel`,
  /** POST {reason?} with X-Booking-Token: this occurrence of a series and every later one (CancelRestResult). */
  publicCancelRest: (uid: string) => `/public/bookings/${encodeURIComponent(uid)}/cancel-rest`,
  /** POST {start, reason?} with X-Booking-Token: the same booking at a new time. */
  publicReschedule: (uid: string) => `/public/bookings/${encodeURIComponent(uid)}/reschedule`,
  /** GET ?status=&cursor=&limit=: the signed-in host's bookings. */
  list: '/bookings',
  /** GET: one of the host's bookings with its history. */
  one: (uid: string) => `/bookings/${encodeURIComponent(uid)}`,
  /** POST {reason?}: the host cancels. */
  cancel: (uid: string) => `/bookings/${encodeURIComponent(uid)}/cancel`,
  /** POST {reason?}: the host cancels an occurrence of a series and every later one (CancelRestResult). */
  cancelRest: (uid: string) => `/bookings/${encodeURIComponent(uid)}/cancel-rest`,
  /** POST: the host approves a pending request (ADR 025); already decided → 409. */
  approve: (uid: string) => `/bookings/${encodeURIComponent(uid)}/approve`,
  /** POST {reason?}: the host declines a pending request; already decided → 409. */
  decline: (uid: string) => `/bookings/${encodeURIComponent(uid)}/decline`,
  /** POST → {url} (rotates), DELETE → 204, GET → {active}. */
  calendarFeed: '/calendar-feed',
  /** GET list, POST create. */
  webhooks: '/webhooks',
  /** PATCH, DELETE. */
  webhook: (id: string) => `/webhooks/${encodeURIComponent(id)}`,
  /** POST: send a test event now. */
  webhookTest: (id: string) => `/webhooks/${encodeURIComponent(id)}/test`,
  /** GET: the last deliveries. */
  webhookDeliveries: (id: string) => `/webhooks/${encodeURIComponent(id)}/deliveries`,
} as const;

/** Every API path of this feature, relative to API_BASE ('/api'), as the web app calls them. */
export const availabilityApi = {
  /** GET ?tz=Zone: the caller's schedules; the default one is created on first read. */
  schedules: '/schedules',
  /** PUT: replace a schedule (ScheduleInput). */
  schedule: (id: string) => `/schedules/${encodeURIComponent(id)}`,
  /** PUT: an event type's booking settings (BookingSettingsInput). The event type itself carries them too. */
  bookingSettings: (eventTypeId: string) => `/event-types/${encodeURIComponent(eventTypeId)}/booking-settings`,
  /** GET, no sign-in: one visible event type as the booker shows it (PublicBookingEventType). */
  publicEventType: (username: string, slug: string) => bookerApiPath(username, slug),
  /** GET ?from=ISO&to=ISO, no sign-in: open times (SlotsResponse). */
  publicSlots: (username: string, slug: string) => `${bookerApiPath(username, slug)}/slots`,
} as const;

/** The header that carries the manage link's secret (never the URL, so logs never hold it). */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';
