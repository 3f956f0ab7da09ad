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
} from './remote/types.ts';
import { applyObjects, passwordContext, storedEtags, writeCalendars } from './store.ts';

export interface CalendarSyncDeps {
  db: Db;
  secretBox: SecretBox;
  /** CALENDAR_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /** CALENDAR_ALLOWED_PRIVATE. */
  allowed?: PrivateAllowList;
  now: () => number;
  log: FastifyBaseLogger;
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
} as const;

/**
 * Refreshes connections' copies (ADR 021): a CalDAV account's list of calendars first (relist.ts),
 * then each calendar by its ctag / sync-token (only what changed is read), a subscription by ETag /
 * If-Modified-Since. What changed is stored in one `writeCalendars` transaction per calendar (moving
 * the host's calendars version); nothing that did not change moves it. A failing or slow server
 * keeps the last good copy and records why.
 */
export function createCalendarSync(deps: CalendarSyncDeps) {
  const { db, secretBox, allowPrivate, allowed, now, log } = deps;

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
    if (!result.changed) return;
    await writeCalendars(db, row.userId, async (tx) => {
      await applyObjects(tx, calendar.id, result);
      await tx.connectedCalendar.updateMany({
        where: { id: calendar.id },
        data: { ctag: result.state.ctag, syncToken: result.state.syncToken },
      });
    });
  }

  /** Stores a subscription's new body (when it differs) and its validators. */
  async function storeSubscription(row: ConnectionRow, body: string, validators: SubscriptionValidators) {
    const calendar = await db.connectedCalendar.findFirst({ where: { connectionId: row.id }, select: { id: true } });
    if (!calendar) return;
    const stored = await db.calendarObject.findFirst({ where: { calendarId: calendar.id }, select: { data: true } });
    const data = { etag: validators.etag, lastModified: validators.lastModified };
    if (stored?.data === body) {
      await db.calendarConnection.updateMany({ where: { id: row.id }, data });
      return;
    }
    await writeCalendars(db, row.userId, async (tx) => {
      await applyObjects(tx, calendar.id, {
        upserts: [{ href: row.url, etag: validators.etag, data: body }],
        full: true,
      });
      await tx.calendarConnection.updateMany({ where: { id: row.id }, data });
    });
  }

  async function syncSubscription(row: ConnectionRow, signal?: AbortSignal) {
    const previous = row.etag || row.lastModified ? { etag: row.etag, lastModified: row.lastModified } : null;
    const result = await fetchSubscription(row.url, previous, policy(signal));
    if (!result.notModified) await storeSubscription(row, result.body, result.validators);
  }

  return {
    policy,
    credentials,
    storeSubscription,

    /** One refresh of a connection's calendars; records its outcome (the last good copy stays on failure). */
    async syncConnection(id: string, signal?: AbortSignal): Promise<void> {
      const row = await db.calendarConnection.findUnique({ where: { id }, select: CONNECTION_SYNC_SELECT });
      if (!row) return;
      let failure: CalendarErrorCode | null = null;
      try {
        if (row.kind === 'subscription') await syncSubscription(row, signal);
        else {
          // The account's calendars as the server lists them now; a failing list fails the refresh.
          await followCalendarList(db, row, (homeUrl) => listCalendars(credentials(row), homeUrl, policy(signal)));
          const calendars = await db.connectedCalendar.findMany({
            where: { connectionId: id },
            select: { id: true, url: true, ctag: true, syncToken: true },
          });
          for (const calendar of calendars) {
            // One calendar's failure leaves the others' refresh alone.
            await syncCaldavCalendar(row, calendar, signal).catch((error: unknown) => {
              failure ??= failureCode(error, log);
            });
          }
        }
      } catch (error) {
        failure = failureCode(error, log);
      }
      const at = new Date(now());
      await db.calendarConnection.updateMany({
        where: { id },
        data: failure
          ? { errorCode: failure, lastAttemptAt: at }
          : { errorCode: null, lastAttemptAt: at, lastSyncAt: at },
      });
    },
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
