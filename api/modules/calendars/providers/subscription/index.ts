import { apps } from '#shared/apps.ts';
import { type SubscriptionInput, SubscriptionInputSchema } from '#shared/schemas/calendars.ts';
import { normalizedUrl } from '../../address.ts';
import { propertyValue } from '../../remote/ical-text.ts';
import { fetchSubscription, subscriptionUrl } from './fetch.ts';
import { type OutboundPolicy, RemoteCalendarError, type SubscriptionValidators } from '../../remote/types.ts';
import { applyObjects, writeCalendars } from '../../store.ts';
import type { CalendarProvider, ConnectionRow, ProviderContext } from '../types.ts';

/** The name a subscription's file gives itself (X-WR-CALNAME), if any. */
function subscriptionName(body: string): string | null {
  const name = propertyValue(body, 'X-WR-CALNAME')
    ?.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c))
    .trim()
    .slice(0, 200);
  return name || null;
}

/**
 * Stores a subscription's new body (when it differs) and its validators. Answers the names of the
 * events the worker refused in a new body, null when the body did not change.
 */
async function storeSubscription(
  context: ProviderContext,
  row: ConnectionRow,
  body: string,
  validators: SubscriptionValidators,
): Promise<string[] | null> {
  const { db } = context;
  const calendar = await db.connectedCalendar.findFirst({ where: { connectionId: row.id }, select: { id: true } });
  if (!calendar) return null;
  const stored = await db.calendarObject.findFirst({ where: { calendarId: calendar.id }, select: { data: true } });
  const data = { etag: validators.etag, lastModified: validators.lastModified };
  if (stored?.data === body) {
    await db.calendarConnection.updateMany({ where: { id: row.id }, data });
    return null;
  }
  // Stored without the events the worker refused; the same cut text again changes nothing.
  const { refused, texts } = await context.vet([body]);
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

/** The file again by ETag / If-Modified-Since; null when it did not change. */
async function reread(context: ProviderContext, row: ConnectionRow, policy: OutboundPolicy) {
  const previous = row.etag || row.lastModified ? { etag: row.etag, lastModified: row.lastModified } : null;
  const result = await fetchSubscription(row.url, previous, policy);
  return result.notModified ? null : storeSubscription(context, row, result.body, result.validators);
}

const APP = apps.find((app) => app.slug === 'ical-subscription')!;

/** iCal subscriptions (ADR 021): one published file, read only, never a calendar for bookings. */
export const subscriptionProvider: CalendarProvider = {
  kind: 'subscription',
  app: APP,
  holdsBookings: APP.capabilities.includes('add-bookings'),
  connectPath: 'subscriptions',
  connectSummary: 'Subscribe to an iCal address (https:// or webcal://), read-only; first read before the answer',
  connectInput: SubscriptionInputSchema,

  identify: (input: SubscriptionInput) => ({ url: normalizedUrl(input.url), username: null }),

  /** The file's first read; its one calendar is read-only. */
  async connect(context, input: SubscriptionInput) {
    const url = normalizedUrl(input.url);
    const result = await fetchSubscription(url, null, context.policy());
    if (result.notModified) throw new RemoteCalendarError('not-ical', 'a first read answered 304');
    const name = subscriptionName(result.body) ?? new URL(subscriptionUrl(url)).hostname;
    const { validators } = result;
    return {
      columns: { etag: validators.etag, lastModified: validators.lastModified },
      calendars: [
        {
          calendar: { url, name, color: null, writable: false },
          first: {
            changed: true,
            state: { ctag: null, syncToken: null, etags: {} },
            upserts: [{ href: url, etag: validators.etag, data: result.body }],
            deletions: [],
            full: true,
          },
        },
      ],
    };
  },

  async refresh(context, row, signal) {
    return { refused: await reread(context, row, context.policy(signal)), failure: null };
  },

  /** The whole file, with its validators: a span of it cannot be asked for. */
  async readSpan(context, connection, { policy }) {
    await reread(context, connection, policy);
  },
};
