import { apps } from '#shared/apps.ts';
import { type CaldavConnectInput, CaldavConnectInputSchema } from '#shared/schemas/calendars.ts';
import { normalizedUrl } from '../../address.ts';
import { followCalendarList } from './relist.ts';
import { connectCaldav, deleteEvent, listCalendars, putEvent, readRange, syncCalendar } from './caldav.ts';
import { type CaldavCredentials, RemoteCalendarError, type RemoteObject, type SyncResult } from '../../remote/types.ts';
import { applyObjects, passwordContext, storedEtags, writeCalendars } from '../../store.ts';
import type { CalendarProvider, ConnectionRow, ProviderContext } from '../types.ts';

/** A connection's credentials; a password that no longer opens (another key) is an auth failure. */
function credentials(
  context: ProviderContext,
  row: ConnectionRow,
): CaldavCredentials & { authMethod: 'basic' | 'digest' } {
  let password: string;
  try {
    password = context.secretBox.open(row.passwordSealed ?? '', passwordContext(row.id));
  } catch {
    throw new RemoteCalendarError('auth', 'the stored password could not be opened');
  }
  return {
    url: row.url,
    username: row.username ?? '',
    password,
    authMethod: row.authMethod === 'digest' ? 'digest' : 'basic',
  };
}

/** A calendar's texts as they will be once a sync's change is applied: what the worker reads. */
async function textsAfter(
  context: ProviderContext,
  calendarId: string,
  change: Extract<SyncResult, { changed: true }>,
) {
  const texts = new Map<string, string>();
  if (!change.full) {
    const stored = await context.db.calendarObject.findMany({
      where: { calendarId },
      select: { href: true, data: true },
    });
    for (const o of stored) texts.set(o.href, o.data);
    for (const href of change.deletions) texts.delete(href);
  }
  for (const o of change.upserts) texts.set(o.href, o.data);
  return texts;
}

/** One calendar by its ctag / sync-token (only what changed is read); null when nothing changed. */
async function refreshCalendar(
  context: ProviderContext,
  row: ConnectionRow,
  calendar: { id: string; url: string; ctag: string | null; syncToken: string | null },
  signal?: AbortSignal,
) {
  const { db } = context;
  const etags = await storedEtags(db, calendar.id);
  const known = calendar.ctag !== null || calendar.syncToken !== null || Object.keys(etags).length > 0;
  const previous = known ? { ctag: calendar.ctag, syncToken: calendar.syncToken, etags } : null;
  const result = await syncCalendar(credentials(context, row), calendar.url, previous, context.policy(signal));
  if (!result.changed) return null;
  const after = await textsAfter(context, calendar.id, result);
  const vetted = await context.vet([...after.values()]);
  // What is stored is what the worker let through: the refused events are cut out.
  const cleaned = new Map([...after.keys()].map((href, i) => [href, vetted.texts[i] ?? '']));
  const upserts = result.upserts.map((o) => ({ ...o, data: cleaned.get(o.href) ?? o.data }));
  await writeCalendars(db, row.userId, async (tx) => {
    await applyObjects(tx, calendar.id, { ...result, upserts });
    await tx.connectedCalendar.updateMany({
      where: { id: calendar.id },
      data: { ctag: result.state.ctag, syncToken: result.state.syncToken },
    });
  });
  return vetted.refused;
}

const APP = apps.find((app) => app.slug === 'caldav')!;

/** CalDAV accounts (ADR 021): discovery from a host, principal or calendar URL, with a password. */
export const caldavProvider: CalendarProvider = {
  kind: 'caldav',
  app: APP,
  holdsBookings: APP.capabilities.includes('add-bookings'),
  connectPath: 'caldav',
  connectSummary:
    'Connect a CalDAV account (discovery from a host, principal or calendar URL; first read before the answer)',
  connectInput: CaldavConnectInputSchema,

  identify: (input: CaldavConnectInput) => ({ url: normalizedUrl(input.url), username: input.username }),

  async connect(context, input: CaldavConnectInput, connectionId) {
    const creds = { url: normalizedUrl(input.url), username: input.username, password: input.password };
    const account = await connectCaldav(creds, context.policy());
    const withAuth = { ...creds, authMethod: account.authMethod };
    const calendars = [];
    for (const calendar of account.calendars) {
      calendars.push({ calendar, first: await syncCalendar(withAuth, calendar.url, null, context.policy()) });
    }
    const columns = {
      passwordSealed: context.secretBox.seal(input.password, passwordContext(connectionId)),
      authMethod: account.authMethod,
      homeUrl: account.homeUrl,
    };
    return { columns, calendars };
  },

  /** The account's list of calendars first (relist.ts), then each calendar; one's failure leaves the others. */
  async refresh(context, row, signal) {
    const { db } = context;
    // The account's calendars as the server lists them now; a failing list fails the refresh.
    await followCalendarList(db, row, (homeUrl) =>
      listCalendars(credentials(context, row), homeUrl, context.policy(signal)),
    );
    const calendars = await db.connectedCalendar.findMany({
      where: { connectionId: row.id },
      select: { id: true, url: true, ctag: true, syncToken: true },
    });
    let failure: unknown = null;
    const unchanged: string[] = [];
    let refused: string[] | null = null;
    for (const calendar of calendars) {
      try {
        const own = await refreshCalendar(context, row, calendar, signal);
        if (own === null) unchanged.push(calendar.id);
        else refused = [...(refused ?? []), ...own];
      } catch (error) {
        failure ??= error;
      }
    }
    // Something changed: the account's state is read whole again, so a fixed event clears its failure.
    if (refused !== null) {
      for (const id of unchanged) {
        const stored = await db.calendarObject.findMany({ where: { calendarId: id }, select: { data: true } });
        refused.push(...(await context.vet(stored.map((o) => o.data))).refused);
      }
    }
    return { refused, failure };
  },

  /** A time-range report per conflict calendar; only objects whose ETag changed are stored. */
  async readSpan(context, connection, { from, to, policy }) {
    const { db } = context;
    const creds = credentials(context, connection);
    await Promise.all(
      connection.calendars.map(async (calendar) => {
        const objects = await readRange(creds, calendar.url, from, to, policy);
        if (objects.length === 0) return;
        // Only the stored ETags of what came back: a calendar may hold thousands of objects.
        const stored = await db.calendarObject.findMany({
          where: { calendarId: calendar.id, href: { in: objects.map((o) => o.href) } },
          select: { href: true, etag: true },
        });
        const known = new Map(stored.map((o) => [o.href, o.etag]));
        const fresh: RemoteObject[] = objects.filter((o) => o.etag === null || known.get(o.href) !== o.etag);
        if (fresh.length === 0) return;
        // The worker reads them first: what its limits end is not stored (the refresh names it), and
        // what it refused is cut out.
        const { texts } = await context.vet(fresh.map((o) => o.data));
        const changed = fresh.map((o, i) => ({ ...o, data: texts[i] ?? o.data }));
        await writeCalendars(db, connection.userId, (tx) => applyObjects(tx, calendar.id, { upserts: changed }));
      }),
    );
  },

  /** Created with If-None-Match: * (a replay finds it), moved in place with If-Match and the stored ETag. */
  putEvent: (context, connection, calendar, event) =>
    putEvent(credentials(context, connection), calendar.url, event, context.policy()),

  deleteEvent: (context, connection, written) =>
    deleteEvent(credentials(context, connection), written.href, written.etag, context.policy()),
};
