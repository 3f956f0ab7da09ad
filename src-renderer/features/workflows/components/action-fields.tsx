import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  SAMPLE_WORKFLOW_VALUES,
  WORKFLOW_RECIPIENTS,
  WORKFLOW_RECIPIENT_LABELS,
  WORKFLOW_VARIABLES,
  type WorkflowAction,
  type WorkflowInput,
  renderWorkflowText,
  workflowScreen,
} from '#shared/schemas/workflows.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { selectClass } from './offset-field.tsx';

/** The sample booking's answer to any question, so a preview shows where an answer goes. */
const SAMPLE = {
  ...SAMPLE_WORKFLOW_VALUES,
  answers: new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? `(answer to “${name}”)` : undefined) }),
};

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
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        {workflowScreen.emailNumber(index + 1)}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={workflowScreen.recipient}>
          {(control) => (
            <select {...control} className={`${selectClass} w-full`} {...register(`actions.${index}.to`)}>
              {WORKFLOW_RECIPIENTS.map((to) => (
                <option key={to} value={to}>
                  {WORKFLOW_RECIPIENT_LABELS[to]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {action.to === 'address' && (
          <TextField
            label={workflowScreen.address}
            type="email"
            autoComplete="off"
            error={own?.address?.message}
            {...register(`actions.${index}.address`)}
          />
        )}
      </div>
      <TextField
        label={workflowScreen.subject}
        error={own?.subject?.message}
        {...register(`actions.${index}.subject`)}
      />
      <FormField
        label={workflowScreen.body}
        error={own?.body?.message}
        hint={
          <>
            {workflowScreen.variablesHint}{' '}
            {Object.keys(WORKFLOW_VARIABLES).map((name, i) => (
              <span key={name}>
                {i > 0 && ', '}
                <code className="font-mono">{`{{${name}}}`}</code>
              </span>
            ))}{' '}
            {workflowScreen.answerHint}
          </>
        }
      >
        {(control) => <Textarea {...control} rows={7} {...register(`actions.${index}.body`)} />}
      </FormField>
      <section
        aria-label={`${workflowScreen.preview} ${index + 1}`}
        className="rounded-md bg-gray-50 p-3 dark:bg-gray-950"
      >
        <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
          {workflowScreen.preview}
        </h3>
        <p className="mt-2 text-sm font-semibold break-words text-gray-900 dark:text-gray-100">
          {renderWorkflowText(action.subject ?? '', SAMPLE, 'subject')}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300">
          {renderWorkflowText(action.body ?? '', SAMPLE, 'body')}
        </p>
      </section>
      {onRemove && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden />
            {workflowScreen.removeEmail}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
