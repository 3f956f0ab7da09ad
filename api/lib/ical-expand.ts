import { DAY_MS } from '#shared/availability/zone-time.ts';
import { isValidTimeZone } from '#shared/schemas/availability.ts';
import { type EventData, readEvent } from './ical-expand/events.ts';
import { RefusedPart, eventName, uidOf } from './ical-expand/limits.ts';
import { parseText } from './ical-expand/parse.ts';
import { MAX_CANDIDATES_PER_CALL, type WorkBudget, expandRule, untilCheck } from './ical-expand/recurrence.ts';
import { type Length, type WallTime, dayOf } from './ical-expand/values.ts';
import { ZoneContext, type ZoneReader, vtimezonesOf } from './ical-expand/zones.ts';

/**
 * What is busy in a connected calendar: iCalendar text in, busy intervals out (issue 25, ADR 023).
 * Pure: no database, no network. The rules are in docs/architecture.md ("What is busy in a connected
 * calendar").
 */

export interface ExpandOptions {
  /** ms instant, inclusive. */
  from: number;
  /** ms instant, exclusive. */
  to: number;
  /** The host's IANA zone: floating times and all-day dates are read in it. */
  zone: string;
  /**
   * An ATTENDEE with one of these addresses (case-insensitive, mailto:) and PARTSTAT=DECLINED makes
   * that event/occurrence not busy.
   */
  hostEmails?: readonly string[];
  /**
   * Told the name of each event refused for what reading it would cost (a rule at its work cap, a
   * time zone or a line past expand/limits.ts): the refresh names it to the host.
   */
  onRefused?: (name: string, uid: string) => void;
  /** Told each event's name before its expansion starts (the refresh's worker reports where it is). */
  onEvent?: (name: string) => void;
}

export interface RemoteBusy {
  start: number;
  end: number;
  uid: string;
  /** An out-of-office event (ADR 055): the host is away, not only busy. */
  away?: true;
}

/** DST moves a nominal day by at most this much. */
const DST_MARGIN = 3 * 3_600_000;

interface Run {
  zones: ZoneContext;
  from: number;
  to: number;
  busy: RemoteBusy[];
  budget: WorkBudget;
  refused: (name: string, uid: string) => void;
  starting?: (name: string) => void;
}

/** An occurrence's interval: its wall start read in its zone, plus its length (days nominal, then exact). */
function interval(wall: number, read: ZoneReader, length: Length): [number, number] {
  const start = read(wall);
  const end = (length.days ? read(wall + length.days * DAY_MS) : start) + length.ms;
  return [start, end];
}

function emit(run: Run, event: EventData, wall: number, read: ZoneReader, length: Length) {
  const [start, end] = interval(wall, read, length);
  if (end > start && start < run.to && end > run.from)
    run.busy.push({ start, end, uid: event.uid, ...(event.away ? { away: true as const } : {}) });
}

/** DTEND/DURATION, else a DATE lasts one day and a DATE-TIME blocks nothing (RFC 5545 3.6.1). */
function lengthOf(event: EventData, master?: EventData): Length {
  if (event.length) return event.length;
  // An override that says nothing of its end keeps its series' length: the safer reading.
  if (master?.length && master.start.date === event.start.date) return master.length;
  return event.start.date ? { days: 1, ms: 0 } : { days: 0, ms: 0 };
}

/** Occurrences a set of DATE/DATE-TIME values names: instants, and days for DATE values. */
class Matcher {
  private readonly instants = new Set<number>();
  private readonly days = new Set<number>();

  add(value: WallTime, zones: ZoneContext, read: ZoneReader) {
    if (value.date) this.days.add(dayOf(value.wall));
    else this.instants.add(zones.instantOf(value, read));
  }

  has(wall: number, instant: number): boolean {
    return this.instants.has(instant) || this.days.has(dayOf(wall));
  }
}

/**
 * A master's occurrences (DTSTART, RRULEs, RDATEs, less EXDATEs and the overridden ones) that
 * overlap the window. Returns whether a rule reached its cap (the event then counts as skipped).
 */
