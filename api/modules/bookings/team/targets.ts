import { localeOf } from '#shared/i18n/locales.ts';
import type { EventType as EventTypeRow } from '../../../db/generated/postgres/client.ts';
import { toEngineSchedule } from '#shared/availability/slots.ts';
import { type BookingSettings, FALLBACK_TIME_ZONE, type PublicBookingEventType } from '#shared/schemas/availability.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { avatarPath } from '#shared/schemas/public.ts';
import type { SchedulingType } from '#shared/schemas/team-event-types.ts';
import {
  type WarnLog,
  bookingSettingsOf,
  publicLocations,
  readBookingFields,
  readLocations,
} from '../../event-types/contract.ts';
import type { Target } from '../../open-times/types.ts';
import { type AwayRange, awayPlanOf } from '../../out-of-office/contract.ts';
import { DEFAULT_WEEKLY, rulesToSchedule } from '../../schedules/contract.ts';
import { hostName } from '../contract.ts';

/** One host of a team event type or a group link, with what decides when they are free. */
export interface GroupHost {
  id: string;
  name: string;
  weight: number;
  priority: number;
  fixed: boolean;
  /** The event type as if it were this host's: their hours, zone and week, the event type's settings. */
  target: Target;
  versions: { bookingsVersion: number; calendarsVersion: number };
}

/**
 * A team event type, or a dynamic group link (ADR 029): several hosts, each free on their own terms,
 * combined as a collective (every host) or a round-robin (any host, plus the fixed ones).
 */
export interface Group {
  /** What the open times are cached under (an event type's id, or the link's users and slug). */
  key: string;
  /** Moves with the event type and each host's hours and look: the open times are kept per it. */
  version: string;
  eventTypeId: string | null;
  schedulingType: SchedulingType;
  hosts: GroupHost[];
  /** The booker's read: the team (or the group) as host, the first host's zone and look. */
  page: PublicBookingEventType;
}

/** The users' columns a group reads: who they are, their look, versions and default schedule. */
export const GROUP_USER_SELECT = {
  id: true,
  email: true,
  username: true,
  firstName: true,
  lastName: true,
  disabledAt: true,
  publicVersion: true,
  bookingsVersion: true,
  calendarsVersion: true,
  allowDynamicBooking: true,
  preferences: {
    select: {
      weekStart: true,
      bookingPageTheme: true,
      brandColorLight: true,
      brandColorDark: true,
      bookingTimesPerHour: true,
    },
  },
  avatar: { select: { hash: true } },
  // Time away (ADR 055): a few hundred rows at most per host.
  outOfOffice: { select: { startDate: true, endDate: true, message: true, forwardToUserId: true } },
  awaySettings: { select: { holidayCountry: true, holidayRegion: true, holidaysKeptOpen: true } },
  schedules: {
    where: { isDefault: true },
    orderBy: { createdAt: 'asc' as const },
    take: 1,
    select: {
      id: true,
      timeZone: true,
      rules: { select: { weekday: true, date: true, startMinute: true, endMinute: true } },
    },
  },
} as const;

export type GroupUser = {
  id: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  publicVersion: number;
  bookingsVersion: number;
  calendarsVersion: number;
  preferences: {
    weekStart: number;
    bookingPageTheme: string;
    brandColorLight: string;
    brandColorDark: string;
    bookingTimesPerHour: number | null;
  } | null;
  avatar: { hash: string } | null;
  outOfOffice: AwayRange[];
  awaySettings: { holidayCountry: string | null; holidayRegion: string | null; holidaysKeptOpen: string } | null;
  schedules: {
    id: string;
    timeZone: string;
    rules: { weekday: number | null; date: string | null; startMinute: number; endMinute: number }[];
  }[];
};

/** The event type's columns a target needs (a team's, a person's, or a group link's default). */
export type GroupEventType = Pick<
  EventTypeRow,
  'id' | 'name' | 'slug' | 'description' | 'duration' | 'locations' | 'bookingFields'
> &
  BookingSettings;

/** A stored event type as the group loaders take it: its language read as one Kairos speaks (ADR 030). */
export const groupEventTypeOf = <T extends { locale: string | null }>(row: T) => ({
  ...row,
  locale: localeOf(row.locale),
});

/** The event type seen as `user`'s: what the open-times engine and the booking checks take (ADR 019). */
export function hostTarget(user: GroupUser, eventType: GroupEventType, log?: WarnLog): Target {
  const schedule = user.schedules[0] ?? null;
  const timeZone = schedule?.timeZone ?? FALLBACK_TIME_ZONE;
  const hours = schedule ? rulesToSchedule(schedule.rules) : { weekly: DEFAULT_WEEKLY, overrides: [] };
  // Only the settings' columns are read.
  const settings = bookingSettingsOf(eventType as EventTypeRow);
  const locations = readLocations(eventType.locations, log);
  const bookingFields = readBookingFields(eventType.bookingFields, log);
  const weekStart = user.preferences?.weekStart ?? 1;
  const look = {
    bookingPageTheme: (user.preferences?.bookingPageTheme ?? DEFAULT_PREFERENCES.booking_page_theme) as never,
    brandColorLight: user.preferences?.brandColorLight ?? DEFAULT_PREFERENCES.brand_color_light,
    brandColorDark: user.preferences?.brandColorDark ?? DEFAULT_PREFERENCES.brand_color_dark,
  };
  const { id, name, slug, description, duration } = eventType;
  return {
    read: {
      username: user.username ?? '',
      firstName: user.firstName,
      lastName: user.lastName,
      avatarHash: user.avatar?.hash ?? null,
      ...look,
      eventType: {
        id,
        name,
        slug,
        description,
        duration,
        locations: eventType.locations,
        bookingFields: eventType.bookingFields,
        // A team's event type never repeats (docs/product.md#recurring-event-types).
        recurrence: null,
        ...settings,
      },
      schedule: schedule ? { id: schedule.id, timeZone } : null,
      weekStart,
      bookingTimesPerHour: user.preferences?.bookingTimesPerHour ?? null,
    },
    locations,
    bookingFields,
    weekStart,
    schedule: toEngineSchedule({ timeZone, ...hours }),
    settings: { ...settings, duration },
    // Seats are a personal event type's (ADR 029).
    seating: null,
    away: awayPlanOf(user.outOfOffice, user.awaySettings),
    page: {
      username: user.username ?? '',
      eventType: { name, slug, description, duration },
      host: { name: hostName(user), avatarUrl: user.avatar ? avatarPath(user.avatar.hash) : null },
      ...look,
      timeZone,
      minimumNotice: settings.minimumNotice,
      weekStart,
      locations: publicLocations(locations),
      bookingFields,
      requiresConfirmation: false,
      confirmationThresholdHours: null,
    },
  };
}

/** A group host from a user row and their round-robin settings. */
export function groupHost(
  user: GroupUser,
  eventType: GroupEventType,
  settings: { weight: number; priority: number; fixed: boolean },
  log?: WarnLog,
): GroupHost {
  return {
    id: user.id,
    name: hostName(user),
    ...settings,
    target: hostTarget(user, eventType, log),
    versions: { bookingsVersion: user.bookingsVersion, calendarsVersion: user.calendarsVersion },
  };
}
