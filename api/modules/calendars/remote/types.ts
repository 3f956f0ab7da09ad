import type { PrivateAllowList } from '../../../lib/address-policy.ts';
import type { CalendarErrorCode } from '#shared/schemas/calendars.ts';

/**
 * What the calendars module asks of remote calendars (CalDAV servers and iCal subscriptions), and
 * what it gets back. The remote layer speaks HTTP under the outbound address policy; everything it
 * fails with is a `RemoteCalendarError` carrying one of the `CalendarErrorCode`s.
 */

/** How requests may leave the server. */
export interface OutboundPolicy {
  /** CALENDAR_ALLOW_PRIVATE: loopback and private addresses (and plain http) allowed. */
  allowPrivate: boolean;
  /** CALENDAR_ALLOWED_PRIVATE: these private hosts and networks allowed (over https or plain http). */
  allowed?: PrivateAllowList;
  /** The whole request, connection included, in ms. */
  timeoutMs: number;
  /** Aborts the request early (the booking's live check, shutdown). */
  signal?: AbortSignal;
}

export interface CaldavCredentials {
  /** What the person typed: a bare host, a /.well-known/caldav host, a principal or a calendar URL. */
  url: string;
  username: string;
  password: string;
}

/** A calendar collection that holds VEVENTs. */
export interface RemoteCalendar {
  /** Absolute URL of the collection. */
  url: string;
  name: string;
  /** `#rrggbb` or null. */
  color: string | null;
  /** Whether the current user may write into it (current-user-privilege-set has write, or unknown). */
  writable: boolean;
  ctag: string | null;
  syncToken: string | null;
}

export interface CaldavAccount {
  /** Where discovery ended: the calendar home set URL (or the calendar URL when given one directly). */
  homeUrl: string;
  /** 'basic' or 'digest', as the server asked; kept so later requests need no second round trip. */
  authMethod: 'basic' | 'digest';
  calendars: RemoteCalendar[];
}

/** One calendar object resource (one .ics with one UID, its overrides included). */
export interface RemoteObject {
  /** Absolute URL of the resource. */
  href: string;
  etag: string | null;
  /** The iCalendar text. */
  data: string;
}

/** What a sync of one calendar knew last time, to ask only for what changed. */
export interface SyncState {
  ctag: string | null;
  syncToken: string | null;
  /** href → etag of every object held. */
  etags: Record<string, string | null>;
}

/** A sync's answer: unchanged, or the objects that changed and the hrefs that went. */
export type SyncResult =
  | { changed: false }
  | {
      changed: true;
      state: SyncState;
      /** Objects new or changed since `previous` (every object when there was no previous state). */
      upserts: RemoteObject[];
      /** hrefs gone since `previous`. */
      deletions: string[];
      /** True when `upserts` is the whole calendar (the caller replaces what it holds). */
      full: boolean;
    };

/** A subscription's last answer's validators, for ETag/If-Modified-Since. */
export interface SubscriptionValidators {
  etag: string | null;
  lastModified: string | null;
}

export type SubscriptionResult =
  { notModified: true } | { notModified: false; body: string; validators: SubscriptionValidators };

/** A failure, in one of the words Installed Apps and the 400s use. */
export class RemoteCalendarError extends Error {
  constructor(
    readonly code: CalendarErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'RemoteCalendarError';
  }
}
