import { describe, expect, it } from 'vitest';
import { icalParam, icalText, icalendar } from '#shared/icalendar.ts';

describe('the iCalendar encoder', () => {
  it('encodes parameter values per RFC 6868 and quotes them unless they are a plain token', () => {
    expect(icalParam('Robert "Bob" Smith')).toBe(`"Robert ^'Bob^' Smith"`);
    expect(icalParam('x";X-INJ=1:mailto:evil@attacker.example;"')).toBe(
      `"x^';X-INJ=1:mailto:evil@attacker.example;^'"`,
    );
    expect(icalParam('two\r\nlines ^ here')).toBe('"two^nlines ^^ here"');
    expect(icalParam('REQ-PARTICIPANT')).toBe('REQ-PARTICIPANT');
    expect(icalParam('')).toBe('""');
  });

  it('escapes TEXT values per RFC 5545 and drops control characters but tabs', () => {
    expect(icalText('a\\b; c, d\r\ne\rf\ng')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
    expect(icalText('nul\u0000 esc\u001b del\u007f tab\t')).toBe('nul esc del tab\t');
  });

  it('writes components as folded CRLF lines and refuses a name that is not an iCalendar name', () => {
    const ics = icalendar({
      name: 'VCALENDAR',
      properties: [['X-WR-CALNAME', 'é'.repeat(50)]],
      components: [
        {
          name: 'VEVENT',
          properties: [
            ['SEQUENCE', 2],
            ['URL', null],
          ],
        },
      ],
    });
    expect(ics).toBe(
      `BEGIN:VCALENDAR\r\nX-WR-CALNAME:${'é'.repeat(31)}\r\n ${'é'.repeat(19)}\r\n` +
        'BEGIN:VEVENT\r\nSEQUENCE:2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
    expect(() => icalendar({ name: 'VEVENT', properties: [['X-A\r\nB', 'x']] })).toThrow('not an iCalendar name');
    expect(() => icalendar({ name: 'VEVENT', properties: [['ATTENDEE', 'x', { 'CN:': 'x' }]] })).toThrow();
  });
});
