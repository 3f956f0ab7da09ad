import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PrivateAllowList } from '../../lib/address-policy.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { CALENDAR_REQUEST_TIMEOUT_MS, type CalendarErrorCode } from '#shared/schemas/calendars.ts';
import {
  CONNECTION_SYNC_SELECT,
  type CalendarProvider,
  type ConnectionRow,
  type ProviderContext,
} from './providers/types.ts';
import { type OutboundPolicy, RemoteCalendarError } from './remote/types.ts';
import type { CalendarVetter } from './vet/vetter.ts';
import type { GrantAccess } from '../apps/oauth/types.ts';

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
  /** The calendar providers this app offers (providers/index.ts; tests add their own). */
  providers: readonly CalendarProvider[];
  /** The hosts' OAuth grants (calendars connected by OAuth, ADR 048). */
  grants: GrantAccess;
}

/** Why a remote read failed, as one of the codes Installed Apps shows (anything unexpected is logged). */
export function failureCode(
  error: unknown,
  log?: FastifyBaseLogger,
  provider?: Pick<CalendarProvider, 'describeError'>,
): CalendarErrorCode {
  if (error instanceof RemoteCalendarError) return error.code;
  const own = provider?.describeError?.(error);
  if (own) return own;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'timeout';
  log?.warn({ err: error }, 'a calendar read failed unexpectedly');
  return 'server-error';
}

/**
 * Refreshes connections' copies (ADR 021) through their provider (providers/, ADR 045), which reads
 * only what changed (a CalDAV ctag / sync-token, a subscription's ETag) and stores it in
 * `writeCalendars` transactions (moving the host's calendars version); nothing that did not change
 * moves it. A failing or slow server keeps the last good copy and records why.
 */
export function createCalendarSync(deps: CalendarSyncDeps) {
  const { db, secretBox, allowPrivate, allowed, now, log, vetter, providers, grants } = deps;

  function policy(signal?: AbortSignal, timeoutMs = CALENDAR_REQUEST_TIMEOUT_MS): OutboundPolicy {
    return { allowPrivate, allowed, timeoutMs, ...(signal ? { signal } : {}) };
  }

  const context: ProviderContext = { db, secretBox, policy, vet: vetter.vet, log, grants };
  const byKind = new Map(providers.map((p) => [p.kind, p]));

  /** The provider of a connection's kind (a kind no provider of this server knows cannot be read). */
  function providerOf(kind: string): CalendarProvider {
    const provider = byKind.get(kind);
    if (!provider) throw new RemoteCalendarError('server-error', `no calendar provider for ${kind}`);
    return provider;
  }

  return {
    policy,
    context,
    providers,
    providerOf,
    /** Whether a connection of this kind can hold bookings (an unknown kind cannot). */
    holdsBookings: (kind: string) => byKind.get(kind)?.holdsBookings ?? false,

    /** One refresh of a connection's calendars; records its outcome (the last good copy stays on failure). */
    async syncConnection(id: string, signal?: AbortSignal): Promise<void> {
      const row = await db.calendarConnection.findUnique({ where: { id }, select: CONNECTION_SYNC_SELECT });
      if (!row) return;
      let failed: unknown = null;
      let refused: string[] | null = null;
      const provider = byKind.get(row.kind);
      try {
        ({ refused, failure: failed } = await providerOf(row.kind).refresh(context, row, signal));
      } catch (error) {
        failed = error;
      }
      const at = new Date(now());
      const code = failed === null ? null : failureCode(failed, log, provider);
      await db.calendarConnection.updateMany({ where: { id }, data: outcome(row, failed, code, refused, at) });
    },
  };
}

/**
 * What a refresh records. A failure keeps the last good copy (an unreadable calendar's names the
 * event the worker was reading); a read with refused events counts the rest and names the first;
 * a read that changed nothing keeps an earlier "unreadable", since what it named is still there.
 */
function outcome(
  row: ConnectionRow,
  failed: unknown,
  code: CalendarErrorCode | null,
  refused: string[] | null,
  at: Date,
) {
  if (failed !== null && code !== null) {
    const event = code === 'unreadable' && failed instanceof Error && failed.message !== '' ? failed.message : null;
    return { errorCode: code, errorEvent: event, lastAttemptAt: at };
  }
  const synced = { lastAttemptAt: at, lastSyncAt: at };
  if (refused === null && row.errorCode === 'unreadable') return synced;
  if (refused && refused.length > 0) return { ...synced, errorCode: 'unreadable', errorEvent: refused[0] ?? '' };
  return { ...synced, errorCode: null, errorEvent: null };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