function expandMaster(run: Run, master: EventData, overridden: Matcher): boolean {
  const { zones } = run;
  const length = lengthOf(master);
  const excluded = new Matcher();
  for (const value of master.exdates) excluded.add(value, zones, master.read);

  const seen = new Set<number>();
  const occur = (wall: number, read: ZoneReader, own: Length) => {
    const instant = read(wall);
    if (seen.has(instant)) return;
    seen.add(instant);
    if (!master.busy || excluded.has(wall, instant) || overridden.has(wall, instant)) return;
    emit(run, master, wall, read, own);
  };

  // DTSTART is the first occurrence (RFC 5545 3.8.5.3), whether or not the rule would produce it.
  occur(master.start.wall, master.read, length);
  for (const { value, length: own } of master.rdates) {
    occur(value.wall, zones.readerOf(value, master.read), own ?? length);
  }

  let capped = false;
  const longest = (length.days + 1) * DAY_MS + length.ms + DST_MARGIN;
  master.rules.forEach((recur, i) => {
    const until = master.untils[i];
    const pastUntil = until ? untilCheck(until, master.start, zones.instantOf(until, master.read)) : null;
    const expansion = expandRule(
      recur,
      master.start,
      master.read,
      pastUntil,
      {
        from: run.from,
        to: run.to,
        longest,
      },
      run.budget,
    );
    capped ||= expansion.capped;
    for (const wall of expansion.walls) occur(wall, master.read, length);
  });
  return capped;
}

/** All VEVENTs of one UID in one text: its masters (normally one) and its overrides. */
function expandGroup(run: Run, events: EventData[]): number {
  const masters = events.filter((e) => !e.recurrenceId);
  const overrides = events.filter((e) => e.recurrenceId);
  let skipped = 0;
  for (const master of masters) {
    if (run.starting) run.starting(master.name());
    const overridden = new Matcher();
    for (const o of overrides) overridden.add(o.recurrenceId!, run.zones, master.read);
    try {
      if (expandMaster(run, master, overridden)) {
        skipped++;
        run.refused(master.name(), master.uid);
      }
    } catch (error) {
      skipped++;
      if (error instanceof RefusedPart) run.refused(master.name(), master.uid);
    }
  }
  // An override replaces its occurrence wherever it moved it; CANCELLED (or transparent, or
  // declined) it frees it. One whose series is missing (an invitation to a single occurrence) is
  // busy on its own.
  for (const o of overrides) {
    try {
      if (o.busy) emit(run, o, o.start.wall, o.read, lengthOf(o, masters[0]));
    } catch (error) {
      skipped++;
      if (error instanceof RefusedPart) run.refused(o.name(), o.uid);
    }
  }
  return skipped;
}

function expandText(run: Run, text: string, hostZone: string, hostEmails: ReadonlySet<string>): number {
  if (typeof text !== 'string') return 1;
  const parsed = parseText(text);
  let skipped = parsed.skipped;
  for (const { name, uid } of parsed.refused) run.refused(name, uid);
  if (parsed.events.length === 0) {
    return skipped > 0 || parsed.otherComponents ? skipped : 1;
  }
  run.zones = new ZoneContext(hostZone, vtimezonesOf(parsed.vtimezones));
  // Overrides find their series by UID within the text: in the same CalDAV object, or anywhere in
  // a subscription file. An event without a UID stands alone.
  const groups = new Map<string, EventData[]>();
  let anonymous = 0;
  for (const component of parsed.events) {
    let event: EventData;
    try {
      event = readEvent(component, run.zones, hostEmails);
    } catch (error) {
      skipped++;
      if (error instanceof RefusedPart) run.refused(eventName(component), uidOf(component));
      continue;
    }
    const key = event.uid === '' ? `\0${anonymous++}` : event.uid;
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  for (const group of groups.values()) skipped += expandGroup(run, group);
  return skipped;
}

/**
 * Busy intervals overlapping [from, to) from one or more iCalendar texts (a CalDAV object each, or a
 * whole subscription file). Never throws on bad input: unparsable objects/components are skipped, and
 * `skipped` counts them (as does an event whose recurrence reached its work cap, see
 * expand/recurrence.ts). Intervals are whole occurrences (not cut to the window), sorted by start.
 */
export function busyFromICalendar(
  texts: readonly string[],
  options: ExpandOptions,
): { busy: RemoteBusy[]; skipped: number } {
  const { from, to } = options;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return { busy: [], skipped: 0 };
  // The caller gives a validated zone; an invalid one reads as UTC rather than throwing.
  const hostZone = isValidTimeZone(options.zone) ? options.zone : 'UTC';
  const hostEmails = new Set(
    (options.hostEmails ?? []).map((e) =>
      e
        .trim()
        .toLowerCase()
        .replace(/^mailto:/, ''),
    ),
  );
  const run: Run = {
    zones: new ZoneContext(hostZone, new Map()),
    from,
    to,
    busy: [],
    budget: { candidates: MAX_CANDIDATES_PER_CALL },
    refused: options.onRefused ?? (() => {}),
    ...(options.onEvent ? { starting: options.onEvent } : {}),
  };
  let skipped = 0;
  for (const text of texts) {
    try {
      skipped += expandText(run, text, hostZone, hostEmails);
    } catch {
      skipped++;
    }
  }
  run.busy.sort((a, b) => a.start - b.start || a.end - b.end);
  return { busy: run.busy, skipped };
}
