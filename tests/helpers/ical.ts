import fc from 'fast-check';
import ICAL from 'ical.js';

// RFC 5545 3.1: a content line is `name *(";" param) ":" value`, and no part of it holds a control
// character other than HTAB. A parameter value is paramtext (no DQUOTE ; : ,) or a quoted string (no
// DQUOTE). Non-ASCII characters are allowed everywhere but in names.
const NAME = '[A-Za-z0-9-]+';
const SAFE = '[^\\u0000-\\u0008\\u000a-\\u001f\\u007f";:,]*';
const QSAFE = '[^\\u0000-\\u0008\\u000a-\\u001f\\u007f"]*';
const PARAM = `${NAME}=(?:"${QSAFE}"|${SAFE})(?:,(?:"${QSAFE}"|${SAFE}))*`;
const VALUE = '[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*';
const CONTENT_LINE = new RegExp(`^${NAME}(?:;${PARAM})*:${VALUE}$`, 'u');

const octets = (line: string) => new TextEncoder().encode(line).length;

// ical.js 2 predates RFC 7986: it would leave NAME and X-WR-CALNAME (TEXT, as every X- property is by
// default, RFC 5545 3.8.8.2) undecoded. Calendar apps decode them.
ICAL.design.icalendar.property['name'] = { defaultType: 'text' };
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

/**
 * Reads an iCalendar text as strictly as a careful client: CRLF line ends, lines folded at 75 octets,
 * every unfolded line a well-formed RFC 5545 content line, then parsed by ical.js. Throws otherwise.
 */
export function parseICalendarStrictly(ics: string): ICAL.Component {
  if (!ics.endsWith('\r\n')) throw new Error('the text does not end with CRLF');
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`a bare CR or LF in ${JSON.stringify(line)}`);
    if (octets(line) > 75) throw new Error(`a line longer than 75 octets: ${JSON.stringify(line)}`);
  }
  const logical = ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  for (const line of logical) {
    if (!CONTENT_LINE.test(line)) throw new Error(`not an RFC 5545 content line: ${JSON.stringify(line)}`);
  }
  return new ICAL.Component(ICAL.parse(ics));
}

/** A property's parameters as ical.js decoded them (RFC 6868 included), by lower-case name. */
export function paramsOf(property: ICAL.Property): Record<string, unknown> {
  return (property.toJSON() as [string, Record<string, unknown>])[1];
}

/** What a person's text becomes in iCalendar: line breaks are newlines, other control characters are gone. */
export function asWritten(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');
}

/** What a name becomes as a parameter: as text, and a backslash clients would read two ways is `＼`. */
export function asWrittenName(name: string): string {
  return asWritten(name).replace(/\\(?=[\\;,nN])/g, '\uff3c');
}

/** Strings made of the characters iCalendar gives meaning to, control characters and any Unicode. */
export const awkwardText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', ';', ':', ',', '\\', '\r', '\n', '\r\n', '^', "^'", '^n', '=', ' ', '\t', 'mailto:'),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '😀', '👩‍👩‍👧', 'é', '\u2028'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 60,
});
