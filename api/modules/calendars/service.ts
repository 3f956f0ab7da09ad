import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  CALENDAR_MANUAL_REFRESHES_PER_MINUTE,
  CALENDAR_REFRESH_INTERVAL_MS,
  type CalendarConnection,
  type ConnectedCalendarPatch,
  MAX_CALENDAR_CONNECTIONS_PER_USER,
  calendarMessages,
} from '#shared/schemas/calendars.ts';
import type { GrantRow } from '../apps/oauth/types.ts';
import type { CalendarProvider, NewConnection } from './providers/types.ts';
import type { CalendarScheduler } from './scheduler.ts';
import { CONNECTION_VIEW_SELECT, applyObjects, connectionView, writeCalendars } from './store.ts';
import type { CalendarSync } from './sync.ts';
import type { CalendarVetter } from './vet/vetter.ts';

/** An address as typed, as one URL (kept here for its callers; address.ts). */
export { normalizedUrl } from './address.ts';

const MINUTE_MS = 60_000;

const newConnectionId = () => `cal_${randomBytes(12).toString('base64url')}`;

/**
 * A host's connected calendars (ADR 021): connecting (discovery and the first read before the
 * answer, so it carries the calendars), the list, each calendar's switches, refresh and removal.
 * Every change to what makes the host busy runs in `writeCalendars` (the host's row lock first,
 * and a new calendars version for the open times' caches).
 */
