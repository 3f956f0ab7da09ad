import type { Reads } from '../../db/reads.ts';
import type { PublicVersionsRead } from '../../db/reads/public.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  type SlotResult,
  type SlotSettings,
  computeSlots,
  DEFAULT_LOOKAHEAD_DAYS,
  toEngineSchedule,
} from '#shared/availability/slots.ts';
import { DAY_MS, dayToDate, localDayOf } from '#shared/availability/zone-time.ts';
import {
  FALLBACK_TIME_ZONE,
  MAX_SLOTS_SPAN_DAYS,
  type PublicBookingEventType,
  type SlotsQuery,
  availabilityMessages,
} from '#shared/schemas/availability.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { avatarPath } from '#shared/schemas/public.ts';
import { normalizeUsername } from '#shared/username.ts';
import { type WarnLog, publicLocations, readBookingFields, readLocations } from '../event-types/contract.ts';
import { DEFAULT_WEEKLY, rulesToSchedule } from '../schedules/contract.ts';
import { awayPlanOf } from '../out-of-office/contract.ts';
import { type BusyContext, type BusyQuery, askBusy } from './busy/index.ts';
import { calendarAway } from './busy/calendars.ts';
import { BOOKING_CACHE_BYTES, type OwnBooking, type Target, parseInstant } from './types.ts';
import { seatedBookingsKept, seatingOf, withSeats } from './seats.ts';
import { awayNotice } from './away-notice.ts';
import { firstAtOrAfter, groupSeats, horizonEnd, slotsBody } from './contract.ts';

const MINUTE = 60_000;

/** A host's versions that the busy sources keep their answers at. */
type HostVersions = Pick<PublicVersionsRead, 'id' | 'bookingsVersion' | 'calendarsVersion'>;

interface SlotsEntry {
  /** Open times computed without the minimum notice (it is applied per request, below). */
  slots: number[];
  nextAvailable: number | null;
  /** A seated event type's seats left per open time, when its host shows the count (ADR 026). */
  seatsLeft?: ReadonlyMap<number, number>;
  /** The last body sent: the slots from index `first` on. */
  body: { first: number; text: string } | null;
}

/**
 * The public side of booking: one event type as the booker shows it, and its open times. Reads go
 * through the driver (hot path, ADR 008); answers are kept per version of the host's public data,
 * event types, bookings (ADR 012) and connected calendars (ADR 021), so they are never stale.
 */
