import { ChevronDown, Copy, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { WORKFLOW_NAME_MAX_LENGTH, type Workflow } from '#shared/schemas/workflows.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { OnOffBadge } from '@/components/ui/on-off-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/workflows.ts';
import { recipientLabel, triggerLine } from '../workflow-words.ts';
import { useCreateWorkflow, useDeleteWorkflow, useUpdateWorkflow } from '../api/save-workflow.ts';
import { WorkflowHistory } from './workflow-history.tsx';

/** One workflow: its name, when and to whom; on/off, edit, duplicate, delete, and its history. */
export function WorkflowItem({ workflow }: { workflow: Workflow }) {
  const update = useUpdateWorkflow();
  const create = useCreateWorkflow();
  const remove = useDeleteWorkflow();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const tryAgain = { title: tx('workflows.error'), fallback: tx('workflows.tryAgain') };
  const active =
    update.isPending && update.variables.patch.active !== undefined ? update.variables.patch.active : workflow.active;
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = workflow;

  return (
    <li aria-label={workflow.name} className="px-5 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words text-gray-900 dark:text-gray-100">{workflow.name}</p>
            <OnOffBadge on={workflow.active}>
              {workflow.active ? tx('workflows.active') : tx('workflows.off')}
            </OnOffBadge>
          </div>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {triggerLine(workflow.trigger)} ·{' '}
            {[...new Set(workflow.actions.map((a) => recipientLabel(a.to)))].join(', ')}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch
            checked={active}
            disabled={update.isPending}
            label={tx('workflows.activeNamed', { name: workflow.name })}
            onChange={(next) =>
              update.mutate({ id: workflow.id, patch: { active: next } }, feedback({ failure: tryAgain }))
            }
          />
          <Link
            to={paths.workflow(workflow.id)}
            aria-label={tx('workflows.editNamed', { name: workflow.name })}
            className={buttonClass({ variant: 'ghost', size: 'icon' })}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            aria-label={tx('workflows.duplicateNamed', { name: workflow.name })}
            disabled={create.isPending}
            onClick={() =>
              create.mutate(
                {
                  ...input,
                  name: tx('workflows.copyName', { name: workflow.name }).slice(0, WORKFLOW_NAME_MAX_LENGTH),
                },
                feedback({ success: tx('workflows.duplicated'), failure: tryAgain }),
              )
            }
          >
            <Copy className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={tx('workflows.removeNamed', { name: workflow.name })}
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden />
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-expanded={showHistory}
        aria-controls={historyId}
        onClick={() => setShowHistory((v) => !v)}
        className="mt-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:text-white"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', showHistory && 'rotate-180')} aria-hidden />
        {tx('workflows.history')}
      </button>
      {showHistory && (
        <div id={historyId} className="mt-2">
          <WorkflowHistory id={workflow.id} />
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={tx('workflows.deleteTitle')}
        description={tx('workflows.deleteDescription')}
        confirmText={tx('workflows.remove')}
        cancelText={tx('workflows.confirmCancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            workflow.id,
            feedback({
              success: tx('workflows.deleted'),
              failure: tryAgain,
              onSuccess: () => setConfirmDelete(false),
            }),
          )
        }
      />
    </li>
  );
}
