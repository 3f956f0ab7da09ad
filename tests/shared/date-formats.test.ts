import { describe, expect, it } from 'vitest';
import { dateTimeFormat, usesDayClock } from '#shared/date-formats.ts';

describe('kept date formats', () => {
  it('write what a new Intl.DateTimeFormat of the same locale, zone and options writes', () => {
    const instant = new Date('2027-03-28T01:30:00Z'); // Berlin moves its clocks that night
    for (const [locale, zone] of [
      ['en-US', 'Europe/Berlin'],
      ['de', 'Europe/Berlin'],
      ['ja', 'Asia/Tokyo'],
      ['pt-BR', 'America/Sao_Paulo'],
    ] as const) {
      const options = { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: zone } as const;
      expect(dateTimeFormat(locale, options).format(instant)).toBe(
        new Intl.DateTimeFormat(locale, options).format(instant),
      );
    }
  });

  it('keep one format per locale and options, and a different one for another zone', () => {
    const berlin = dateTimeFormat('de', { hour: '2-digit', timeZone: 'Europe/Berlin' });
    expect(dateTimeFormat('de', { hour: '2-digit', timeZone: 'Europe/Berlin' })).toBe(berlin);
    const tokyo = dateTimeFormat('de', { hour: '2-digit', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(berlin);
    expect(tokyo.format(new Date('2027-01-01T00:00:00Z'))).toBe('09 Uhr');
  });

  it('refuse an unknown zone as Intl does', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('know which locales read hours on a 24-hour clock', () => {
    expect(usesDayClock('en-US')).toBe(false);
    expect(usesDayClock('de')).toBe(true);
    expect(usesDayClock('en-GB-u-hc-h23')).toBe(true);
    expect(usesDayClock('en-GB-u-hc-h12')).toBe(false);
  });
});
