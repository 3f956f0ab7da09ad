import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { OpenTimesService } from '../open-times/surface.ts';
import { createAccountClosing } from './account-closing.ts';
import type { WarnLog } from '../event-types/contract.ts';
import type { BeforeWrite, BookingCalendarWriter } from './types.ts';
import { createBook } from './book.ts';
import { createChanges } from './changes.ts';
import { createBookingChecks } from './checks.ts';
import type { ConferencingProvider } from './conferencing/types.ts';
import type { GrantAccess } from '../apps/oauth/types.ts';
import { type BookingContext, manageLinks } from './context.ts';
import { createHostList } from './host-list.ts';
import { runBookingListeners } from './listeners/run.ts';
import { createLockedWrite } from './locked-write.ts';
import { createNoShow } from './no-show.ts';
import { createPublicView } from './public-view.ts';
import { createDecisions } from './requests/decide.ts';
import { requestLinks } from './requests/links.ts';
import { createSeatTimes } from './seats/times.ts';
import { createGroupBook } from './team/book.ts';
import { createSeriesBook } from './series/book.ts';
import { hostOrTeamAdmin, teamBookingHost } from './team/list-scope.ts';
import { createCancelRest } from './series/cancel-rest.ts';

/**
 * Booking writes (ADR 015, 019): book, reschedule and cancel, each exactly once per time, in the
 * host's locked write (`locked-write.ts`), checked against every busy source (`checks.ts`), and
 * each a lifecycle event written to the outbox in the write's transaction (`events.ts`), which the
 * listeners (`listeners/`) react to after the commit. Plus the host's list and the manage page, and
 * the answers to requests the host confirms (`requests/`, ADR 025).
 */
export function createBookingService(deps: {
  db: Db;
  reads: Pick<Reads, 'bookingByIdempotencyKey'>;
  config: Pick<Config, 'APP_URL' | 'BOOKING_RESCHEDULES_PER_BOOKING' | 'JITSI_BASE_URL'>;
  slots: OpenTimesService;
  secretBox: SecretBox;
  outbox: Outbox;
  /** Before a booking or reschedule takes the host's lock: the connected calendars' live check. */
  beforeWrite: readonly BeforeWrite[];
  /** Writes bookings into the host's calendar (the calendar-write listener's work). */
  calendars: BookingCalendarWriter;
  /** The video providers offered (ADR 045): conferencing/index.ts, or a test's. */
  conferencingProviders: readonly ConferencingProvider[];
  /** The hosts' OAuth grants, for the video providers with an API (ADR 048). */
  grants: GrantAccess;
  now?: () => number;
  /** Where a broken stored value (a booking's answers) is reported. */
  log?: WarnLog;
}) {
  const { db, config, slots, outbox } = deps;
  const now = deps.now ?? Date.now;
  const { manageToken, manageUrl } = manageLinks(deps.secretBox, config.APP_URL);
  const conferencing = {
    providers: deps.conferencingProviders,
    context: { config: { JITSI_BASE_URL: config.JITSI_BASE_URL, APP_URL: config.APP_URL }, db, grants: deps.grants },
  };
  const ctx: BookingContext = {
    db,
    reads: deps.reads,
    config,
    slots,
    checks: createBookingChecks({ slots, now, providers: conferencing.providers }),
    conferencing,
    lock: createLockedWrite({ db, outbox }),
    beforeWrite: deps.beforeWrite,
    now,
    log: deps.log,
    manageToken,
    manageUrl,
  };
  const links = requestLinks(deps.secretBox, config.APP_URL);
  runBookingListeners({
    db,
    outbox,
    config,
    manageUrl,
    requestUrl: links.url,
    now,
    calendars: deps.calendars,
    conferencing,
    log: deps.log,
  });
  const changes = createChanges(ctx);
  const seatTimes = createSeatTimes(ctx, changes.hostBooking);
  const hostList = createHostList(ctx, changes.hostBooking, seatTimes);
  const publicView = createPublicView(ctx, changes.byLink);
  const decisions = createDecisions(ctx, links);
  decisions.handleExpiry(outbox);
  const cancelRest = createCancelRest(ctx);

  return {
    manageUrl,
    /** The video providers this app offers (ADR 045): the catalog route and the event types' check. */
    conferencingProviders: conferencing.providers,
    book: createBook(ctx),
    /** A recurring event type's series, every occurrence or none (issue 43, ADR 054). */
    bookSeries: createSeriesBook(ctx),
    /** A team event type's or a dynamic group link's booking (ADR 029). */
    bookGroup: createGroupBook(ctx),
    publicView: publicView.publicView,
    cancelByLink: changes.cancelByLink,
    rescheduleByLink: changes.rescheduleByLink,
    /** The host moves one of their bookings (the public API, issue 42): the same write as the invitee's. */
    rescheduleByHost: changes.rescheduleByHost,
    ownTime: changes.ownTime,
    list: hostList.list,
    detail: hostList.detail,
    accountClosing: createAccountClosing(ctx),
    cancelByHost: changes.cancelByHost,
    /** "This and the following" of a series (ADR 054): by the invitee's link, or by the host. */
    cancelRestByLink: async (uid: string, token: string | undefined, reason: string | undefined) =>
      cancelRest(await changes.byLink(uid, token), 'invitee', reason),
    cancelRestByHost: async (hostId: string, uid: string, reason: string | undefined) =>
      cancelRest(await changes.hostBooking(hostId, uid), 'host', reason),
    /** Requests the host confirms (ADR 025): by the host in the app, and by the links of their email. */
    requests: {
      approveByHost: async (hostId: string, uid: string) => decisions.approve(await changes.hostBooking(hostId, uid)),
      declineByHost: async (hostId: string, uid: string, reason: string | undefined) =>
        decisions.decline(await changes.hostBooking(hostId, uid), 'host', reason || null),
      linkView: decisions.linkView,
      approveByLink: decisions.approveByLink,
      declineByLink: decisions.declineByLink,
    },
    cancelTime: seatTimes.cancelTime,
    /** The host marks the invitee a no-show, or undoes it (issue 30). */
    setNoShow: createNoShow(ctx, changes.hostBooking),
    /** The host whose own change a team's owner or admin makes on a team booking (the public API's team keys). */
    teamBookingHost: (teamId: string, userId: string, uid: string) => teamBookingHost(db, teamId, userId, uid),
    /** Whose change the app's cancel and no-show are: the host's, or a team's owner or admin's for them (ADR 059). */
    hostOrTeamAdmin: (userId: string, uid: string) => hostOrTeamAdmin(db, userId, uid),
  };
}
