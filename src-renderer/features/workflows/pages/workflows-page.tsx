import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { WORKFLOW_TEMPLATES } from '#shared/schemas/workflows.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/workflows.ts';
import { useWorkflows } from '../api/get-workflows.ts';
import { WorkflowItem } from '../components/workflow-item.tsx';
import { templateLabel, triggerLine } from '../workflow-words.ts';

/** /workflows: the host's workflows, and the templates to start a new one from. */
export function WorkflowsPage() {
  const workflows = useWorkflows();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('workflows.title')} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('workflows.title')}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('workflows.description')}</p>
        </div>
        <Link to={paths.newWorkflow()} className={buttonClass()}>
          <Plus className="h-4 w-4" aria-hidden />
          {tx('workflows.newWorkflow')}
        </Link>
      </div>
      <div className="grid gap-6">
        <Card title={tx('workflows.listLabel')}>
          <QueryState
            query={workflows}
            loading={<Skeleton label={tx('workflows.loading')} className="h-24" />}
            error={tx('workflows.loadFailed')}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('workflows.empty')}</p>}
          >
            {(data) => (
              <ul
                aria-label={tx('workflows.listLabel')}
                className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
              >
                {data.items.map((w) => (
                  <WorkflowItem key={w.id} workflow={w} />
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
        <Card title={tx('workflows.startFrom')}>
          <ul className="grid gap-3 sm:grid-cols-3">
            {WORKFLOW_TEMPLATES.map((template) => (
              <li key={template.id}>
                <Link
                  to={paths.newWorkflow(template.id)}
                  className="block h-full rounded-lg border border-gray-200 p-4 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-brand dark:border-gray-800 dark:hover:border-gray-600"
                >
                  <span className="block font-medium text-gray-900 dark:text-gray-100">{templateLabel(template)}</span>
                  <span className="mt-1 block text-sm text-gray-600 dark:text-gray-400">
                    {triggerLine(template.workflow.trigger)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </main>
  );
}
