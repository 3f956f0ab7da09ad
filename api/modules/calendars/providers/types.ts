import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { Db } from '../../../db/client.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { AppEntry } from '#shared/apps.ts';
import type { CalendarErrorCode } from '#shared/schemas/calendars.ts';
import type { GrantAccess, GrantRow, OAuthProviderId } from '../../apps/oauth/types.ts';
import type { OutboundPolicy, RemoteCalendar, SyncResult } from '../remote/types.ts';

/**
 * The calendar providers' contract (ADR 045): what the calendars module asks of an app that brings a
 * host's calendars (CalDAV, iCal subscriptions, and later OAuth providers such as Google or Microsoft
 * 365). Everything outside a provider's folder speaks to it through this, never by its name.
 */

/** A connection as the module stores it; a provider keeps its own state in these columns. */
export interface ConnectionRow {
  id: string;
  userId: string;
  /** The provider's `kind`. */
  kind: string;
  /** The address connected (or the account's own address for a provider without one). */
  url: string;
  username: string | null;
  /** The provider's credentials, sealed with the secret box (a password, or an OAuth grant as JSON). */
  passwordSealed: string | null;
  authMethod: string | null;
  homeUrl: string | null;
  /** Whole-connection sync validators (an ETag, a delta or push token). */
  etag: string | null;
  lastModified: string | null;
  errorCode: string | null;
  errorEvent: string | null;
  /** An OAuth provider's connection: the host's grant (ADR 048); null for the others. */
  grantId: string | null;
}

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
  grantId: true,
} as const;

/** What a provider is given to do its work: the database, secrets, the worker and the outbound policy. */
export interface ProviderContext {
  db: Db;
  secretBox: SecretBox;
  /** How requests may leave the server (the address policy, a timeout, an abort signal). */
  policy(signal?: AbortSignal, timeoutMs?: number): OutboundPolicy;
  /** Reads calendar texts in the worker first: what it refused is cut out and named (vet/vetter.ts). */
  vet(texts: string[]): Promise<{ refused: string[]; texts: string[] }>;
  log: FastifyBaseLogger;
  /** The hosts' OAuth grants (Google, Microsoft 365): calls of their APIs as the host (ADR 048). */
  grants: GrantAccess;
}

/** A new connection, as the provider read it before it is stored. */
export interface NewConnection {
  /** Columns of the connection row besides id, kind, user, url and username (sealed credentials, validators). */
  columns: Partial<Omit<ConnectionRow, 'id' | 'userId' | 'kind' | 'url' | 'username' | 'errorCode' | 'errorEvent'>>;
  /** Its calendars, each with its first read. */
  calendars: { calendar: Omit<RemoteCalendar, 'ctag' | 'syncToken'>; first: SyncResult }[];
}

/** A booking's event as a provider writes it: by the invite's UID, with the iCalendar text. */
export interface BookingEvent {
  uid: string;
  ics: string;
  /** Where it already is (a move), as the provider answered last time. */
  href?: string | null;
  etag?: string | null;
  /**
   * A series' event (ADR 054): each occurrence booked, as it now is, for a provider that changes one
   * occurrence as that instance of its recurring event (Google) rather than in the rule.
   */
  occurrences?: SeriesInstance[];
}

/** One occurrence of a series: its RECURRENCE-ID, its times now, and whether it was cancelled. */
export interface SeriesInstance {
  originalStart: number;
  start: number;
  end: number;
  cancelled: boolean;
}

/** Where a provider put an event: its own id for it (an href, an event id) and a version tag, if any. */
export interface PutEvent {
  href: string;
  etag: string | null;
}

/** A stored calendar of a connection, as the provider named it (a collection URL, a calendar id). */
export interface StoredCalendar {
  id: string;
  url: string;
}

export interface CalendarProvider {
  /** Stored on its connections; unique among the providers. */
  kind: string;
  /** Its App Store entry (src-shared/apps.ts). */
  app: AppEntry<string>;
  /** Whether its calendars can hold bookings (a subscription is read only). */
  holdsBookings: boolean;
  /** Connecting by a form: POST /api/calendars/<connectPath> with this body (absent for an OAuth provider). */
  connectPath?: string;
  connectSummary?: string;
  connectInput?: z.ZodMiniType<{ url: string }>;
  /** Who the connection is (one per host): the address and account name, before anything is read. */
  identify?(input: { url: string }): { url: string; username: string | null };
  /** Connects (discovery, credentials) and reads each calendar once; fails with a RemoteCalendarError. */
  connect?(context: ProviderContext, input: { url: string }, connectionId: string): Promise<NewConnection>;
  /**
   * Connecting through an OAuth provider's consent page (ADR 048): the apps module's callback stores
   * the host's grant, then asks for the account's calendars, each with its first read. The
   * connection's `url` is the provider's API and `username` the account's address.
   */
  oauth?: {
    provider: OAuthProviderId;
    connectGrant(context: ProviderContext, grant: GrantRow, connectionId: string): Promise<NewConnection>;
  };
  /**
   * The periodic refresh: the list of calendars, then each one's changes, stored through the store's
   * `writeCalendars`. Answers the events the worker refused (null: nothing changed) and the first failure.
   */
  refresh(
    context: ProviderContext,
    connection: ConnectionRow,
    signal?: AbortSignal,
  ): Promise<{ refused: string[] | null; failure: unknown }>;
  /** The fresh read of a span before a booking (live-check.ts): what changed is stored. */
  readSpan(
    context: ProviderContext,
    connection: ConnectionRow & { calendars: StoredCalendar[] },
    span: { from: Date; to: Date; policy: OutboundPolicy },
  ): Promise<void>;
  /** Creates a booking's event (or moves it, given where it is); a replay must not write it twice. */
  putEvent?(
    context: ProviderContext,
    connection: ConnectionRow,
    calendar: StoredCalendar,
    event: BookingEvent,
  ): Promise<PutEvent>;
  /** Deletes a booking's event; one already gone counts as deleted. */
  deleteEvent?(context: ProviderContext, connection: ConnectionRow, written: PutEvent): Promise<void>;
  /** One of the shared failure codes for an error of its own (a RemoteCalendarError needs none). */
  describeError?(error: unknown): CalendarErrorCode | undefined;
}
