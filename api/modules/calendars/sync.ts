import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PrivateAllowList } from '../../lib/address-policy.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { CALENDAR_REQUEST_TIMEOUT_MS, type CalendarErrorCode } from '#shared/schemas/calendars.ts';
import { followCalendarList } from './relist.ts';
import { listCalendars, syncCalendar } from './remote/caldav.ts';
import { fetchSubscription } from './remote/subscription.ts';
import {
  type CaldavCredentials,
  type OutboundPolicy,
  RemoteCalendarError,
  type SubscriptionValidators,
  type SyncResult,
} from './remote/types.ts';
import { applyObjects, passwordContext, storedEtags, writeCalendars } from './store.ts';
import type { CalendarVetter } from './vet/vetter.ts';

export interface CalendarSyncDeps {
  db: Db;
  secretBox: SecretBox;
  /** CALENDAR_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /** CALENDAR_ALLOWED_PRIVATE. */
  allowed?: PrivateAllowList;
  now: () => number;
  log: FastifyBaseLogger;
  /** Reads what a refresh brings before it is stored (vet/vetter.ts). */
  vetter: CalendarVetter;
}

/** Why a remote read failed, as one of the codes Installed Apps shows (anything unexpected is logged). */
export function failureCode(error: unknown, log?: FastifyBaseLogger): CalendarErrorCode {
  if (error instanceof RemoteCalendarError) return error.code;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'timeout';
  log?.warn({ err: error }, 'a calendar read failed unexpectedly');
  return 'server-error';
}

type ConnectionRow = {
  id: string;
  userId: string;
  kind: 'caldav' | 'subscription';
  url: string;
  username: string | null;
  passwordSealed: string | null;
  authMethod: string | null;
  homeUrl: string | null;
  etag: string | null;
  lastModified: string | null;
  errorCode: string | null;
  errorEvent: string | null;
};

export const CONNECTION_SYNC_SELECT = {
  id: true,
  userId: true,
  kind: true,
  url: true,
  username: true,
  passwordSealed: true,
  authMethod: true,
  homeUrl: true,
  etag: true,
  lastModified: true,
  errorCode: true,
  errorEvent: true,
} as const;

/**
 * Refreshes connections' copies (ADR 021): a CalDAV account's list of calendars first (relist.ts),
 * then each calendar by its ctag / sync-token (only what changed is read), a subscription by ETag /
 * If-Modified-Since. What changed is stored in one `writeCalendars` transaction per calendar (moving
 * the host's calendars version); nothing that did not change moves it. A failing or slow server
 * keeps the last good copy and records why.
 */
