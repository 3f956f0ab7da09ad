import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_TEXT } from './text.ts';

/**
 * The one iCalendar writer (RFC 5545): the emailed invites and the calendar feed (`api/lib/ical.ts`)
 * and the booking page's .ics file are all written through it, so every value a person typed (a name,
 * a title, notes, a reason) is encoded the same way wherever it goes. It runs in every runtime.
 *
 * - A TEXT value is escaped (RFC 5545 3.3.11): `\` `;` `,` and line breaks.
 * - A parameter value is encoded (RFC 6868: `^` → `^^`, a line break → `^n`, `"` → `^'`) and quoted
 *   unless it is a plain token, so `Robert "Bob" Smith` is `CN="Robert ^'Bob^' Smith"` and no name can
 *   end the value, add a parameter or change the address after it (see `icalParam` for backslashes).
 * - A URI (a `mailto:` address, a link) is written as it is: it holds no line breaks.
 * - Control characters are dropped everywhere (line breaks become newlines in TEXT and parameters, tabs
 *   stay), and lines are folded at 75 octets, so nothing can start a line of its own.
 */

/** A recurrence rule's parts (RFC 5545 3.3.10) as Kairos writes them: FREQ, INTERVAL and COUNT. */
export interface ICalRecur {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number;
  count: number;
}

/**
 * A value: TEXT (a string), an INTEGER, a UTC DATE-TIME, a URI, a local DATE-TIME ('20270316T100000',
 * read in the property's TZID), a RECUR, or a UTC-OFFSET in seconds (a VTIMEZONE's).
 */
export type ICalValue =
  string | number | Date | { uri: string } | { local: string } | { recur: ICalRecur } | { utcOffset: number };
/** A property: its name, its value (a string is TEXT) and its parameters. A null value leaves it out. */
export type ICalProperty = [name: string, value: ICalValue | null | undefined, params?: Record<string, string>];
export interface ICalComponent {
  name: string;
  properties: ICalProperty[];
  components?: ICalComponent[];
}

const NAME = /^[A-Z][A-Z0-9-]*$/;
// A parameter value needs quotes only for `;` `:` `,` (RFC 5545 3.1 SAFE-CHAR); a zone's `/` needs none.
const TOKEN = /^[A-Za-z0-9._/-]+$/;
const LOCAL_DATE_TIME = /^\d{8}T\d{6}$/;
const CONTROLS_IN_TEXT = new RegExp(CONTROL_CHARACTER_IN_TEXT.source, 'g');
const CONTROLS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Line breaks as `\n`, no other control character but the tab. */
function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_IN_TEXT, '');
}

/** A TEXT value (RFC 5545 3.3.11). */
export function icalText(value: string): string {
  return cleanText(value).replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/**
 * A parameter value (RFC 5545 3.2 with RFC 6868's encoding), quoted unless it is a plain token.
 * Parameters have no escape for a backslash, and parsers disagree on one before `\ ; , n N`: RFC
 * 5545 reads it as itself, ical.js (Thunderbird) as a TEXT escape. That one is written as `＼`
 * (U+FF3C) so that every client shows the same name.
 */
export function icalParam(value: string): string {
  const encoded = cleanText(value)
    .replace(/\\(?=[\\;,nN])/g, '\uff3c')
    .replace(/[\^\n"]/g, (c) => ({ '^': '^^', '\n': '^n', '"': "^'" })[c]!);
  return TOKEN.test(encoded) ? encoded : `"${encoded}"`;
}

/** 2027-03-16T08:00:00.000Z → 20270316T080000Z (a UTC DATE-TIME). */
export function icalDateTime(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

function valueOf(value: ICalValue): string {
  if (typeof value === 'string') return icalText(value);
  if (value instanceof Date) return icalDateTime(value);
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`not an iCalendar INTEGER: ${value}`);
    return String(value);
  }
  if ('uri' in value) return value.uri.replace(CONTROLS, '');
  if ('local' in value) {
    if (!LOCAL_DATE_TIME.test(value.local)) throw new Error(`not a local DATE-TIME: ${value.local}`);
    return value.local;
  }
  if ('recur' in value) {
    const { freq, interval, count } = value.recur;
    if (![interval, count].every((n) => Number.isInteger(n) && n > 0)) throw new Error('not an iCalendar RECUR');
    return `FREQ=${freq};INTERVAL=${interval};COUNT=${count}`;
  }
  return utcOffset(value.utcOffset);
}

/** 3600 → '+0100', -16200 → '-0430', 5400.5 → error (RFC 5545 3.3.14: seconds only when not zero). */
function utcOffset(seconds: number): string {
  if (!Number.isInteger(seconds) || Math.abs(seconds) >= 86_400) throw new Error(`not a UTC offset: ${seconds}`);
  const abs = Math.abs(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const rest = abs % 60 ? two(abs % 60) : '';
  return `${seconds < 0 ? '-' : '+'}${two(Math.floor(abs / 3600))}${two(Math.floor((abs % 3600) / 60))}${rest}`;
}

/** An instant as a local DATE-TIME on a zone's wall clock ('20270316T100000'), with the open times' zone code. */
export function icalLocal(instant: number, offsetMs: number): { local: string } {
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offsetMs);
  return { local: icalDateTime(wall).slice(0, 15) };
}

function checkName(name: string): string {
  if (!NAME.test(name)) throw new Error(`not an iCalendar name: ${name}`);
  return name;
}

/** UTF-8 length of one code point. */
function octets(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** A content line folded into pieces of at most 75 octets, never inside a character (RFC 5545 3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const char of line) {
    // Continuation lines start with a space, which counts towards their 75.
    if (size + octets(char) > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += char;
    size += octets(char);
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

function contentLines(component: ICalComponent): string[] {
  const name = checkName(component.name);
  const lines = [`BEGIN:${name}`];
  for (const [property, value, params = {}] of component.properties) {
    if (value === null || value === undefined) continue;
    const encodedParams = Object.entries(params).map(([key, v]) => `;${checkName(key)}=${icalParam(v)}`);
    lines.push(`${checkName(property)}${encodedParams.join('')}:${valueOf(value)}`);
  }
  for (const child of component.components ?? []) lines.push(...contentLines(child));
  lines.push(`END:${name}`);
  return lines;
}

/** An iCalendar object as text: folded content lines, each ended by CRLF. */
export function icalendar(root: ICalComponent): string {
  return contentLines(root)
    .map((line) => `${fold(line)}\r\n`)
    .join('');
}
