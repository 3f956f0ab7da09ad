import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '#shared/schemas/webhooks.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function eventName(event: string): string {
  return event in WEBHOOK_EVENT_LABELS
    ? WEBHOOK_EVENT_LABELS[event as WebhookEvent]
    : event === 'PING'
      ? 'Test'
      : event;
}

/** The hook's last deliveries, newest first: when, what, the status code and whether it was taken. */
export function WebhookDeliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveries(id, true);
  if (deliveries.isPending)
    return (
      <div
        role="status"
        aria-label="Loading deliveries"
        className="h-16 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
      />
    );
  if (deliveries.isError)
    return <LoadError onRetry={() => void deliveries.refetch()}>Could not load the deliveries.</LoadError>;
  if (deliveries.data.items.length === 0)
    return <p className="text-sm text-gray-600 dark:text-gray-400">No deliveries yet. Send a test to see one.</p>;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent deliveries</caption>
        <thead className="text-xs text-gray-500 uppercase dark:text-gray-400">
          <tr>
            {['Time', 'Event', 'Status', 'Result'].map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 text-gray-700 dark:divide-gray-800 dark:text-gray-300">
          {deliveries.data.items.map((d) => (
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
                {d.ok ? 'OK' : (d.error ?? 'Failed')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
