import { formatDate } from '@/lib/zoned-time.ts';

/** A range of local dates as people read it: '10 Mar 2027 – 14 Mar 2027', or one date. */
export function rangeText(startDate: string, endDate: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  const start = formatDate(startDate, options);
  return startDate === endDate ? start : `${start} – ${formatDate(endDate, options)}`;
}
