import { tx } from './texts/shell.ts';
import { usePreferences } from './preferences-query.ts';
import { browserZone, formatTime, localePrefers12h } from './zoned-time.ts';

/**
 * Where and how every signed-in page writes times (ADR 040): in the host's zone (their working
 * hours', answered with the preferences) and with their clock (Settings → Appearance: 12-hour,
 * 24-hour, or as their language writes times).
 */
export interface HostTime {
  /** The IANA zone times are written in. */
  zone: string;
  /** The zone as people read it: 'America/New York'. */
  zoneName: string;
  hour12: boolean;
  /** Options to spread into an Intl.DateTimeFormat that writes an instant for the host. */
  intl: Pick<Intl.DateTimeFormatOptions, 'timeZone' | 'hourCycle'>;
  /** A time of day: '14:00' or '2:00 PM'. */
  time: (instant: number) => string;
}

/** The host's zone and clock; until the preferences arrive, the browser's zone and the language's clock. */
export function useHostTime(): HostTime {
  const preferences = usePreferences().data;
  const zone = preferences?.time_zone ?? browserZone();
  const format = preferences?.time_format;
  const hour12 = format === '12h' ? true : format === '24h' ? false : localePrefers12h();
  return {
    zone,
    zoneName: zone.replace(/_/g, ' '),
    hour12,
    intl: { timeZone: zone, hourCycle: hour12 ? 'h12' : 'h23' },
    time: (instant) => formatTime(instant, zone, hour12),
  };
}

/** 'Times in Europe/Berlin.': said wherever a list or a page shows times. */
export function TimesIn({ className }: { className?: string }) {
  const { zoneName } = useHostTime();
  return (
    <p className={className ?? 'text-xs text-gray-500 dark:text-gray-400'}>{tx('shell.timesIn', { zone: zoneName })}</p>
  );
}
