import ICAL from 'ical.js';
import { DAY_MS, wallToInstant } from '#shared/availability/zone-time.ts';
import { isValidTimeZone } from '#shared/schemas/availability.ts';
import { RefusedPart, guardVtimezone } from './limits.ts';
import type { WallTime } from './values.ts';
import { WINDOWS_ZONES } from './windows-zones.ts';

/** Turns a wall clock (ms, components read as if UTC) of one zone into an instant. */
export type ZoneReader = (wall: number) => number;

const MINUTE = 60_000;

const utcReader: ZoneReader = (wall) => wall;

const ianaReaders = new Map<string, ZoneReader>();
/** Intl's zone: a gap's time moves on by the gap, a repeated time is the earlier (as the slot engine). */
function ianaReader(zone: string): ZoneReader {
  let reader = ianaReaders.get(zone);
  if (!reader) {
    reader = (wall) => {
      const day = Math.floor(wall / DAY_MS);
      return wallToInstant(zone, day, (wall - day * DAY_MS) / MINUTE);
    };
    if (ianaReaders.size < 1_000) ianaReaders.set(zone, reader);
  }
  return reader;
}

/** A VTIMEZONE's own rules, through ical.js. */
function vtimezoneReader(component: ICAL.Component): ZoneReader {
  const zone = new ICAL.Timezone({ component });
  return (wall) => {
    const d = new Date(wall);
    const time = new ICAL.Time(
      {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
        isDate: false,
      },
      zone,
    );
    return time.toUnixTime() * 1000;
  };
}

/** The IANA name a TZID stands for, if this runtime knows it, directly or under a known alias. */
export function ianaName(tzid: string): string | null {
  if (isValidTimeZone(tzid)) return tzid;
  const windows = WINDOWS_ZONES[tzid];
  if (windows) return windows;
  // Old Evolution and Mozilla ids: /freeassociation.sourceforge.net/Europe/Berlin,
  // /mozilla.org/20050126_1/America/New_York.
  if (tzid.startsWith('/')) {
    const parts = tzid.split('/');
    for (let i = 2; i < parts.length; i++) {
      const tail = parts.slice(i).join('/');
      if (isValidTimeZone(tail)) return tail;
    }
  }
  return null;
}

/**
 * How one iCalendar text's times become instants. A TZID is read, in this order:
 * 1. as an IANA name this runtime's Intl knows (also Windows names and old prefixed ids), as
 *    Thunderbird and Google read it: the platform's rules are complete, while a VTIMEZONE copy of
 *    the same zone is often cut to a few years (ADR 023);
 * 2. by the VTIMEZONE of that TZID in the same text (Outlook's "Customized Time Zone" and the like);
 * 3. else in the host's zone: an unknown TZID is most likely the zone its owner lives in, and reading
 *    it as UTC would shift every event by the host's offset (cal.com #2139).
 * Floating times and DATEs are read in the host's zone; a trailing Z is UTC.
 */
export class ZoneContext {
  private readonly readers = new Map<string, ZoneReader>();
  readonly host: ZoneReader;

  constructor(
    hostZone: string,
    private readonly vtimezones: ReadonlyMap<string, ICAL.Component>,
  ) {
    this.host = ianaReader(hostZone);
  }

  /**
   * The reader for a value's own zone. `floating` reads a time with neither TZID nor Z: the host's
   * zone, or, for an EXDATE, RDATE, RECURRENCE-ID or UNTIL, the zone of the DTSTART it belongs to.
   */
  readerOf(value: WallTime, floating: ZoneReader = this.host): ZoneReader {
    if (value.utc) return utcReader;
    if (value.date) return this.host;
    if (value.tzid === null) return floating;
    return this.forTzid(value.tzid);
  }

  instantOf(value: WallTime, floating?: ZoneReader): number {
    return this.readerOf(value, floating)(value.wall);
  }

  private forTzid(tzid: string): ZoneReader {
    let reader = this.readers.get(tzid);
    if (!reader) {
      reader = this.resolve(tzid);
      this.readers.set(tzid, reader);
    }
    return reader;
  }

  private resolve(tzid: string): ZoneReader {
    const iana = ianaName(tzid);
    if (iana) return ianaReader(iana);
    const component = this.vtimezones.get(tzid);
    if (component) {
      try {
        guardVtimezone(component);
      } catch (error) {
        // Every time read in this zone refuses its event, which is then named to the host.
        const refused = error instanceof RefusedPart ? error : new RefusedPart('an unreadable time zone');
        return () => {
          throw refused;
        };
      }
      try {
        const reader = vtimezoneReader(component);
        // A broken VTIMEZONE shows here, once, rather than on every occurrence.
        if (Number.isFinite(reader(Date.UTC(2000, 0, 1)))) return reader;
      } catch {
        // Unreadable rules: the host's zone, below.
      }
    }
    return this.host;
  }
}

/** VTIMEZONE components by TZID (the first of each id wins). */
export function vtimezonesOf(components: readonly ICAL.Component[]): Map<string, ICAL.Component> {
  const map = new Map<string, ICAL.Component>();
  for (const component of components) {
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !map.has(tzid)) map.set(tzid, component);
  }
  return map;
}