export function createOpenTimesService(deps: { reads: Reads; now?: () => number; log?: WarnLog }) {
  const { reads } = deps;
  const now = deps.now ?? Date.now;
  // About 2 KB, plus the locations and questions: read twice (the booking's and the page's copy).
  const targets = new VersionedCache<Target>(
    BOOKING_CACHE_BYTES,
    ({ read }) => 2_048 + 4 * (read.eventType.locations.length + (read.eventType.bookingFields?.length ?? 0)),
  );
  const results = new VersionedCache<SlotsEntry>(BOOKING_CACHE_BYTES, (e) => e.slots.length * 48 + 256);
  const kept = new VersionedCache<unknown[]>(BOOKING_CACHE_BYTES, (items) => items.length * 40 + 64);
  const context: BusyContext = {
    reads,
    kept: <T>(key: string, version: string, load: () => Promise<T[]>) => kept.get(key, version, load) as Promise<T[]>,
  };

  async function loadTarget(userId: string, slug: string): Promise<Target> {
    const read = await reads.bookingTarget(userId, slug);
    if (!read) throw httpErrors.notFound(availabilityMessages.bookingPageNotFound);
    const timeZone = read.schedule?.timeZone ?? FALLBACK_TIME_ZONE;
    // A host who has not opened their availability yet has the default hours, in UTC.
    const [hours, away] = await Promise.all([
      read.schedule
        ? reads.availabilityRules(read.schedule.id).then(rulesToSchedule)
        : { weekly: DEFAULT_WEEKLY, overrides: [] },
      // Ranges from two days ago on: a kept target is read again at the next public version.
      reads.away(userId, dayToDate(localDayOf(timeZone, now()) - 2)),
    ]);
    const {
      id: _id,
      name,
      slug: eventSlug,
      description,
      duration,
      locations: l,
      bookingFields: f,
      recurrence,
      ...settings
    } = read.eventType;
    const locations = readLocations(l, deps.log);
    const bookingFields = readBookingFields(f, deps.log);
    const hostName = `${read.firstName} ${read.lastName}`.trim() || read.username;
    return {
      read,
      locations,
      bookingFields,
      weekStart: read.weekStart,
      schedule: toEngineSchedule({ timeZone, ...hours }),
      settings: { ...settings, duration },
      seating: seatingOf(settings),
      away: awayPlanOf(away.ranges, away.settings),
      page: {
        username: read.username,
        eventType: { name, slug: eventSlug, description, duration },
        host: { name: hostName, avatarUrl: read.avatarHash ? avatarPath(read.avatarHash) : null },
        bookingPageTheme: read.bookingPageTheme ?? DEFAULT_PREFERENCES.booking_page_theme,
        brandColorLight: read.brandColorLight ?? DEFAULT_PREFERENCES.brand_color_light,
        brandColorDark: read.brandColorDark ?? DEFAULT_PREFERENCES.brand_color_dark,
        timeZone,
        minimumNotice: settings.minimumNotice,
        weekStart: read.weekStart,
        locations: publicLocations(locations),
        bookingFields,
        requiresConfirmation: settings.requiresConfirmation,
        confirmationThresholdHours: settings.confirmationThresholdHours,
        eventLocale: settings.locale,
        recurrence,
      },
    };
  }

  async function resolve(rawUsername: string, slug: string) {
    const versions = await reads.publicVersions(normalizeUsername(rawUsername));
    if (!versions) throw httpErrors.notFound(availabilityMessages.bookingPageNotFound);
    const version = `${versions.publicVersion}.${versions.eventTypesVersion}`;
    const target = await targets.get(`${versions.id}:${slug}`, version, () => loadTarget(versions.id, slug));
    return { versions, version, target };
  }

  /** Every busy source's intervals for the query (ADR 019); with `tx`, fresh from the write's transaction. */
  const busy = (query: BusyQuery) => askBusy(query, context);

  async function compute(
    target: Target,
    versions: HostVersions,
    from: number,
    to: number,
    at: number,
    settings: SlotSettings,
    own?: OwnBooking,
  ): Promise<SlotResult & { seatsLeft?: ReadonlyMap<number, number> }> {
    // The next available time is looked for up to the horizon, never past it (a team's days may end
    // a little past it: their times there are never shown).
    const lookahead = Math.max(0, Math.min(DEFAULT_LOOKAHEAD_DAYS * DAY_MS, horizonEnd(at) - to));
    const intervals = await busy({
      hostIds: [versions.id],
      target,
      from: from - DAY_MS,
      to: to + lookahead + 2 * DAY_MS,
      at,
      bookingsVersions: { [versions.id]: versions.bookingsVersion },
      calendarsVersions: { [versions.id]: versions.calendarsVersion },
      own,
    });
    // The limits are a busy source: the engine gets none of its own.
    const free = computeSlots({
      schedule: target.schedule,
      settings: { ...settings, maxPerDay: null, maxPerWeek: null },
      busy: intervals.map((i) => [i.start, i.end] as const),
      from,
      to,
      now: at,
      lookaheadDays: lookahead / DAY_MS,
      weekStart: target.weekStart,
    });
    if (!target.seating) return free;
    // A seated time with seats left stays open (ADR 026).
    const eventTypeId = target.read.eventType.id;
    const seatsTo = to + lookahead;
    const rows = await seatedBookingsKept(context, eventTypeId, from, seatsTo, versions.bookingsVersion);
    const seated = withSeats(target, settings, free, intervals, groupSeats(rows), { from, to, now: at });
    return target.seating.showSeatsLeft ? seated : { slots: seated.slots, nextAvailable: seated.nextAvailable };
  }

  return {
    /** The host's versions and the event type as the booker sees it (404 when unknown or hidden). */
    resolve,
    busy,
    /**
     * One host's open times for a target (every busy source, the engine; no seats): what a team event
     * type combines per host (ADR 029). Minimum notice is in `settings`; `own`: the host's row of a
     * team booking being moved, whose time counts as free.
     */
    freeTimes: (
      target: Target,
      host: HostVersions,
      from: number,
      to: number,
      at: number,
      settings: SlotSettings,
      own?: OwnBooking,
    ) => compute(target, host, from, to, at, settings, own),
    /** The taken seats of an event type's seated times in [from, to), at a bookings version (ADR 026). */
    seatedBookings: (eventTypeId: string, from: number, to: number, bookingsVersion: number) =>
      seatedBookingsKept(context, eventTypeId, from, to, bookingsVersion),
    async eventPage(username: string, slug: string): Promise<PublicBookingEventType> {
      return (await resolve(username, slug)).target.page;
    },
    /** Whether the host is away on the first open day from `date` (the host's today): the booker's notice (ADR 055). */
    async away(username: string, slug: string, date?: string) {
      const { versions, target } = await resolve(username, slug);
      const at = now();
      const query = { hostIds: [versions.id], target, at, bookingsVersions: {} };
      const calendarsVersions = { [versions.id]: versions.calendarsVersion };
      return awayNotice(reads, versions.id, target, at, date, (from, to) =>
        calendarAway({ ...query, from, to, calendarsVersions }, context, versions.id),
      );
    },

    /** The slots answer as JSON text; `own`: a booking being rescheduled, whose time counts as free (not cached). */
    async slots(username: string, slug: string, query: SlotsQuery, own?: OwnBooking): Promise<string> {
      const from = parseInstant(query.from);
      let to = parseInstant(query.to);
      if (!(to > from)) throw httpErrors.badRequest(availabilityMessages.spanOrder);
      if (to - from > MAX_SLOTS_SPAN_DAYS * DAY_MS) throw httpErrors.badRequest(availabilityMessages.spanTooLong);
      const { versions, version, target } = await resolve(username, slug);
      const at = now();
      // A span past the horizon, or too long ago to lead to a next available time, is empty without
      // reading or computing anything; one that crosses the horizon stops there.
      const horizon = horizonEnd(at);
      if (from >= horizon || to + DEFAULT_LOOKAHEAD_DAYS * DAY_MS <= at) return slotsBody([], 0, null);
      to = Math.min(to, horizon);
      if (own && own.hostId === versions.id) {
        const result = await compute(target, versions, from, to, at, target.settings, own);
        return slotsBody(result.slots, 0, result.nextAvailable, result.seatsLeft);
      }
      const earliest = at + target.settings.minimumNotice * MINUTE;
      if (earliest > to) {
        // The whole span is too soon: only the next available time is worth computing.
        const { nextAvailable } = await compute(target, versions, from, to, at, target.settings);
        return slotsBody([], 0, nextAvailable);
      }
      // Kept per span and host-local day (the rolling window moves with it), computed without the
      // minimum notice, which is applied here: the answer stays exact as time passes.
      const today = localDayOf(target.schedule.timeZone, at);
      const entry = await results.get(
        `${target.read.eventType.id}:${from}:${to}:${today}`,
        `${version}.${versions.bookingsVersion}.${versions.calendarsVersion}`,
        async () => {
          const result = await compute(target, versions, from, to, at, { ...target.settings, minimumNotice: 0 });
          return { ...result, body: null };
        },
      );
      const first = firstAtOrAfter(entry.slots, earliest);
      if (!entry.body || entry.body.first !== first) {
        entry.body = { first, text: slotsBody(entry.slots, first, entry.nextAvailable, entry.seatsLeft) };
      }
      return entry.body.text;
    },
  };
}
