import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import {
  MAX_WORKFLOW_ACTIONS,
  WORKFLOW_TRIGGERS,
  type WorkflowInput,
  WorkflowInputSchema,
  isTimed,
} from '#shared/schemas/workflows.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/workflows.ts';
import { triggerLabel } from '../workflow-words.ts';
import { ActionFields } from './action-fields.tsx';
import { EventTypesField } from './event-types-field.tsx';
import { OffsetField, selectClass } from './offset-field.tsx';

const NEW_ACTION = { to: 'invitee', subject: '', body: '' } as const;

/** A refusal's sentences by path (`actions.0.body`), when the server named the fields. */
function fieldsOf(error: ApiError): Record<string, string> {
  try {
    const body = JSON.parse(error.body) as { fields?: Record<string, string> };
    return body.fields ?? {};
  } catch {
    return {};
  }
}

/**
 * A workflow's editor: name, trigger, event types and emails, checked by the same schema as the API
 * (unknown variables are named beside their field); each email shows a live preview.
 */
export function WorkflowForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: WorkflowInput;
  onSubmit: (input: WorkflowInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const formId = useId();
  const form = useForm<WorkflowInput>({ resolver: zodResolver(WorkflowInputSchema), defaultValues: initial });
  const { register, handleSubmit, setError, setValue, watch, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const actions = useFieldArray({ control, name: 'actions' });
  const trigger = watch('trigger');
  const watchedActions = watch('actions');

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const fields = error instanceof ApiError ? fieldsOf(error) : {};
      for (const [path, message] of Object.entries(fields))
        setError(path as Path<WorkflowInput>, { message }, { shouldFocus: true });
      if (Object.keys(fields).length === 0)
        setError('root', {
          message: (error instanceof ApiError && error.serverError) || tx('workflows.tryAgain'),
        });
    }
  });

  return (
    <form noValidate aria-label={tx('workflows.save')} onSubmit={(event) => void submit(event)} className="grid gap-6">
      <TextField label={tx('workflows.name')} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={tx('workflows.trigger')}>
          {(props) => (
            <select
              {...props}
              className={`${selectClass} w-full`}
              value={trigger.kind}
              onChange={(event) => {
                const kind = event.target.value as WorkflowInput['trigger']['kind'];
                setValue('trigger', isTimed(kind) ? { kind, offsetMinutes: trigger.offsetMinutes ?? 60 } : { kind }, {
                  shouldDirty: true,
                });
              }}
            >
              {WORKFLOW_TRIGGERS.map((kind) => (
                <option key={kind} value={kind}>
                  {triggerLabel(kind)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isTimed(trigger.kind) && (
          <OffsetField
            minutes={trigger.offsetMinutes}
            error={errors.trigger?.offsetMinutes?.message}
            onChange={(minutes) =>
              setValue('trigger', { kind: trigger.kind, offsetMinutes: minutes }, { shouldDirty: true })
            }
          />
        )}
      </div>
      <EventTypesField
        value={watch('eventTypeIds') ?? []}
        onChange={(ids) => setValue('eventTypeIds', ids, { shouldDirty: true })}
        error={errors.eventTypeIds?.message}
      />
      <div className="grid gap-4">
        <h2 className="text-sm font-medium text-gray-800 dark:text-gray-200">{tx('workflows.emails')}</h2>
        {actions.fields.map((field, index) => (
          <ActionFields
            key={field.id}
            index={index}
            action={watchedActions[index] ?? NEW_ACTION}
            register={register}
            errors={errors.actions}
            onRemove={actions.fields.length > 1 ? () => actions.remove(index) : undefined}
          />
        ))}
        <FieldError id={`${formId}-actions`}>{errors.actions?.root?.message ?? errors.actions?.message}</FieldError>
        {actions.fields.length < MAX_WORKFLOW_ACTIONS && (
          <div>
            <Button variant="secondary" size="sm" onClick={() => actions.append({ ...NEW_ACTION })}>
              <Plus className="h-4 w-4" aria-hidden />
              {tx('workflows.addEmail')}
            </Button>
          </div>
        )}
      </div>
      <FieldError id={`${formId}-error`}>{errors.root?.message}</FieldError>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {tx('workflows.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? tx('workflows.saving') : tx('workflows.save')}
        </Button>
      </div>
    </form>
  );
}
