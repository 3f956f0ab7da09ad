import ICAL from 'ical.js';
import { RefusedPart, eventName, guardLines, uidOf } from './limits.ts';
import { ianaName } from './zones.ts';

/** The components of one iCalendar text that expansion reads. */
export interface ParsedText {
  events: ICAL.Component[];
  vtimezones: ICAL.Component[];
  /** Parts that could not be read: the whole text, or single VEVENTs when the rest could be. */
  skipped: number;
  /** The events refused for what reading them would cost (ical-expand/limits.ts). */
  refused: { name: string; uid: string }[];
  /** Holds a to-do, a journal entry or free/busy data: a calendar object that is no event, no error. */
  otherComponents: boolean;
}

const OTHER = ['vtodo', 'vjournal', 'vfreebusy', 'vavailability'];

function roots(text: string): ICAL.Component[] {
  guardLines(text);
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

/**
 * The [start, end) of each BEGIN:name … END:name block, found by their lines alone: linear in the
 * text whatever it holds (a lazy regex from each BEGIN to its END is quadratic when no END follows).
 */
function blocks(text: string, name: string): [number, number][] {
  const marker = new RegExp(`^(BEGIN|END):${name}[ \\t]*\\r?$`, 'gim');
  const spans: [number, number][] = [];
  let start = -1;
  for (const m of text.matchAll(marker)) {
    if (m[1]!.toUpperCase() === 'BEGIN') start = m.index;
    else if (start >= 0) {
      spans.push([start, m.index + m[0].length]);
      start = -1;
    }
  }
  return spans;
}

const TZID_LINE = /^TZID[^:\r\n]*:([^\r\n]*)/im;

/**
 * Without the VTIMEZONEs of zones Intl knows: they would not be read (ZoneContext prefers Intl), and
 * parsing them is most of the work for a CalDAV object, which carries one each.
 */
function withoutKnownZones(text: string): string {
  if (!/BEGIN:VTIMEZONE/i.test(text)) return text;
  let kept = '';
  let from = 0;
  for (const [start, end] of blocks(text, 'VTIMEZONE')) {
    const tzid = TZID_LINE.exec(text.slice(start, end))?.[1]?.trim();
    if (!tzid || !ianaName(tzid)) continue;
    kept += text.slice(from, start);
    from = end;
  }
  return kept + text.slice(from);
}

/**
 * Reads a text as a whole; when ical.js refuses it (one bad line fails the whole of a subscription
 * file), reads each VTIMEZONE and VEVENT block on its own, so one bad event costs only itself.
 */
export function parseText(text: string): ParsedText {
  const parsed: ParsedText = { events: [], vtimezones: [], skipped: 0, refused: [], otherComponents: false };
  const body = withoutKnownZones(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  try {
    collect(roots(body), parsed);
    return parsed;
  } catch {
    // Block by block, below.
  }
  for (const [start, end] of blocks(body, 'VTIMEZONE')) {
    try {
      collect(roots(body.slice(start, end)), parsed);
    } catch {
      // An unreadable zone: its times fall back as an unknown TZID does.
    }
  }
  const events = blocks(body, 'VEVENT');
  for (const [start, end] of events) {
    const block = body.slice(start, end);
    try {
      collect(roots(block), parsed);
    } catch (error) {
      parsed.skipped++;
      if (error instanceof RefusedPart) parsed.refused.push({ name: eventName(block), uid: uidOf(block) });
    }
  }
  if (events.length === 0) parsed.skipped++;
  return parsed;
}

/**
 * The text without the VEVENTs of these UIDs (refused ones: what the refresh stores, so open times
 * never spend their budget on them again). Cut by their lines, as `blocks` finds them.
 */
export function withoutEvents(text: string, uids: ReadonlySet<string>): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of blocks(text, 'VEVENT')) {
    if (!uids.has(uidOf(text.slice(start, end)))) continue;
    kept += text.slice(from, start);
    from = text.charCodeAt(end) === 13 ? end + 2 : text.charCodeAt(end) === 10 ? end + 1 : end;
  }
  return from === 0 ? text : kept + text.slice(from);
}
