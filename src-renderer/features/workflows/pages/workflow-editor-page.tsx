import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { Workflow, WorkflowInput } from '#shared/schemas/workflows.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/workflows.ts';
import { useWorkflow } from '../api/get-workflow.ts';
import { useCreateWorkflow, useUpdateWorkflow } from '../api/save-workflow.ts';
import { WorkflowForm } from '../components/workflow-form.tsx';
import { WorkflowHistory } from '../components/workflow-history.tsx';
import { localTemplate } from '../workflow-words.ts';

const BLANK: WorkflowInput = {
  name: '',
  active: true,
  trigger: { kind: 'before_start', offsetMinutes: 60 },
  eventTypeIds: [],
  actions: [{ to: 'invitee', subject: '', body: '' }],
};

function inputOf(workflow: Workflow): WorkflowInput {
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = workflow;
  return input;
}

/** /workflows/new (?template=) and /workflows/:id: the editor, and an existing workflow's history. */
export function WorkflowEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const workflow = useWorkflow(editing ? id : undefined);
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const template = localTemplate(params.get('template'));
  const title = editing ? tx('workflows.editTitle') : tx('workflows.newTitle');
  const back = () => void navigate(paths.workflows);

  let body;
  if (!editing)
    body = (
      <WorkflowForm
        initial={template ?? BLANK}
        onCancel={back}
        onSubmit={async (input) => {
          const saved = await create.mutateAsync(input);
          toastSuccess(tx('workflows.created'));
          void navigate(paths.workflow(saved.id), { replace: true });
        }}
      />
    );
  else
    body = (
      <QueryState
        query={workflow}
        loading={<Skeleton label={tx('workflows.loading')} className="h-64" />}
        notFound={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('workflows.notFound')}</p>}
        error={tx('workflows.loadFailed')}
      >
        {(data) => (
          <WorkflowForm
            key={data.updatedAt}
            initial={inputOf(data)}
            onCancel={back}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: data.id, patch: input });
              toastSuccess(tx('workflows.saved'));
            }}
          />
        )}
      </QueryState>
    );

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <PageTitle title={title} />
      <Link
        to={paths.workflows}
        className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {tx('workflows.back')}
      </Link>
      <h1 className="mb-6 text-2xl font-semibold text-gray-900 dark:text-gray-100">{title}</h1>
      <div className="grid gap-6">
        <Card title={tx('workflows.details')}>{body}</Card>
        {editing && workflow.data && (
          <Card title={tx('workflows.history')}>
            <WorkflowHistory id={workflow.data.id} />
          </Card>
        )}
      </div>
    </main>
  );
}