export function createCalendarsService(deps: {
  db: Db;
  sync: CalendarSync;
  scheduler: CalendarScheduler;
  vetter: CalendarVetter;
  now: () => number;
}) {
  const { db, sync, scheduler, vetter, now } = deps;

  /** Room for one more, and not this one again (checked before the remote read, and again under the lock). */
  async function checkRoom(q: Db | Tx, userId: string, kind: string, url: string, username: string | null) {
    const existing = await q.calendarConnection.findMany({
      where: { userId },
      select: { kind: true, url: true, username: true },
    });
    const same = existing.some(
      (c) => c.kind === kind && c.url === url && (c.username ?? '').toLowerCase() === (username ?? '').toLowerCase(),
    );
    if (same) throw httpErrors.conflict(calendarMessages.alreadyConnected);
    if (existing.length >= MAX_CALENDAR_CONNECTIONS_PER_USER) throw httpErrors.conflict(calendarMessages.tooMany);
  }

  async function view(userId: string, id: string): Promise<CalendarConnection> {
    const row = await db.calendarConnection.findFirst({ where: { id, userId }, select: CONNECTION_VIEW_SELECT });
    if (!row) throw httpErrors.notFound(calendarMessages.notFound);
    return connectionView(row, sync.holdsBookings(row.kind));
  }

  /**
   * Stores a new connection with its calendars and their first objects, in one transaction. A host
   * with no calendar for bookings gets the first writable one (they see it, and can change it), so
   * connecting is enough for bookings to reach their calendar, whichever client connected.
   */
  async function store(
    userId: string,
    connection: { id: string; kind: string; url: string; username: string | null } & NewConnection['columns'],
    calendars: NewConnection['calendars'],
  ): Promise<CalendarConnection> {
    // Read in the worker first: one that its limits end answers 400 "unreadable", naming the event;
    // what is stored is without the events it refused.
    const refused: string[] = [];
    for (const { first } of calendars) {
      if (!first.changed) continue;
      const vetted = await vetter.vet(first.upserts.map((o) => o.data));
      refused.push(...vetted.refused);
      first.upserts = first.upserts.map((o, i) => ({ ...o, data: vetted.texts[i] ?? o.data }));
    }
    const at = new Date(now());
    await writeCalendars(db, userId, async (tx) => {
      await checkRoom(tx, userId, connection.kind, connection.url, connection.username);
      await tx.calendarConnection.create({
        data: {
          ...connection,
          ...(refused.length > 0 ? { errorCode: 'unreadable', errorEvent: refused[0] } : {}),
          userId,
          lastSyncAt: at,
          lastAttemptAt: at,
          nextSyncAt: new Date(at.getTime() + CALENDAR_REFRESH_INTERVAL_MS),
        },
      });
      // A read-only provider's calendars (a subscription's) are never a calendar for bookings.
      const propose =
        sync.holdsBookings(connection.kind) &&
        (await tx.connectedCalendar.count({ where: { destinationFor: userId } })) === 0;
      const destination = propose ? calendars.find((c) => c.calendar.writable)?.calendar : undefined;
      for (const { calendar, first } of calendars) {
        const state = first.changed ? first.state : null;
        const row = await tx.connectedCalendar.create({
          data: {
            connectionId: connection.id,
            url: calendar.url,
            name: calendar.name,
            color: calendar.color,
            writable: calendar.writable,
            destinationFor: calendar === destination ? userId : null,
            ctag: state?.ctag ?? null,
            syncToken: state?.syncToken ?? null,
          },
          select: { id: true },
        });
        if (first.changed) await applyObjects(tx, row.id, { upserts: first.upserts, full: true });
      }
    });
    return view(userId, connection.id);
  }

  return {
    async list(userId: string): Promise<CalendarConnection[]> {
      const rows = await db.calendarConnection.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: CONNECTION_VIEW_SELECT,
      });
      return rows.map((row) => connectionView(row, sync.holdsBookings(row.kind)));
    },

    /**
     * Connects through a provider (CalDAV: discovery, then each calendar's first read; a subscription:
     * the file's first read); a RemoteCalendarError is the 400's reason.
     */
    async connect(provider: CalendarProvider, userId: string, input: { url: string }): Promise<CalendarConnection> {
      if (!provider.identify || !provider.connect) throw httpErrors.notFound(calendarMessages.notFound);
      const { url, username } = provider.identify(input);
      await checkRoom(db, userId, provider.kind, url, username);
      const id = newConnectionId();
      const made = await provider.connect(sync.context, input, id);
      return store(userId, { id, kind: provider.kind, url, username, ...made.columns }, made.calendars);
    },

    /**
     * Connects an OAuth provider's account (ADR 048) with the host's grant, stored by the apps module's
     * callback: the account's calendars, each with its first read. `url` shows the provider's calendar
     * site, `username` the account's address.
     */
    async connectGrant(
      provider: CalendarProvider,
      userId: string,
      grant: GrantRow,
      accountUrl: string,
    ): Promise<CalendarConnection> {
      if (!provider.oauth) throw httpErrors.notFound(calendarMessages.notFound);
      await checkRoom(db, userId, provider.kind, accountUrl, grant.email);
      const id = newConnectionId();
      const made = await provider.oauth.connectGrant(sync.context, grant, id);
      return store(
        userId,
        { id, kind: provider.kind, url: accountUrl, username: grant.email, grantId: grant.id, ...made.columns },
        made.calendars,
      );
    },

    /** A calendar's switches: whether it checks for conflicts, and whether bookings go into it (one per host). */
    async patchCalendar(
      userId: string,
      id: string,
      calendarId: string,
      patch: ConnectedCalendarPatch,
    ): Promise<CalendarConnection> {
      await writeCalendars(db, userId, async (tx) => {
        const connection = await tx.calendarConnection.findFirst({ where: { id, userId }, select: { kind: true } });
        if (!connection) throw httpErrors.notFound(calendarMessages.notFound);
        const calendar = await tx.connectedCalendar.findFirst({
          where: { id: calendarId, connectionId: id },
          select: { writable: true },
        });
        if (!calendar) throw httpErrors.notFound(calendarMessages.calendarNotFound);
        if (patch.isDestination && (!sync.holdsBookings(connection.kind) || !calendar.writable)) {
          throw httpErrors.badRequest(calendarMessages.readOnlyDestination);
        }
        if (patch.isDestination) {
          await tx.connectedCalendar.updateMany({
            where: { destinationFor: userId, NOT: { id: calendarId } },
            data: { destinationFor: null },
          });
        }
        await tx.connectedCalendar.update({
          where: { id: calendarId },
          data: {
            ...(patch.checkConflicts !== undefined ? { checkConflicts: patch.checkConflicts } : {}),
            ...(patch.isDestination !== undefined ? { destinationFor: patch.isDestination ? userId : null } : {}),
          },
        });
        // A change is followed by a refresh at once.
        await tx.calendarConnection.update({
          where: { id },
          data: { version: { increment: 1 }, nextSyncAt: new Date(now()) },
        });
      });
      scheduler.kick();
      return view(userId, id);
    },

    /**
     * Asks for a refresh (202): the background worker takes it now, within
     * CALENDAR_MANUAL_REFRESHES_PER_MINUTE a minute; past that, when the minute ends. A click while a
     * refresh runs asks for one more after it (never two at once: the claim, scheduler.ts). Each
     * step is one conditional update, so clicks at once in several processes share the budget.
     */
    async refresh(userId: string, id: string): Promise<void> {
      const at = new Date(now());
      const windowStart = new Date(at.getTime() - MINUTE_MS);
      const asked = { version: { increment: 1 }, nextSyncAt: at };
      const fresh = await db.calendarConnection.updateMany({
        where: { id, userId, OR: [{ manualWindowAt: null }, { manualWindowAt: { lte: windowStart } }] },
        data: { ...asked, manualWindowAt: at, manualRefreshes: 1 },
      });
      const taken =
        fresh.count === 1 ||
        (
          await db.calendarConnection.updateMany({
            where: {
              id,
              userId,
              manualWindowAt: { gt: windowStart },
              manualRefreshes: { lt: CALENDAR_MANUAL_REFRESHES_PER_MINUTE },
            },
            data: { ...asked, manualRefreshes: { increment: 1 } },
          })
        ).count === 1;
      if (!taken) {
        const row = await db.calendarConnection.findFirst({
          where: { id, userId },
          select: { manualWindowAt: true, nextSyncAt: true, claimedUntil: true },
        });
        if (!row) throw httpErrors.notFound(calendarMessages.notFound);
        const windowEnd = Math.max((row.manualWindowAt ?? at).getTime() + MINUTE_MS, at.getTime());
        const next = row.nextSyncAt.getTime();
        const running = row.claimedUntil !== null && row.claimedUntil > at;
        // A refresh already waiting to start reads what this click wants; else one when the minute ends.
        const pending = next <= at.getTime() && !running;
        await db.calendarConnection.updateMany({
          where: { id, userId },
          data: {
            version: { increment: 1 },
            ...(pending ? {} : { nextSyncAt: new Date(next > at.getTime() ? Math.min(next, windowEnd) : windowEnd) }),
          },
        });
        return;
      }
      scheduler.kick();
    },

    /** Removes a connection with its calendars and their cached busy times (bookings stay as they are). */
    async remove(userId: string, id: string): Promise<void> {
      await writeCalendars(db, userId, async (tx) => {
        const { count } = await tx.calendarConnection.deleteMany({ where: { id, userId } });
        if (count === 0) throw httpErrors.notFound(calendarMessages.notFound);
      });
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
