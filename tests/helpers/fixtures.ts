import { DEFAULT_BOOKING_SETTINGS } from '#shared/schemas/availability.ts';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import type { EventType } from '#shared/schemas/event-types.ts';

/** The host's one event type, as the list and the settings page read it ('Demo', 30 minutes, visible). */
export const demoEventType: EventType = {
  id: 'e1',
  name: 'Demo',
  slug: 'demo',
  description: 'Show the product',
  duration: 30,
  isVisible: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  bookingSettings: DEFAULT_BOOKING_SETTINGS,
};

let counter = 0;
/** A booking of the host's list at noon UTC, the same calendar day in every zone from UTC−11 to UTC+11. */
export function hostBooking(day: string, overrides: Partial<HostBooking> = {}): HostBooking {
  counter += 1;
  return {
    uid: `b${counter}`,
    title: '30 Min Meeting',
    start: `${day}T12:00:00.000Z`,
    end: `${day}T12:30:00.000Z`,
    status: 'accepted',
    eventTypeId: 'e1',
    inviteeName: `Invitee ${counter}`,
    inviteeEmail: `invitee${counter}@example.test`,
    inviteeTimeZone: 'Europe/Berlin',
    notes: '',
    location: null,
    locationUrl: null,
    locationKind: null,
    responses: {},
    sequence: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    cancelledAt: null,
    requestExpiresAt: null,
    cancelledBy: null,
    cancelReason: null,
    noShow: false,
    ...overrides,
  };
}
