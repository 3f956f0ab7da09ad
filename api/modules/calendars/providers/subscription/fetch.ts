import { OutboundError } from '../../../../lib/outbound.ts';
import { SUBSCRIPTION_MAX_BYTES, withScheme } from '#shared/schemas/calendars.ts';
import { policyFetch, remoteErrorOf, statusCode } from '../../remote/http.ts';
import {
  type OutboundPolicy,
  RemoteCalendarError,
  type SubscriptionResult,
  type SubscriptionValidators,
} from '../../remote/types.ts';

/** `webcal://` and `webcals://` are https (what calendar apps do); a bare host gets https:// too. */
export function subscriptionUrl(text: string): string {
  return withScheme(text).replace(/^webcals?:\/\//i, 'https://');
}

/**
 * Reads an iCal subscription under the outbound policy: conditional (If-None-Match,
 * If-Modified-Since from the last answer; a 304 is `notModified`), at most SUBSCRIPTION_MAX_BYTES
 * (counted as it streams: a larger answer is dropped, not read), within the policy's time limit,
 * and it must be an iCalendar (BEGIN:VCALENDAR).
 */
export async function fetchSubscription(
  url: string,
  previous: SubscriptionValidators | null,
  policy: OutboundPolicy,
): Promise<SubscriptionResult> {
  const fetch = policyFetch(policy, SUBSCRIPTION_MAX_BYTES);
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  try {
    const response = await fetch(subscriptionUrl(url), { headers });
    if (response.status === 304 && previous) return { notModified: true };
    const failing = statusCode(response.status);
    if (failing || !response.ok) {
      await response.body?.cancel();
      throw new RemoteCalendarError(failing ?? 'not-ical', `the server answered ${response.status}`);
    }
    const body = await response.text();
    const firstLine =
      body
        .replace(/^\uFEFF/, '')
        .trimStart()
        .split(/\r?\n/, 1)[0] ?? '';
    if (firstLine.trim().toUpperCase() !== 'BEGIN:VCALENDAR') throw new RemoteCalendarError('not-ical');
    return {
      notModified: false,
      body,
      validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    };
  } catch (error) {
    if (error instanceof OutboundError) throw remoteErrorOf(error);
    if (error instanceof RemoteCalendarError) throw error;
    throw new RemoteCalendarError('unreachable', String((error as Error)?.message ?? error).slice(0, 300));
  }
}
