import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ANSWER_VARIABLE_PREFIX,
  WORKFLOW_RECIPIENTS,
  WORKFLOW_VARIABLES,
  type WorkflowAction,
  type WorkflowInput,
  renderWorkflowText,
} from '#shared/schemas/workflows.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/workflows.ts';
import { recipientLabel, sampleValues } from '../workflow-words.ts';
import { selectClass } from './offset-field.tsx';

/** One action: to whom, its subject and text with the variables listed, and its live preview. */
export function ActionFields({
  index,
  action,
  register,
  errors,
  onRemove,
}: {
  index: number;
  action: Partial<WorkflowAction>;
  register: UseFormRegister<WorkflowInput>;
  errors: FieldErrors<WorkflowInput>['actions'];
  onRemove?: () => void;
}) {
  const own = errors?.[index];
  const { user } = useSession();
  // The sample booking, the signed-in host its host, with an answer to any question so a preview shows where an answer goes.
  const sample = sampleValues(user ? `${user.first_name} ${user.last_name}` : undefined);
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        {tx('workflows.emailNumber', { n: index + 1 })}
      </legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={tx('workflows.recipient')}>
          {(control) => (
            <select {...control} className={`${selectClass} w-full`} {...register(`actions.${index}.to`)}>
              {WORKFLOW_RECIPIENTS.map((to) => (
                <option key={to} value={to}>
                  {recipientLabel(to)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {action.to === 'address' && (
          <TextField
            label={tx('workflows.address')}
            type="email"
            autoComplete="off"
            error={own?.address?.message}
            {...register(`actions.${index}.address`)}
          />
        )}
      </div>
      <TextField
        label={tx('workflows.subject')}
        error={own?.subject?.message}
        {...register(`actions.${index}.subject`)}
      />
      <FormField
        label={tx('workflows.body')}
        error={own?.body?.message}
        hint={
          <>
            {tx('workflows.variablesHint')}{' '}
            {Object.keys(WORKFLOW_VARIABLES).map((name, i) => (
              <span key={name}>
                {i > 0 && ', '}
                <code className="font-mono">{`{{${name}}}`}</code>
              </span>
            ))}{' '}
            {tx('workflows.answerHint', {
              variable: `{{${ANSWER_VARIABLE_PREFIX}<${tx('workflows.questionName')}>}}`,
            })}
          </>
        }
      >
        {(control) => <Textarea {...control} rows={7} {...register(`actions.${index}.body`)} />}
      </FormField>
      <section
        aria-label={`${tx('workflows.preview')} ${index + 1}`}
        className="rounded-md bg-gray-50 p-3 dark:bg-gray-950"
      >
        <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
          {tx('workflows.preview')}
        </h3>
        <p className="mt-2 text-sm font-semibold break-words text-gray-900 dark:text-gray-100">
          {renderWorkflowText(action.subject ?? '', sample, 'subject')}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300">
          {renderWorkflowText(action.body ?? '', sample, 'body')}
        </p>
      </section>
      {onRemove && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden />
            {tx('workflows.removeEmail')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
