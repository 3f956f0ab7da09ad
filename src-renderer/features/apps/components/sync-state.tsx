import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CalendarConnection, calendarErrorMessages } from '#shared/schemas/calendars.ts';
import { useHostTime } from '@/lib/host-time.tsx';
import { intlLocale, knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { relativeAge } from '../relative-age.ts';

function Warning({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * How fresh a connection's busy times are: when it last synced, or the last error in words with
 * the age of the copy still in use; and a failing write of bookings.
 */
export function SyncState({ connection, now }: { connection: CalendarConnection; now: number }) {
  const { lastSyncAt, error, errorEvent, writeError } = connection;
  const host = useHostTime();
  const age = lastSyncAt ? relativeAge(lastSyncAt, now) : null;
  // English keeps the browser's own way of writing a date, as before.
  const exact = lastSyncAt ? new Date(lastSyncAt).toLocaleString(intlLocale(), host.intl) : undefined;
  return (
    <div className="grid gap-2">
      {error ? (
        <Warning>
          {/* An unreadable event: the translated sentence, then the event's own name as written. */}
          <p className="font-medium">{errorEvent ? knownText(calendarErrorMessages.unreadable) : knownText(error)}</p>
          {errorEvent ? <p className="break-words">“{errorEvent}”</p> : null}
          <p title={exact}>{age ? tx('apps.staleCopy', { age }) : tx('apps.noCopyYet')}</p>
        </Warning>
      ) : (
        <p title={exact} className="flex items-center gap-1.5 text-sm text-gray-600 dark:text-gray-400">
          {age ? (
            <CircleCheck className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
          ) : (
            <Clock className="h-4 w-4 shrink-0" aria-hidden />
          )}
          {age ? tx('apps.syncedAgo', { age }) : tx('apps.notSyncedYet')}
        </p>
      )}
      {writeError && (
        <Warning>
          <p className="font-medium">{knownText(writeError)}</p>
        </Warning>
      )}
    </div>
  );
}
