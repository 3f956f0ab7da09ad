import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { cn } from '@/lib/cn.ts';
import { type HostTime, TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { activeLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/workflows.ts';
import { deliveryStateLabel, reasonText } from '../workflow-words.ts';
import { useWorkflowDeliveries } from '../api/get-workflow-deliveries.ts';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** When a delivery went (or is due), in the host's zone and clock and the active locale (English keeps its day-month-year order). */
function whenFormat(host: HostTime): Intl.DateTimeFormat {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { ...WHEN, ...host.intl });
}

const STATE_CLASSES = {
  sent: 'text-green-700 dark:text-green-400',
  failed: 'text-red-700 dark:text-red-400',
  dropped: 'text-amber-700 dark:text-amber-400',
  scheduled: 'text-gray-700 dark:text-gray-300',
} as const;

/** A workflow's latest deliveries: when (sent, or due), to whom, for which booking, and how it went, with why. */
export function WorkflowHistory({ id }: { id: string }) {
  const deliveries = useWorkflowDeliveries(id);
  const host = useHostTime();
  const when = whenFormat(host);
  return (
    <QueryState
      query={deliveries}
      loading={<Skeleton label={tx('workflows.historyLoading')} className="h-16" />}
      error={tx('workflows.historyFailed')}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('workflows.historyEmpty')}</p>}
    >
      {(data) => (
        <div>
          <ul aria-label={tx('workflows.history')} className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
            {data.items.map((d) => (
              <li
                key={`${d.bookingUid}-${d.to}-${d.dueAt}`}
                className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr_auto] sm:gap-4"
              >
                <span className="text-gray-600 tabular-nums dark:text-gray-400">
                  {when.format(new Date(d.sentAt ?? d.dueAt))}
                </span>
                <span className="min-w-0 break-all text-gray-900 dark:text-gray-100">{d.to}</span>
                <span className={cn('font-medium', STATE_CLASSES[d.state])}>{deliveryStateLabel(d.state)}</span>
                {d.reason && (
                  <span className="text-gray-600 sm:col-span-3 dark:text-gray-400">{reasonText(d.reason)}</span>
                )}
              </li>
            ))}
          </ul>
          <TimesIn className="mt-2 text-xs text-gray-500 dark:text-gray-400" />
        </div>
      )}
    </QueryState>
  );
}
