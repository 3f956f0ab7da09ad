import ICAL from 'ical.js';
import { type ICalProperty, icalendar } from '#shared/icalendar.ts';
import { AWAY_PROPERTY } from '../../../../lib/ical-expand/events.ts';
import { type GraphEvent, graphInstant, utc } from '../../../../lib/microsoft-graph.ts';
import { RemoteCalendarError, type RemoteObject } from '../../remote/types.ts';

/**
 * Outlook events as the calendar objects Kairos keeps (ADR 050). Graph's calendar view hands every
 * occurrence of a series, every exception and every single event as an event of its own (its own
 * id), already expanded, so each becomes ONE small iCalendar object: `href` the event id, `etag` its
 * changeKey, DTSTART/DTEND in UTC, or VALUE=DATE for an all-day event (the host's local day, as the
 * expansion reads a date). Its UID is the event's `transactionId` when it has one (the booking's
 * invite UID, which Kairos gives every event it writes: its own booking never blocks itself), else
 * its `iCalUId`.
 *
 * The busy rules (`blocks`, pinned by tests/api/microsoft-365-events.test.ts): `showAs` free and
 * workingElsewhere do not block, tentative, busy, oof and unknown do; a cancelled event does not; a
 * series' occurrences and exceptions block like single events (cal.com #28847); a series master is
 * never in a calendar view and never stored. `oof` is marked X-MICROSOFT-CDO-BUSYSTATUS:OOF: the
 * host is away those days (ADR 055).
 */

const FREE = new Set(['free', 'workingElsewhere']);

/** Whether an event makes the mailbox's owner busy. */
export function blocks(event: GraphEvent): boolean {
  if (event['@removed']) return false;
  if (event.isCancelled === true) return false;
  if (event.type === 'seriesMaster') return false;
  return !FREE.has(event.showAs ?? 'busy');
}

/** An all-day event's date (Graph answers it as midnight of the date, in the zone asked). */
const dateOf = (value: { dateTime: string } | null | undefined) => /^(\d{4})-(\d\d)-(\d\d)/.exec(value?.dateTime ?? '');

/** The object to store for an event, or null when it does not block (or has no readable times). */
export function objectOf(event: GraphEvent): RemoteObject | null {
  if (!blocks(event)) return null;
  const uid = event.transactionId || event.iCalUId || `${event.id}@outlook.office.com`;
  let times: ICalProperty[];
  if (event.isAllDay) {
    const [start, end] = [dateOf(event.start), dateOf(event.end)];
    if (!start || !end) return null;
    times = [
      ['DTSTART', { uri: `${start[1]}${start[2]}${start[3]}` }, { VALUE: 'DATE' }],
      ['DTEND', { uri: `${end[1]}${end[2]}${end[3]}` }, { VALUE: 'DATE' }],
    ];
  } else {
    const [start, end] = [graphInstant(event.start), graphInstant(event.end)];
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return null;
    times = [
      ['DTSTART', new Date(start)],
      ['DTEND', new Date(end)],
    ];
  }
  const data = icalendar({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//Kairos//Microsoft 365//EN'],
    ],
    components: [
      {
        name: 'VEVENT',
        properties: [
          ['UID', uid],
          ['DTSTAMP', new Date(0)],
          ...times,
          ['SUMMARY', event.subject ?? null],
          ...(event.showAs === 'tentative' ? ([['STATUS', 'TENTATIVE']] as ICalProperty[]) : []),
          // Out of office: the host is away those days (ADR 055), as Outlook itself marks it in iCalendar.
          ...(event.showAs === 'oof' ? ([[AWAY_PROPERTY, 'OOF']] as ICalProperty[]) : []),
        ],
      },
    ],
  });
  return { href: event.id, etag: event.changeKey ?? null, data };
}

/**
 * The Graph fields of a booking's iCalendar text: subject, times in UTC, and a plain-text body that
 * names the attendees, who are NOT listed as attendees (Outlook would send them invitations of its
 * own beside Kairos's email: one invitation channel, cal.com #14765), and the location.
 */
export function eventFields(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!event) throw new RemoteCalendarError('write-failed', 'the booking has no VEVENT');
  const text = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : '';
  };
  const attendees = event.getAllProperties('attendee').map((p) => {
    const email = String(p.getFirstValue()).replace(/^mailto:/i, '');
    const name = p.getParameter('cn');
    return typeof name === 'string' && name !== email ? `${name} <${email}>` : email;
  });
  const lines = [text('description'), attendees.length ? `Attendees: ${attendees.join(', ')}` : ''].filter(Boolean);
  return {
    subject: text('summary'),
    body: { contentType: 'text', content: lines.join('\n\n') },
    ...timesOf(ics, event),
    ...(text('location') ? { location: { displayName: text('location') } } : {}),
    showAs: 'busy',
  };
}

/** A booking's start and end as Graph's dateTimeTimeZone in UTC (a move patches only these). */
export function timesOf(ics: string, parsed?: ICAL.Component) {
  const event = parsed ?? new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  const when = (name: string) => {
    const value = event?.getFirstPropertyValue(name) as ICAL.Time | null | undefined;
    if (!value) throw new RemoteCalendarError('write-failed', `the booking has no ${name}`);
    return utc(value.toJSDate().getTime());
  };
  return { start: when('dtstart'), end: when('dtend') };
}
