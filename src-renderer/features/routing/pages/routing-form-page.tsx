import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type RoutingForm } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useEventTypeChoices } from '../api/get-event-types.ts';
import { useRoutingForm } from '../api/get-routing-form.ts';
import { useDeleteRoutingForm } from '../api/save-routing-form.ts';
import { ResponsesList } from '../components/responses-list.tsx';
import { RoutingFormEditor } from '../components/routing-form-editor.tsx';

type Tab = 'form' | 'responses';
/** The builder's two tabs, named in the host's language (read while rendering). */
const tabs = () =>
  [
    { value: 'form', label: tx('routing.formTab'), id: 'routing-tab-form', panelId: 'routing-panel-form' },
    {
      value: 'responses',
      label: tx('routing.responses'),
      id: 'routing-tab-responses',
      panelId: 'routing-panel-responses',
    },
  ] as const;

function DeleteForm({ form }: { form: RoutingForm }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRoutingForm();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {tx('routing.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={tx('routing.deleteTitle')}
        description={tx('routing.deleteConfirm')}
        confirmText={tx('routing.delete')}
        cancelText={tx('routing.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            form.id,
            feedback({
              success: tx('routing.deleted'),
              failure: { title: tx('routing.deleteFailed'), fallback: tx('routing.deleteFailed') },
              onSuccess: () => void navigate(paths.routing),
            }),
          )
        }
      />
    </>
  );
}

/** /routing/:id: a routing form's builder and its responses; /routing/new makes one. */
export function RoutingFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const form = useRoutingForm(isNew ? undefined : id);
  const { isPending: choicesPending, choices } = useEventTypeChoices();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'responses' && !isNew ? 'responses' : 'form';
  const tabList = tabs();
  const title = isNew ? tx('routing.newForm') : (form.data?.name ?? tx('routing.title'));

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <PageTitle title={title} />
      <Link
        to={paths.routing}
        className="mb-4 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {tx('routing.title')}
      </Link>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold break-words text-gray-900 dark:text-gray-100">{title}</h1>
        {form.data && (
          <div className="flex flex-wrap gap-2">
            <a
              href={form.data.publicPath}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'secondary' })}
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              {tx('routing.open')}
            </a>
            <DeleteForm form={form.data} />
          </div>
        )}
      </div>
      {!isNew && form.isPending ? (
        <div
          role="status"
          aria-label={tx('routing.loading')}
          className="h-64 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800"
        />
      ) : !isNew && form.isError ? (
        <LoadError onRetry={() => void form.refetch()}>{tx('routing.formLoadFailed')}</LoadError>
      ) : choicesPending ? (
        <div
          role="status"
          aria-label={tx('routing.loading')}
          className="h-64 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800"
        />
      ) : (
        <>
          {!isNew && (
            <div className="mb-6">
              <TabList
                label={tx('routing.tabsLabel')}
                tabs={tabList}
                value={tab}
                onChange={(next) => setParams(next === 'form' ? {} : { tab: next }, { replace: true })}
              />
            </div>
          )}
          <div
            role={isNew ? undefined : 'tabpanel'}
            id={tabList.find((x) => x.value === tab)!.panelId}
            aria-labelledby={isNew ? undefined : tabList.find((x) => x.value === tab)!.id}
          >
            {tab === 'responses' && form.data ? (
              <ResponsesList formId={form.data.id} />
            ) : (
              <RoutingFormEditor key={form.data?.updatedAt ?? 'new'} form={form.data ?? null} eventTypes={choices} />
            )}
          </div>
        </>
      )}
    </main>
  );
}
