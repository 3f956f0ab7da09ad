import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_EVENT_DURATION, MAX_EVENT_DURATION, MIN_EVENT_DURATION } from '#shared/constants.ts';
import {
  type EventType,
  type EventTypeFormValues,
  type EventTypeInput,
  EventTypeInputSchema,
} from '#shared/schemas/event-types.ts';
import { slugify } from '#shared/slug.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Input, PrefixedField, Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateEventType } from '../api/create-event-type.ts';
import { useUpdateEventType } from '../api/update-event-type.ts';
import { toastFailure, toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/event-types.ts';

const emptyValues: EventTypeFormValues = { name: '', slug: '', description: '', duration: DEFAULT_EVENT_DURATION };

export interface EventTypeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event type to edit (docs/product.md#edit-duplicate-delete); without it the dialog creates a new one. */
  eventType?: EventType | null;
  username: string | null;
}

/** Create New Event Type, and the same form for editing (one schema for both, and for the API). */
export function EventTypeFormDialog({ open, onOpenChange, eventType, username }: EventTypeFormDialogProps) {
  const editing = Boolean(eventType);
  const create = useCreateEventType();
  const update = useUpdateEventType();
  const pending = create.isPending || update.isPending;
  // The slug follows the name until the person edits the slug themselves (docs/product.md#event-types-screen).
  const slugTouched = useRef(false);

  const form = useForm<EventTypeFormValues, unknown, EventTypeInput>({
    resolver: zodResolver(EventTypeInputSchema),
    defaultValues: emptyValues,
  });
  const { register, handleSubmit, reset, setValue, setError, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    slugTouched.current = editing;
    reset(
      eventType
        ? {
            name: eventType.name,
            slug: eventType.slug,
            description: eventType.description,
            duration: eventType.duration,
          }
        : emptyValues,
    );
  }, [open, eventType, editing, reset]);

  const nameField = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched.current)
        setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      slugTouched.current = true;
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (eventType) {
        await update.mutateAsync({ id: eventType.id, input });
        toastSuccess(tx('eventTypes.updated'));
      } else {
        await create.mutateAsync(input);
        toastSuccess(tx('eventTypes.created'));
      }
      reset(emptyValues);
      onOpenChange(false);
    } catch (error) {
      // A taken slug is the one failure the person can fix here: say so beside the field too.
      if (error instanceof ApiError && error.status === 409 && error.serverError) {
        setError('slug', { message: error.serverError }, { shouldFocus: true });
      }
      toastFailure({
        title: tx('eventTypes.error'),
        description: editing ? tx('eventTypes.updateFailed') : tx('eventTypes.createFailed'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={editing ? tx('eventTypes.editTitle') : tx('eventTypes.createTitle')}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            label={tx('eventTypes.eventName')}
            autoComplete="off"
            placeholder={tx('eventTypes.namePlaceholder')}
            error={errors.name?.message}
            {...nameField}
          />
          <FormField label={tx('eventTypes.urlSlug')} error={errors.slug?.message}>
            {(control) => (
              <PrefixedField prefix={username ? `/${username}` : ''} end="/">
                <Input autoComplete="off" className="min-w-0 flex-1 rounded-l-none" {...control} {...slugField} />
              </PrefixedField>
            )}
          </FormField>
          <FormField label={tx('eventTypes.descriptionOptional')} error={errors.description?.message}>
            {(control) => <Textarea rows={3} className="min-h-20!" {...control} {...register('description')} />}
          </FormField>
          <TextField
            label={tx('eventTypes.durationMinutes')}
            type="number"
            inputMode="numeric"
            min={MIN_EVENT_DURATION}
            max={MAX_EVENT_DURATION}
            step={1}
            error={errors.duration?.message}
            {...register('duration', { valueAsNumber: true })}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {tx('eventTypes.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {editing
                ? pending
                  ? tx('eventTypes.saving')
                  : tx('eventTypes.saveChanges')
                : pending
                  ? tx('eventTypes.creating')
                  : tx('eventTypes.createEventType')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
