import { localeOf } from '#shared/i18n/locales.ts';
import type { BookingSettings } from '#shared/schemas/availability.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import {
  type PageOptions,
  type Row,
  type Runner,
  newestFirst,
  nullableNumber,
  nullableText,
  toIsoTime,
} from './runner.ts';

/** An event type's booking settings columns, as settingsOf reads them. */
export const SETTINGS_COLUMNS =
  'slot_interval, before_buffer, after_buffer, minimum_notice, booking_window, window_days, window_start, window_end, max_per_day, max_per_week, requires_confirmation, confirmation_threshold_hours, confirmation_expiry_hours, seats, show_seats_left, show_attendees, locale';

/** The booking settings of a row that selected SETTINGS_COLUMNS. */
export function settingsOf(r: Row): BookingSettings {
  return {
    slotInterval: nullableNumber(r.slot_interval),
    beforeBuffer: Number(r.before_buffer),
    afterBuffer: Number(r.after_buffer),
    minimumNotice: Number(r.minimum_notice),
    bookingWindow: r.booking_window as BookingSettings['bookingWindow'],
    windowDays: Number(r.window_days),
    windowStart: nullableText(r.window_start),
    windowEnd: nullableText(r.window_end),
    maxPerDay: nullableNumber(r.max_per_day),
    maxPerWeek: nullableNumber(r.max_per_week),
    requiresConfirmation: Boolean(r.requires_confirmation),
    confirmationThresholdHours: nullableNumber(r.confirmation_threshold_hours),
    confirmationExpiryHours: Number(r.confirmation_expiry_hours),
    seats: nullableNumber(r.seats),
    showSeatsLeft: Boolean(r.show_seats_left),
    showAttendees: Boolean(r.show_attendees),
    locale: localeOf(nullableText(r.locale)),
  };
}

const COLUMNS = `id, name, slug, description, duration, is_visible, created_at, ${SETTINGS_COLUMNS}`;

/** The event-types page of the dashboard. */
export function eventTypeReads(run: Runner) {
  return {
    /** Up to `take` of the user's event types, newest first, after `after`, matching `search`. */
    async eventTypesPage(userId: string, { search, after, take }: PageOptions): Promise<EventType[]> {
      const rows = await newestFirst(run, 'event_types', COLUMNS, ['name', 'description'], {
        scope: { column: 'user_id', value: userId },
        search,
        after,
        take,
      });
      return rows.map((r) => ({
        id: r.id as string,
        name: r.name as string,
        slug: r.slug as string,
        description: r.description as string,
        duration: Number(r.duration),
        isVisible: Boolean(r.is_visible),
        createdAt: toIsoTime(r.created_at),
        bookingSettings: settingsOf(r),
      }));
    },
  };
}