export function createCalendarSync(deps: CalendarSyncDeps) {
  const { db, secretBox, allowPrivate, allowed, now, log, vetter } = deps;

  function policy(signal?: AbortSignal, timeoutMs = CALENDAR_REQUEST_TIMEOUT_MS): OutboundPolicy {
    return { allowPrivate, allowed, timeoutMs, ...(signal ? { signal } : {}) };
  }

  /** A CalDAV connection's credentials; a password that no longer opens (another key) is an auth failure. */
  function credentials(row: ConnectionRow): CaldavCredentials & { authMethod: 'basic' | 'digest' } {
    let password: string;
    try {
      password = secretBox.open(row.passwordSealed ?? '', passwordContext(row.id));
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

  async function syncCaldavCalendar(
    row: ConnectionRow,
    calendar: { id: string; url: string; ctag: string | null; syncToken: string | null },
    signal?: AbortSignal,
  ) {
    const etags = await storedEtags(db, calendar.id);
    const known = calendar.ctag !== null || calendar.syncToken !== null || Object.keys(etags).length > 0;
    const previous = known ? { ctag: calendar.ctag, syncToken: calendar.syncToken, etags } : null;
    const result = await syncCalendar(credentials(row), calendar.url, previous, policy(signal));
    if (!result.changed) return null;
    const after = await textsAfter(calendar.id, result);
    const vetted = await vetter.vet([...after.values()]);
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

  /** A calendar's texts as they will be once a sync's change is applied: what the worker reads. */
  async function textsAfter(calendarId: string, change: Extract<SyncResult, { changed: true }>) {
    const texts = new Map<string, string>();
    if (!change.full) {
      const stored = await db.calendarObject.findMany({ where: { calendarId }, select: { href: true, data: true } });
      for (const o of stored) texts.set(o.href, o.data);
      for (const href of change.deletions) texts.delete(href);
    }
    for (const o of change.upserts) texts.set(o.href, o.data);
    return texts;
  }

  /** A calendar's stored texts, read again: another calendar of the account changed. */
  async function vetStored(calendarId: string): Promise<string[]> {
    const stored = await db.calendarObject.findMany({ where: { calendarId }, select: { data: true } });
    return (await vetter.vet(stored.map((o) => o.data))).refused;
  }

  /**
   * Stores a subscription's new body (when it differs) and its validators. Answers the names of the
   * events the worker refused in a new body, null when the body did not change.
   */
  async function storeSubscription(
    row: ConnectionRow,
    body: string,
    validators: SubscriptionValidators,
  ): Promise<string[] | null> {
    const calendar = await db.connectedCalendar.findFirst({ where: { connectionId: row.id }, select: { id: true } });
    if (!calendar) return null;
    const stored = await db.calendarObject.findFirst({ where: { calendarId: calendar.id }, select: { data: true } });
    const data = { etag: validators.etag, lastModified: validators.lastModified };
    if (stored?.data === body) {
      await db.calendarConnection.updateMany({ where: { id: row.id }, data });
      return null;
    }
    // Stored without the events the worker refused; the same cut text again changes nothing.
    const { refused, texts } = await vetter.vet([body]);
    const cleaned = texts[0] ?? body;
    if (stored?.data === cleaned) {
      await db.calendarConnection.updateMany({ where: { id: row.id }, data });
      return refused;
    }
    await writeCalendars(db, row.userId, async (tx) => {
      await applyObjects(tx, calendar.id, {
        upserts: [{ href: row.url, etag: validators.etag, data: cleaned }],
        full: true,
      });
      await tx.calendarConnection.updateMany({ where: { id: row.id }, data });
    });
    return refused;
  }

  async function syncSubscription(row: ConnectionRow, signal?: AbortSignal): Promise<string[] | null> {
    const previous = row.etag || row.lastModified ? { etag: row.etag, lastModified: row.lastModified } : null;
    const result = await fetchSubscription(row.url, previous, policy(signal));
    return result.notModified ? null : storeSubscription(row, result.body, result.validators);
  }

  /** A CalDAV account's refresh; answers what its calendars refused (null: nothing changed) and the first failure. */
  async function syncCaldav(row: ConnectionRow, signal?: AbortSignal) {
    // The account's calendars as the server lists them now; a failing list fails the refresh.
    await followCalendarList(db, row, (homeUrl) => listCalendars(credentials(row), homeUrl, policy(signal)));
    const calendars = await db.connectedCalendar.findMany({
      where: { connectionId: row.id },
      select: { id: true, url: true, ctag: true, syncToken: true },
    });
    let failure: unknown = null;
    const unchanged: string[] = [];
    let refused: string[] | null = null;
    for (const calendar of calendars) {
      // One calendar's failure leaves the others' refresh alone.
      try {
        const own = await syncCaldavCalendar(row, calendar, signal);
        if (own === null) unchanged.push(calendar.id);
        else refused = [...(refused ?? []), ...own];
      } catch (error) {
        failure ??= error;
      }
    }
    // Something changed: the account's state is read whole again, so a fixed event clears its failure.
    if (refused !== null) for (const id of unchanged) refused.push(...(await vetStored(id)));
    return { refused, failure };
  }

  return {
    policy,
    credentials,
    storeSubscription,
    vet: vetter.vet,

    /** One refresh of a connection's calendars; records its outcome (the last good copy stays on failure). */
    async syncConnection(id: string, signal?: AbortSignal): Promise<void> {
      const row = await db.calendarConnection.findUnique({ where: { id }, select: CONNECTION_SYNC_SELECT });
      if (!row) return;
      let failed: unknown = null;
      let refused: string[] | null = null;
      try {
        if (row.kind === 'subscription') refused = await syncSubscription(row, signal);
        else ({ refused, failure: failed } = await syncCaldav(row, signal));
      } catch (error) {
        failed = error;
      }
      const at = new Date(now());
      await db.calendarConnection.updateMany({ where: { id }, data: outcome(row, failed, refused, at, log) });
    },
  };
}

/**
 * What a refresh records. A failure keeps the last good copy (an unreadable calendar's names the
 * event the worker was reading); a read with refused events counts the rest and names the first;
 * a read that changed nothing keeps an earlier "unreadable", since what it named is still there.
 */
function outcome(row: ConnectionRow, failed: unknown, refused: string[] | null, at: Date, log?: FastifyBaseLogger) {
  if (failed !== null) {
    const code: CalendarErrorCode = failureCode(failed, log);
    const event = code === 'unreadable' && failed instanceof Error && failed.message !== '' ? failed.message : null;
    return { errorCode: code, errorEvent: event, lastAttemptAt: at };
  }
  const synced = { lastAttemptAt: at, lastSyncAt: at };
  if (refused === null && row.errorCode === 'unreadable') return synced;
  if (refused && refused.length > 0) return { ...synced, errorCode: 'unreadable', errorEvent: refused[0] ?? '' };
  return { ...synced, errorCode: null, errorEvent: null };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
