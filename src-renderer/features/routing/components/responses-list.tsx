import { Download } from 'lucide-react';
import { useState } from 'react';
import { type RoutingResponse, routingFormsApi } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { AnswersList } from '@/components/booking-fields/booking-answers-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { toastFailure } from '@/components/ui/mutation-feedback.ts';
import { api } from '@/lib/api-client.ts';
import { type HostTime, TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { useRoutingResponses } from '../api/get-routing-responses.ts';
import { routeMessage } from '../said.ts';

/** A response's or a booking's time, in the host's zone and clock. */
const when = (iso: string, host: HostTime) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', ...host.intl });

function ResponseItem({ response }: { response: RoutingResponse }) {
  const { route, booking } = response;
  const host = useHostTime();
  const which =
    route.routeIndex === null ? tx('routing.fallbackRoute') : tx('routing.routeNumber', { n: route.routeIndex + 1 });
  return (
    <li className="grid gap-3 px-6 py-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div className="space-y-1 text-sm">
        <p className="font-medium text-gray-900 dark:text-gray-100">{when(response.createdAt, host)}</p>
        <p className="text-gray-600 dark:text-gray-400">
          {which}:{' '}
          <span className="break-words text-gray-900 dark:text-gray-100">
            {route.kind === 'message' ? routeMessage(route.label) : route.label}
          </span>
        </p>
        <p className={booking ? 'text-green-800 dark:text-green-300' : 'text-gray-500 dark:text-gray-400'}>
          {booking
            ? tx('routing.bookedFor', { title: booking.title, when: when(booking.start, host) })
            : tx('routing.noBooking')}
        </p>
      </div>
      <AnswersList all responses={response.answers} className="grid gap-2 sm:grid-cols-2" />
    </li>
  );
}

/** The form's responses, newest first: when, the route taken, the booking it led to, the answers; and the CSV. */
export function ResponsesList({ formId }: { formId: string }) {
  const responses = useRoutingResponses(formId);
  const [exporting, setExporting] = useState(false);
  const items = responses.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const text = await api<string>(routingFormsApi.responsesCsv(formId), { as: 'text' });
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `routing-responses-${formId}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastFailure({ title: tx('routing.exportFailed'), fallback: tx('routing.exportFailed') }, error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={tx('routing.responses')}
      footer={
        items.length > 0 ? (
          <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
            <Download className="h-4 w-4" aria-hidden />
            {tx('routing.exportCsv')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={responses}
        loading={<Skeleton label={tx('routing.loading')} className="h-24" />}
        error={tx('routing.responsesLoadFailed')}
        isEmpty={() => items.length === 0}
        empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('routing.noResponses')}</p>}
      >
        {() => (
          <>
            <TimesIn className="mb-3 text-xs text-gray-500 dark:text-gray-400" />
            <ul
              aria-label={tx('routing.responses')}
              className="-mx-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {items.map((r) => (
                <ResponseItem key={r.id} response={r} />
              ))}
            </ul>
            {responses.hasNextPage && (
              <div className="mt-4 text-center">
                <Button
                  variant="secondary"
                  disabled={responses.isFetchingNextPage}
                  onClick={() => void responses.fetchNextPage()}
                >
                  {tx('routing.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
