import ICAL from 'ical.js';
import { ianaName } from './zones.ts';

/** The components of one iCalendar text that expansion reads. */
export interface ParsedText {
  events: ICAL.Component[];
  vtimezones: ICAL.Component[];
  /** Parts that could not be read: the whole text, or single VEVENTs when the rest could be. */
  skipped: number;
  /** Holds a to-do, a journal entry or free/busy data: a calendar object that is no event, no error. */
  otherComponents: boolean;
}

const OTHER = ['vtodo', 'vjournal', 'vfreebusy', 'vavailability'];

function roots(text: string): ICAL.Component[] {
  const jcal: unknown = ICAL.parse(text);
  if (!Array.isArray(jcal) || jcal.length === 0) return [];
  // One root is a jCal component (['vcalendar', props, subs]); several are an array of them.
  const list = (Array.isArray(jcal[0]) ? jcal : [jcal]) as unknown[][];
  return list.map((c) => new ICAL.Component(c));
}

function collect(components: ICAL.Component[], into: ParsedText) {
  for (const c of components) {
    if (c.name === 'vevent') into.events.push(c);
    else if (c.name === 'vtimezone') into.vtimezones.push(c);
    else if (OTHER.includes(c.name)) into.otherComponents = true;
    else if (c.name === 'vcalendar') collect(c.getAllSubcomponents(), into);
  }
}

const BLOCK = (name: string) => new RegExp(`^BEGIN:${name}\\r?$[\\s\\S]*?^END:${name}\\r?$`, 'gim');
const TZID_LINE = /^TZID[^:\r\n]*:([^\r\n]*)/im;

/**
 * Without the VTIMEZONEs of zones Intl knows: they would not be read (ZoneContext prefers Intl), and
 * parsing them is most of the work for a CalDAV object, which carries one each.
 */
function withoutKnownZones(text: string): string {
  if (!text.includes('BEGIN:VTIMEZONE')) return text;
  return text.replace(BLOCK('VTIMEZONE'), (block) => {
    const tzid = TZID_LINE.exec(block)?.[1]?.trim();
    return tzid && ianaName(tzid) ? '' : block;
  });
}

/**
 * Reads a text as a whole; when ical.js refuses it (one bad line fails the whole of a subscription
 * file), reads each VTIMEZONE and VEVENT block on its own, so one bad event costs only itself.
 */
export function parseText(text: string): ParsedText {
  const parsed: ParsedText = { events: [], vtimezones: [], skipped: 0, otherComponents: false };
  const body = withoutKnownZones(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  try {
    collect(roots(body), parsed);
    return parsed;
  } catch {
    // Block by block, below.
  }
  for (const match of body.matchAll(BLOCK('VTIMEZONE'))) {
    try {
      collect(roots(match[0]), parsed);
    } catch {
      // An unreadable zone: its times fall back as an unknown TZID does.
    }
  }
  let blocks = 0;
  for (const match of body.matchAll(BLOCK('VEVENT'))) {
    blocks++;
    try {
      collect(roots(match[0]), parsed);
    } catch {
      parsed.skipped++;
    }
  }
  if (blocks === 0) parsed.skipped++;
  return parsed;
}
