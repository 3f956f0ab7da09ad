import type { DAVResponse } from 'tsdav';
import type { RemoteCalendar, RemoteObject } from '../../remote/types.ts';

/**
 * Reading WebDAV properties as tsdav hands them over (xml-js compact form, camel-cased names, text
 * turned into numbers and booleans where it looks like one, `{}` for an empty element).
 */

/** A property's text, or null (numbers back to text: tsdav reads "2024" as 2024). */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const node = value as { _cdata?: unknown; _text?: unknown };
    return text(node._cdata ?? node._text);
  }
  return null;
}

/** The first href inside a property such as current-user-principal or calendar-home-set. */
export function href(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const inner = (value as { href?: unknown }).href;
  return text(Array.isArray(inner) ? inner[0] : inner);
}

/** `#RRGGBB`, `#RRGGBBAA` (Apple) or `#RGB` → `#rrggbb`; anything else → null. */
export function normalizeColor(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const long = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(raw);
  if (long) return `#${long[1]!.toLowerCase()}`;
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(raw);
  if (short)
    return `#${short
      .slice(1, 4)
      .map((c) => c + c)
      .join('')
      .toLowerCase()}`;
  return null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

export function resourceTypes(props: Record<string, unknown> | undefined): string[] {
  const type = props?.resourcetype;
  return type && typeof type === 'object' ? Object.keys(type) : [];
}

/** Whether a calendar may hold VEVENTs: its supported-calendar-component-set names VEVENT, or is absent. */
export function holdsEvents(props: Record<string, unknown> | undefined): boolean {
  const set = props?.supportedCalendarComponentSet as { comp?: unknown } | undefined;
  const names = list(set?.comp)
    .map((c) => (c as { _attributes?: { name?: unknown } } | null)?._attributes?.name)
    .filter((n): n is string => typeof n === 'string');
  return names.length === 0 || names.some((n) => n.toUpperCase() === 'VEVENT');
}

/** From current-user-privilege-set: write, write-content, bind or all; true when the server does not say. */
export function isWritable(props: Record<string, unknown> | undefined): boolean {
  const set = props?.currentUserPrivilegeSet as { privilege?: unknown } | undefined;
  if (!set || typeof set !== 'object' || set.privilege === undefined) return true;
  const granted = new Set(list(set.privilege).flatMap((p) => (p && typeof p === 'object' ? Object.keys(p) : [])));
  return ['all', 'write', 'writeContent', 'bind'].some((p) => granted.has(p));
}

/** The last path segment, decoded: a calendar's name when it has no displayname. */
export function lastSegment(url: string): string {
  const segment = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The props the discovery asks for, so one PROPFIND tells what a URL is. */
export const CALENDAR_PROPS = {
  'd:resourcetype': {},
  'd:displayname': {},
  'd:current-user-principal': {},
  'd:current-user-privilege-set': {},
  'd:sync-token': {},
  'c:calendar-home-set': {},
  'c:supported-calendar-component-set': {},
  'ca:calendar-color': {},
  'cs:getctag': {},
};

/** A calendar collection's answer as a RemoteCalendar. */
export function remoteCalendar(url: string, props: Record<string, unknown> | undefined): RemoteCalendar {
  return {
    url,
    name: text(props?.displayname) ?? lastSegment(url),
    color: normalizeColor(props?.calendarColor),
    writable: isWritable(props),
    ctag: text(props?.getctag),
    syncToken: text(props?.syncToken),
  };
}

/** Whether tsdav's parse of an answer is a real multistatus (not an HTML page, not an error). */
export function isMultistatus(responses: DAVResponse[]): boolean {
  const raw = responses[0]?.raw as { multistatus?: unknown } | undefined;
  return typeof raw === 'object' && raw !== null && 'multistatus' in raw;
}

/** Calendar objects holding a VEVENT from a calendar-query or calendar-multiget answer (404s skipped). */
export function eventObjects(responses: DAVResponse[], calendarUrl: string): RemoteObject[] {
  const objects: RemoteObject[] = [];
  for (const response of responses) {
    if (!response.ok || !response.href) continue;
    const data = text(response.props?.calendarData);
    if (!data || !/^BEGIN:VEVENT\r?$/im.test(data)) continue;
    objects.push({ href: new URL(response.href, calendarUrl).href, etag: text(response.props?.getetag), data });
  }
  return objects;
}

/** The calendar-query filter for objects that hold a VEVENT, optionally touching [start, end). */
export function eventsFilter(range?: { from: Date; to: Date }) {
  const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const timeRange = range ? { 'time-range': { _attributes: { start: utc(range.from), end: utc(range.to) } } } : {};
  return [
    {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': { _attributes: { name: 'VEVENT' }, ...timeRange },
      },
    },
  ];
}

/** Whether an href (often a bare path) names the same resource as a URL, trailing slash aside. */
export function sameResource(hrefOrUrl: string, url: string): boolean {
  const a = new URL(hrefOrUrl, url);
  const b = new URL(url);
  const strip = (p: string) => p.replace(/\/+$/, '');
  return a.origin === b.origin && strip(decodeSafe(a.pathname)) === strip(decodeSafe(b.pathname));
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
