import { CalendarCheck, Info } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatTime, offsetLabel, wallTime } from '../../../lib/zoned-time.ts';

/**
 * The time someone picked, said plainly. Taking the booking is the next step of the product and
 * does not exist yet, so this says that instead of showing a form that could not send.
 */
export function ChosenTime({
  start,
  duration,
  zone,
  hour12,
  hostName,
  stillOpen,
  onChooseAnother,
}: {
  start: string;
  duration: number;
  zone: string;
  hour12: boolean;
  hostName: string;
  /** false when the time is not among the open times any more. */
  stillOpen: boolean;
  onChooseAnother: () => void;
}) {
  const startMs = Date.parse(start);
  const endMs = startMs + duration * 60_000;
  const day = formatDate(wallTime(startMs, zone).date, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section aria-labelledby="chosen-time-heading" className="space-y-4">
      <div className="flex items-center gap-2 text-sm font-medium text-gray-600 dark:text-gray-400">
        <CalendarCheck className="size-4 text-brand" aria-hidden />
        <h2 id="chosen-time-heading">Your chosen time</h2>
      </div>
      <div>
        <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">{day}</p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          <time dateTime={start}>{formatTime(startMs, zone, hour12)}</time> –{' '}
          <time dateTime={new Date(endMs).toISOString()}>{formatTime(endMs, zone, hour12)}</time> ·{' '}
          {zone.replace(/_/g, ' ')} ({offsetLabel(startMs, zone)}) · {duration} min
        </p>
      </div>
      <p
        role="note"
        className="flex gap-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2.5 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
        {stillOpen
          ? `Booking is not open yet: ${hostName} is free at this time, but it cannot be booked here yet.`
          : 'This time is no longer open. Please choose another one.'}
      </p>
      <Button variant="secondary" onClick={onChooseAnother}>
        Choose another time
      </Button>
    </section>
  );
}
