import type { AppEntry } from '#shared/apps.ts';
import type { CalendarErrorCode } from '#shared/schemas/calendars.ts';
import type { Db } from '../../../db/client.ts';
import { GrantDeadError, type OAuthProviderId } from '../../apps/oauth/types.ts';
import { RemoteCalendarError, type RemoteCalendar, type SyncResult } from '../remote/types.ts';
import { applyObjects, writeCalendars } from '../store.ts';
import type { BookingEvent, CalendarProvider, ConnectionRow, ProviderContext, PutEvent } from './types.ts';

/**
 * What Google Calendar and Microsoft 365 share (ADR 049, ADR 050): an account reached through the host's
 * OAuth grant, whose calendars are listed by the provider's API and read incrementally (a sync token, a
 * delta link) into iCalendar objects. Each provider brings its API client, its list, its read and its
 * writes; the connection, the following of the list, the storing and the failure rules are one.
 */

type Listed = Omit<RemoteCalendar, 'ctag' | 'syncToken'> & { primary: boolean };
export interface CallOptions {
  signal?: AbortSignal;
  deadlineMs?: number;
}
type StoredCalendar = { id: string; url: string; syncToken: string | null };

export interface AccountProviderSpec<Api> {
  kind: string;
  app: AppEntry<string>;
  grant: OAuthProviderId;
  api(context: ProviderContext, grantId: string): Api;
  /** The account's calendars now (none is a failure: "no calendars"). */
  list(api: Api, options: CallOptions): Promise<Listed[]>;
  /** A calendar's changes since its token (a full read without one; `fullAllowed` false: never a full read). */
  read(
    context: ProviderContext,
    api: Api,
    calendar: StoredCalendar,
    options: CallOptions,
    fullAllowed: boolean,
  ): Promise<SyncResult>;
  put(api: Api, calendarUrl: string, event: BookingEvent): Promise<PutEvent>;
  remove(api: Api, href: string): Promise<void>;
  describeError(error: unknown): CalendarErrorCode | undefined;
}

/** One calendar's read stored (the worker reads the texts first); answers what it refused, or null when nothing changed. */
async function store(context: ProviderContext, row: ConnectionRow, calendarId: string, result: SyncResult) {
  if (!result.changed) return null;
  const { db } = context;
  const vetted = await context.vet(result.upserts.map((o) => o.data));
  const upserts = result.upserts.map((o, i) => ({ ...o, data: vetted.texts[i] ?? o.data }));
  const syncToken = result.state.syncToken;
  if (!result.full && upserts.length === 0 && result.deletions.length === 0) {
    // Only a new token: nothing that makes the host busy moved (no new calendars version).
    await db.connectedCalendar.updateMany({ where: { id: calendarId }, data: { syncToken } });
    return null;
  }
  await writeCalendars(db, row.userId, async (tx) => {
    await applyObjects(tx, calendarId, { ...result, upserts });
    await tx.connectedCalendar.updateMany({ where: { id: calendarId }, data: { syncToken } });
  });
  return vetted.refused;
}

/**
 * The account's calendars as the provider lists them now: a new one is added (checked for conflicts,
 * read in full by this refresh), one gone is removed with its events, a renamed or re-permitted one
 * updated (one no longer writable stops being the calendar for bookings).
 */
async function follow(db: Db, row: ConnectionRow, listed: Listed[]) {
  if (listed.length === 0) throw new RemoteCalendarError('no-calendars', 'the account lists no calendar now');
  const stored = await db.connectedCalendar.findMany({
    where: { connectionId: row.id },
    select: { id: true, url: true, name: true, color: true, writable: true },
  });
  const listedUrls = new Set(listed.map((c) => c.url));
  const gone = stored.filter((c) => !listedUrls.has(c.url)).map((c) => c.id);
  const changed = listed.filter((c) => {
    const mine = stored.find((s) => s.url === c.url);
    return !mine || mine.name !== c.name || mine.color !== c.color || mine.writable !== c.writable;
  });
  if (gone.length === 0 && changed.length === 0) return;
  await writeCalendars(db, row.userId, async (tx) => {
    if ((await tx.calendarConnection.count({ where: { id: row.id } })) === 0) return;
    if (gone.length > 0) await tx.connectedCalendar.deleteMany({ where: { id: { in: gone } } });
    for (const { url, name, color, writable } of changed) {
      const { count } = await tx.connectedCalendar.updateMany({
        where: { connectionId: row.id, url },
        data: { name, color, writable, ...(writable ? {} : { destinationFor: null }) },
      });
      if (count === 0)
        await tx.connectedCalendar.create({ data: { connectionId: row.id, url, name, color, writable } });
    }
  });
}

export function accountCalendarProvider<Api>(spec: AccountProviderSpec<Api>): CalendarProvider {
  const apiOf = (context: ProviderContext, row: Pick<ConnectionRow, 'grantId'>) => {
    if (!row.grantId) throw new RemoteCalendarError('auth', `the connection has no ${spec.grant} grant`);
    return spec.api(context, row.grantId);
  };
  const selectStored = { id: true, url: true, syncToken: true } as const;

  return {
    kind: spec.kind,
    app: spec.app,
    holdsBookings: true,

    oauth: {
      provider: spec.grant,
      async connectGrant(context, grant) {
        const api = spec.api(context, grant.id);
        const listed = await spec.list(api, {});
        if (listed.length === 0) throw new RemoteCalendarError('no-calendars', 'the account lists no calendar');
        // The primary calendar first: the one bookings go to unless the host chooses another.
        listed.sort((a, b) => Number(b.primary) - Number(a.primary));
        const calendars = [];
        for (const { primary: _primary, ...calendar } of listed) {
          const first = await spec.read(context, api, { id: '', url: calendar.url, syncToken: null }, {}, true);
          calendars.push({ calendar, first });
        }
        return { columns: {}, calendars };
      },
    },

    /** The list of calendars, then each one's changes; one's failure leaves the others and its cache. */
    async refresh(context, row, signal) {
      const api = apiOf(context, row);
      const options = signal ? { signal } : {};
      await follow(context.db, row, await spec.list(api, options));
      const calendars = await context.db.connectedCalendar.findMany({
        where: { connectionId: row.id },
        select: selectStored,
        orderBy: { createdAt: 'asc' },
      });
      let failure: unknown = null;
      let refused: string[] | null = null;
      for (const calendar of calendars) {
        try {
          const own = await store(context, row, calendar.id, await spec.read(context, api, calendar, options, true));
          if (own !== null) refused = [...(refused ?? []), ...own];
        } catch (error) {
          // A dead grant ends them all; another failure leaves this calendar's cache and the others go on.
          if (error instanceof GrantDeadError) return { refused, failure: error };
          failure ??= error;
        }
      }
      return { refused, failure };
    },

    /** The booking-time check: one incremental read per checked calendar with a token (never a full read). */
    async readSpan(context, connection, { policy }) {
      const api = apiOf(context, connection);
      const stored = await context.db.connectedCalendar.findMany({
        where: { id: { in: connection.calendars.map((c) => c.id) }, syncToken: { not: null } },
        select: selectStored,
      });
      const options = { ...(policy.signal ? { signal: policy.signal } : {}), deadlineMs: policy.timeoutMs };
      await Promise.all(
        stored.map(async (calendar) =>
          store(context, connection, calendar.id, await spec.read(context, api, calendar, options, false)),
        ),
      );
    },

    putEvent: (context, connection, calendar, event) => spec.put(apiOf(context, connection), calendar.url, event),
    deleteEvent: (context, connection, written) => spec.remove(apiOf(context, connection), written.href),
    describeError: spec.describeError,
  };
}
