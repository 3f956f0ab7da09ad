import type ICAL from 'ical.js';

/**
 * What one calendar may ask of the reader before its part is refused (issue 38). Each class here
 * once made the API grow past its heap or hold the event loop for minutes; the limits are far above
 * what any real calendar writes. A refused part is named to the host (the event's summary or UID),
 * unlike a merely malformed one, which is skipped quietly as before.
 */

/** Parameters one property may carry: ical.js reads a long list in quadratic time. */
export const MAX_PARAMETERS = 100;
/** Observances (STANDARD/DAYLIGHT) one VTIMEZONE may hold. */
export const MAX_OBSERVANCES = 200;
/** RDATE values of one VTIMEZONE, all observances together. */
export const MAX_ZONE_RDATES = 2_000;
/** The widest UTC offset a VTIMEZONE may give, in seconds (real ones stay within ±14 h). */
export const MAX_OFFSET_SECONDS = 18 * 3_600;

/** A part of a calendar that would cost more than it may: its event is named, not read. */
export class RefusedPart extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedPart';
  }
}

/**
 * Throws when a content line carries more than MAX_PARAMETERS parameters. Linear in the text: folded
 * lines are read as one, and only the part before the first unquoted colon is counted.
 */
export function guardLines(text: string): void {
  // Most texts hold fewer semicolons in all than one line may: nothing to count then.
  let semicolons = 0;
  for (let at = text.indexOf(';'); at !== -1 && semicolons <= MAX_PARAMETERS; at = text.indexOf(';', at + 1)) {
    semicolons++;
  }
  if (semicolons <= MAX_PARAMETERS) return;
  let params = 0;
  let inName = true;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      const next = text.charCodeAt(i + 1);
      // A fold (CRLF or LF, then a space or a tab) continues the same line.
      if (next === 32 || next === 9) continue;
      params = 0;
      inName = true;
      quoted = false;
    } else if (!inName) continue;
    else if (c === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (c === 58) inName = false;
    else if (c === 59 && ++params > MAX_PARAMETERS) throw new RefusedPart('a line with too many parameters');
  }
}

/** "+HH:MM[:SS]" as ical.js writes a UTC offset, in seconds; null when unreadable. */
function offsetSeconds(raw: unknown): number | null {
  const m = typeof raw === 'string' ? /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw) : null;
  if (!m) return null;
  const seconds = Number(m[2]) * 3_600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/**
 * Throws unless a VTIMEZONE is one ical.js can expand within bounds: each observance repeats at most
 * yearly (ical.js expands every change from the observance's DTSTART, so a rule every second since
 * 1601 never ends), a bounded number of observances and RDATEs, and offsets a clock can have.
 */
export function guardVtimezone(component: ICAL.Component): void {
  const observances = component.getAllSubcomponents();
  if (observances.length > MAX_OBSERVANCES) throw new RefusedPart('a time zone with too many observances');
  let rdates = 0;
  for (const observance of observances) {
    for (const prop of observance.getAllProperties('rrule')) {
      const freq: unknown = (prop.getFirstValue() as { freq?: unknown } | null)?.freq;
      if (freq !== 'YEARLY') throw new RefusedPart('a time zone whose rules change more often than yearly');
    }
    for (const prop of observance.getAllProperties('rdate')) rdates += prop.jCal.length - 3;
    if (rdates > MAX_ZONE_RDATES) throw new RefusedPart('a time zone with too many changes');
    for (const name of ['tzoffsetfrom', 'tzoffsetto']) {
      const offset = offsetSeconds(observance.getFirstProperty(name)?.jCal[3]);
      if (offset !== null && Math.abs(offset) > MAX_OFFSET_SECONDS) {
        throw new RefusedPart('a time zone with an impossible UTC offset');
      }
    }
  }
}

const UID_LINE = /^UID[^:\r\n]*:([^\r\n]*)/im;

/** An event's UID, from a component or a raw block; '' when it has none. */
export function uidOf(source: ICAL.Component | string): string {
  const uid: unknown = typeof source === 'string' ? UID_LINE.exec(source)?.[1] : source.getFirstPropertyValue('uid');
  return typeof uid === 'string' ? uid.trim() : '';
}

/** How an event is named to its host: its summary, else its UID, from a component or a raw block. */
export function eventName(source: ICAL.Component | string): string {
  let summary: unknown;
  let uid: unknown;
  if (typeof source === 'string') {
    summary = /^SUMMARY[^:\r\n]*:([^\r\n]*)/im.exec(source)?.[1];
    uid = UID_LINE.exec(source)?.[1];
  } else {
    summary = source.getFirstPropertyValue('summary');
    uid = source.getFirstPropertyValue('uid');
  }
  const name = [summary, uid].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return name ? name.trim().slice(0, 120) : '';
}
