import { WEBHOOK_EVENTS } from '#shared/schemas/webhooks.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { cn } from '@/lib/cn.ts';
import { type HostTime, TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { activeLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';

/** When a delivery was made, in the app's language (English writes it the British way: 25 Nov, 14:03:02). */
function deliveryTime(host: HostTime): Intl.DateTimeFormat {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...host.intl,
  });
}

const COLUMNS = [
  'settings.deliveries.time',
  'settings.deliveries.event',
  'settings.deliveries.status',
  'settings.deliveries.result',
] as const;

function eventName(event: string): string {
  return (WEBHOOK_EVENTS as readonly string[]).includes(event) || event === 'PING'
    ? tx(`settings.webhooks.event.${event as (typeof WEBHOOK_EVENTS)[number] | 'PING'}`)
    : event;
}

/** The hook's last deliveries, newest first: when, what, the status code and whether it was taken. */
export function WebhookDeliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveries(id, true);
  const host = useHostTime();
  const when = deliveryTime(host);
  return (
    <QueryState
      query={deliveries}
      loading={<Skeleton label={tx('settings.deliveries.loading')} className="h-16" />}
      error={tx('settings.deliveries.loadFailed')}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('settings.deliveries.none')}</p>}
    >
      {(data) => (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="caption-bottom pt-2 text-left">
              <span className="sr-only">{tx('settings.webhooks.recent')}</span>
              <TimesIn />
            </caption>
            <thead className="text-xs text-gray-500 uppercase dark:text-gray-400">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-medium">
                    {tx(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 text-gray-700 dark:divide-gray-800 dark:text-gray-300">
              {data.items.map((d) => (
                <tr key={d.id}>
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{when.format(new Date(d.createdAt))}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{eventName(d.triggerEvent)}</td>
                  <td className="py-2 pr-4 tabular-nums">{d.statusCode ?? '—'}</td>
                  <td
                    className={cn(
                      'py-2 break-words',
                      d.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
                    )}
                  >
                    {d.ok ? tx('settings.deliveries.ok') : (d.error ?? tx('settings.deliveries.failed'))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
