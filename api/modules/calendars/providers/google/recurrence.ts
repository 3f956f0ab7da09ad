import ICAL from 'ical.js';
import type { SeriesInstance } from '../types.ts';
import { ruleAsBooked } from './instances.ts';

/**
 * A recurring booking's fields for Google (issue 43, ADR 054): the master VEVENT's start and end on the
 * host's wall clock with its zone (`timeZone`, an IANA name Google knows), and its `recurrence` lines
 * (the RRULE and each EXDATE of a date never booked, as iCalendar text, as Google's API takes them). The calendar's VTIMEZONEs
 * are registered first, so ical.js reads a TZID time as that zone's and not as floating time. Null for
 * an event that does not repeat.
 */
export function recurrenceFields(
  calendar: ICAL.Component,
  event: ICAL.Component,
  occurrences?: SeriesInstance[],
): Record<string, unknown> | null {
  const rule = event.getFirstProperty('rrule');
  if (!rule) return null;
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const local = (name: string) => {
    const property = event.getFirstProperty(name)!;
    const value = property.getFirstValue() as ICAL.Time;
    const zone = property.getParameter('tzid');
    return {
      dateTime: value.toString().slice(0, 19),
      timeZone: typeof zone === 'string' ? zone : 'UTC',
    };
  };
  const exdates = event.getAllProperties('exdate').map((p) => ({
    line: p.toICALString(),
    instants: p.getValues().map((v) => (v as ICAL.Time).toJSDate().getTime()),
  }));
  const lines = [rule.toICALString(), ...exdates.map((e) => e.line)];
  return {
    start: local('dtstart'),
    end: local('dtend'),
    // Dates booked and then cancelled are cancelled instances (instances.ts), not EXDATEs of the rule.
    recurrence: occurrences ? ruleAsBooked(lines, exdates, occurrences) : lines,
  };
}
