import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { tx } from '@/lib/texts/routing.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { useRoutingForms } from '../api/get-routing-forms.ts';
import { FormItem } from '../components/form-item.tsx';

/** /routing: the host's routing forms (docs/product.md#routing-forms). */
export function RoutingFormsPage() {
  const forms = useRoutingForms();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('routing.title')} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('routing.title')}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('routing.description')}</p>
        </div>
        <Link to={paths.routingForm('new')} className={buttonClass()}>
          <Plus className="h-4 w-4" aria-hidden />
          {tx('routing.newForm')}
        </Link>
      </div>
      <Card title={tx('routing.listLabel')}>
        <QueryState
          query={forms}
          loading={<Skeleton label={tx('routing.loading')} className="h-24" />}
          error={tx('routing.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <div className="py-6 text-center">
              <p className="font-medium text-gray-900 dark:text-gray-100">{tx('routing.emptyTitle')}</p>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('routing.emptyBody')}</p>
            </div>
          }
        >
          {(data) => (
            <ul
              aria-label={tx('routing.listLabel')}
              className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {data.items.map((form) => (
                <FormItem key={form.id} form={form} />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </main>
  );
}
