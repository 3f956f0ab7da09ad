import { icalUid } from '../../lib/ical.ts';
import { DEFAULT_LOCALE, localeOf } from '#shared/i18n/locales.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { FALLBACK_TIME_ZONE } from '#shared/schemas/availability.ts';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { answersView } from './answers.ts';
import { heldTimesOf } from './requests/hold.ts';
import { inviteeInvite } from './emails.ts';
import { calendarSeries } from './series/contract.ts';
import { loadSeries } from './series/load.ts';
import { seriesView } from './series/view.ts';
import { teamBookingView } from './team/view.ts';
import type { BookingContext } from './context.ts';
import { type BookingRow, MINUTE, calendarBooking, hostName, status } from './contract.ts';

/** What the invitee's manage page shows of a booking. */
export function createPublicView(
  ctx: BookingContext,
  byLink: (uid: string, token: string | undefined) => Promise<BookingRow>,
) {
  const { db, config, now, log, manageUrl } = ctx;
  return {
    /** GET /api/public/bookings/:uid with the manage token. */
    async publicView(uid: string, token: string | undefined): Promise<PublicBooking> {
      const row = await byLink(uid, token);
      const held = (await heldTimesOf(db, [row])).get(row.id);
      const extra = await db.booking.findUniqueOrThrow({
        where: { id: row.id },
        select: {
          eventType: { select: { slug: true, isVisible: true, showAttendees: true } },
          host: {
            select: {
              username: true,
              firstName: true,
              lastName: true,
              email: true,
              disabledAt: true,
              schedules: { where: { isDefault: true }, select: { timeZone: true }, take: 1 },
              preferences: { select: { bookingPageTheme: true, brandColorLight: true, brandColorDark: true } },
            },
          },
          // The last change the invitee was emailed about: a reschedule's reason is in the invite it
          // carried. The no-show mark is the host's own note: no email, no invite.
          history: {
            where: { kind: { notIn: ['no_show_marked', 'no_show_cleared'] } },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: 1,
            select: { kind: true, reason: true },
          },
        },
      });
      const bookable = extra.eventType?.isVisible && extra.host.username && !extra.host.disabledAt;
      // A team booking names every host, and its page is the team's (ADR 029).
      const team = await teamBookingView(db, row.id);
      const look = extra.host.preferences;
      // The other attendees of a seated time are never shown unless the host turned it on (ADR 026).
      const others =
        row.seatKey && extra.eventType?.showAttendees && row.status !== 'cancelled'
          ? await db.booking.findMany({
              where: { hostId: row.hostId, seatKey: row.seatKey, blocking: true, id: { not: row.id } },
              orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
              select: { inviteeName: true, inviteeEmail: true },
            })
          : null;
      const latest = extra.history[0];
      // An occurrence of a series (ADR 054): its file is the series' one event, and the page lists the rest.
      const series = row.seriesId ? await loadSeries(db, row.seriesId, 'one') : null;
      // The calendar file: the invite the invitee's latest email carried, as a file to import. A
      // request is in nobody's calendar until the host confirms it, and a cancelled booking in none.
      const invite =
        row.status === 'accepted'
          ? inviteeInvite(
              {
                ...calendarBooking(row, { name: hostName(extra.host), email: extra.host.email }),
                ...(team && team.hostNames.length > 1 ? { hostNames: team.hostNames } : {}),
                ...(series ? { series: calendarSeries(series, row.seriesIndex ?? 0) } : {}),
              },
              {
                appUrl: config.APP_URL,
                manageUrl: manageUrl(row.uid),
                reason: latest?.kind === 'rescheduled' ? latest.reason : null,
                inviteeLocale: row.locale,
              },
              null,
            )
          : null;
      return {
        uid: row.uid,
        // An occurrence is its series' one event in the invitee's calendar: the series' UID, this date's
        // RECURRENCE-ID (its first start), and the series' SEQUENCE, as its invites carry them.
        icalUid: icalUid(series ? series.uid : row.uid, config.APP_URL),
        ...(series
          ? {
              recurrenceId:
                series.occurrences.find((o) => o.uid === row.uid)?.originalStart ?? row.startTime.toISOString(),
            }
          : {}),
        sequence: series ? series.sequence : row.sequence,
        status: status(row),
        title: row.title,
        start: row.startTime.toISOString(),
        end: row.endTime.toISOString(),
        duration: Math.round((row.endTime.getTime() - row.startTime.getTime()) / MINUTE),
        past: row.endTime.getTime() <= now(),
        host: {
          name: team ? team.hostNames.join(', ') : hostName(extra.host),
          count: team ? team.hostNames.length : 1,
          timeZone: extra.host.schedules[0]?.timeZone ?? FALLBACK_TIME_ZONE,
        },
        username: team ? team.username : bookable ? extra.host.username : null,
        eventSlug: team ? team.eventSlug : bookable ? (extra.eventType?.slug ?? null) : null,
        inviteeName: row.inviteeName,
        inviteeEmail: row.inviteeEmail,
        inviteeTimeZone: row.inviteeTimeZone,
        notes: row.notes,
        ...answersView(row, log),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelledBy: (row.cancelledBy as PublicBooking['cancelledBy']) ?? null,
        cancelReason: row.cancelReason,
        requestExpiresAt: row.requestExpiresAt?.toISOString() ?? null,
        ...(held ? { heldTime: held } : {}),
        bookingPageTheme: look?.bookingPageTheme ?? DEFAULT_PREFERENCES.booking_page_theme,
        brandColorLight: look?.brandColorLight ?? DEFAULT_PREFERENCES.brand_color_light,
        brandColorDark: look?.brandColorDark ?? DEFAULT_PREFERENCES.brand_color_dark,
        ...(others ? { otherAttendees: others.map((o) => ({ name: o.inviteeName, email: o.inviteeEmail })) } : {}),
        locale: localeOf(row.locale) ?? DEFAULT_LOCALE,
        invite,
        ...(series ? { series: seriesView(series, row.seriesIndex ?? 0, manageUrl) } : {}),
      };
    },
  };
}
