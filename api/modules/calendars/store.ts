import type { Db, Tx } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import {
  type CalendarConnection,
  type CalendarErrorCode,
  CALENDAR_ERROR_CODES,
  calendarErrorMessages,
  calendarWriteErrorText,
  unreadableEventText,
} from '#shared/schemas/calendars.ts';
import { grantDeadText } from '#shared/schemas/apps.ts';
import type { RemoteObject } from './remote/types.ts';

/** The OAuth providers' names as a connection's error names them. */
const providerNames: Record<string, string> = { google: 'Google', microsoft: 'Microsoft', zoom: 'Zoom' };

/**
 * The calendars' rows (ADR 021): what the API shows of a connection, and the one way to change
 * what makes a host busy. Every such change runs in a transaction whose first statement moves the
 * host's calendars version, which is also the host's row lock (docs/architecture.md#one-lock-order),
 * so cached open times made before it are known to be stale in every process.
 */

/** The secret box's context of a connection's password: a sealed value cannot be moved to another row. */
export const passwordContext = (connectionId: string) => `calendar-connection:${connectionId}`;

/** Runs a change to what a user's calendars make busy, after locking the user's row and moving the version. */
export function writeCalendars<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const locked =
      await tx.$executeRaw`UPDATE users SET calendars_version = calendars_version + 1 WHERE id = ${userId}`;
    if (locked !== 1) throw httpErrors.unauthorized(authAnswers.sessionEnded);
    return work(tx);
  });
}

export const CONNECTION_VIEW_SELECT: {
  id: true;
  kind: true;
  url: true;
  username: true;
  lastSyncAt: true;
  errorCode: true;
  errorEvent: true;
  writeErrorCode: true;
  createdAt: true;
  grant: { select: { status: true; provider: true } };
  calendars: {
    select: { id: true; name: true; color: true; checkConflicts: true; destinationFor: true; writable: true };
    orderBy: ({ createdAt: 'asc' } | { id: 'asc' })[];
  };
} = {
  id: true,
  kind: true,
  url: true,
  username: true,
  lastSyncAt: true,
  errorCode: true,
  errorEvent: true,
  writeErrorCode: true,
  createdAt: true,
  grant: { select: { status: true, provider: true } },
  calendars: {
    select: { id: true, name: true, color: true, checkConflicts: true, destinationFor: true, writable: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
};

type ConnectionViewRow = {
  id: string;
  kind: string;
  url: string;
  username: string | null;
  lastSyncAt: Date | null;
  errorCode: string | null;
  errorEvent: string | null;
  writeErrorCode: string | null;
  createdAt: Date;
  grant: { status: string; provider: string } | null;
  calendars: {
    id: string;
    name: string;
    color: string | null;
    checkConflicts: boolean;
    destinationFor: string | null;
    writable: boolean;
  }[];
};

/** A stored code as one of the known ones (an unknown one, from a later version, reads as a server error). */
export function errorCodeOf(code: string | null): CalendarErrorCode | null {
  if (code === null) return null;
  return (CALENDAR_ERROR_CODES as readonly string[]).includes(code) ? (code as CalendarErrorCode) : 'server-error';
}

/** A connection as the API answers it: never its password. `holdsBookings`: its provider's (providers/). */
export function connectionView(row: ConnectionViewRow, holdsBookings: boolean): CalendarConnection {
  const errorCode = errorCodeOf(row.errorCode);
  const writeCode = errorCodeOf(row.writeErrorCode);
  const errorEvent = errorCode === 'unreadable' && row.errorEvent ? row.errorEvent : null;
  const needsReconnect = row.grant?.status === 'reconnect';
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    username: row.username,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    error: needsReconnect
      ? grantDeadText(providerNames[row.grant?.provider ?? ''] ?? 'The provider')
      : errorEvent
        ? unreadableEventText(errorEvent)
        : errorCode
          ? calendarErrorMessages[errorCode]
          : null,
    errorCode,
    errorEvent,
    writeError: writeCode ? calendarWriteErrorText(writeCode) : null,
    needsReconnect,
    createdAt: row.createdAt.toISOString(),
    calendars: row.calendars.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.color,
      checkConflicts: c.checkConflicts,
      isDestination: c.destinationFor !== null,
      readOnly: !holdsBookings || !c.writable,
    })),
  };
}

/** A calendar's objects as a sync knows them: href → etag. */
export async function storedEtags(db: Db | Tx, calendarId: string): Promise<Record<string, string | null>> {
  const rows = await db.calendarObject.findMany({ where: { calendarId }, select: { href: true, etag: true } });
  return Object.fromEntries(rows.map((r) => [r.href, r.etag]));
}

/**
 * Puts objects into a calendar's copy: each new or changed one by its href, those gone removed, or
 * (`full`) everything replaced. In the caller's `writeCalendars` transaction.
 */
export async function applyObjects(
  tx: Tx,
  calendarId: string,
  change: { upserts: readonly RemoteObject[]; deletions?: readonly string[]; full?: boolean },
): Promise<void> {
  if (change.full) await tx.calendarObject.deleteMany({ where: { calendarId } });
  else if (change.deletions?.length) {
    await tx.calendarObject.deleteMany({ where: { calendarId, href: { in: [...change.deletions] } } });
  }
  if (change.full) {
    if (change.upserts.length === 0) return;
    await tx.calendarObject.createMany({
      data: change.upserts.map((o) => ({ calendarId, href: o.href, etag: o.etag, data: o.data })),
    });
    return;
  }
  for (const o of change.upserts) {
    await tx.calendarObject.upsert({
      where: { calendarId_href: { calendarId, href: o.href } },
      create: { calendarId, href: o.href, etag: o.etag, data: o.data },
      update: { etag: o.etag, data: o.data },
    });
  }
}
