import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENTS, type WebhookInput, WebhookInputSchema } from '#shared/schemas/webhooks.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/settings.ts';

export interface WebhookFormProps {
  initial?: WebhookInput;
  submitText: string;
  /** Saves; a refusal from the server (an ApiError) is shown in the form. */
  onSubmit: (input: WebhookInput) => Promise<unknown>;
  onCancel?: () => void;
}

const blank: WebhookInput = { url: '', events: [...WEBHOOK_EVENTS] };

/** A webhook's URL and events, checked by the same schema as the API; the server's words where it refuses. */
export function WebhookForm({ initial = blank, submitText, onSubmit, onCancel }: WebhookFormProps) {
  const ids = { events: useId(), form: useId() };
  const { register, handleSubmit, setError, reset, formState } = useForm<WebhookInput>({
    resolver: zodResolver(WebhookInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (!onCancel) reset(blank);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverError : undefined;
      // Past the shared schema, a 400 is about the address (https, public); anything else is the form's.
      if (error instanceof ApiError && error.status === 400 && message)
        setError('url', { message }, { shouldFocus: true });
      else setError('root', { message: message ?? tx('settings.webhooks.saveFailed') });
    }
  });

  return (
    <form noValidate aria-label={submitText} onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={tx('settings.webhooks.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/hooks/kairos"
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset
        className="grid gap-2"
        aria-invalid={Boolean(errors.events)}
        aria-describedby={errors.events ? `${ids.events}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
          {tx('settings.webhooks.events')}
        </legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              value={event}
              className="h-4 w-4 rounded border-gray-300 accent-brand dark:border-gray-600"
              {...register('events')}
            />
            {tx(`settings.webhooks.event.${event}`)}
          </label>
        ))}
        <FieldError id={`${ids.events}-error`}>{errors.events?.message}</FieldError>
      </fieldset>
      <FieldError id={`${ids.form}-error`}>{errors.root?.message}</FieldError>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
            {tx('settings.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? tx('settings.saving') : submitText}
        </Button>
      </div>
    </form>
  );
}
