import type { ConferencingProvider, Meeting, MeetingBooking } from '../../api/modules/bookings/conferencing/types.ts';

/**
 * A conferencing provider that keeps its meetings in memory (a fake of the provider seam, ADR 045, not of
 * any service's API): each call is recorded, so a test sees what the booking asked of it.
 */
export function fakeConferencingProvider() {
  const calls: { call: 'create' | 'move' | 'delete'; meetingId: string; start?: number }[] = [];
  const meetings = new Map<string, MeetingBooking>();
  let next = 0;
  /** How many of the next creations fail, as a provider that is down answers. */
  const failing = { creates: 0 };
  const meeting = (id: string): Meeting => ({
    id,
    joinUrl: `https://meet.fake.test/j/${id}`,
    dialIn: '+1 555 0100, PIN 4242',
  });
  const provider: ConferencingProvider = {
    id: 'fake-video',
    name: 'Fake Video',
    description: 'Meetings kept in the test’s memory.',
    sharedBySeats: false,
    createMeeting: async (_context, booking) => {
      if (failing.creates > 0) {
        failing.creates -= 1;
        throw new Error('fake video provider is down');
      }
      const id = `m${++next}`;
      meetings.set(id, booking);
      calls.push({ call: 'create', meetingId: id, start: booking.start });
      return meeting(id);
    },
    // A move answers a new meeting, as some providers do: the booking then carries the new link.
    moveMeeting: async (_context, old, booking) => {
      meetings.delete(old.id);
      const id = `m${++next}`;
      meetings.set(id, booking);
      calls.push({ call: 'move', meetingId: old.id, start: booking.start });
      return meeting(id);
    },
    deleteMeeting: async (_context, old) => {
      meetings.delete(old.id);
      calls.push({ call: 'delete', meetingId: old.id });
    },
  };
  return { provider, calls, meetings, failing };
}
