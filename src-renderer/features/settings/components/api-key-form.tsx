import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  API_KEY_EXPIRIES,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyInput,
  ApiKeyInputSchema,
} from '#shared/schemas/api-keys.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { FieldError, selectClass } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/developer.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useManagedTeams } from '../api/get-managed-teams.ts';

const blank: ApiKeyInput = { name: '', scopes: [], expiresInDays: 90 };
const EXPIRIES = [...API_KEY_EXPIRIES, null] as const;

/** A new key's name, expiry, scopes and (for a team's owner or admin) team: the API's own schema checks it. */
export function ApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: ApiKeyCreated, name: string) => void;
  onCancel: () => void;
}) {
  const ids = { expiry: useId(), scopes: useId(), form: useId() };
  const create = useCreateApiKey();
  const teams = useManagedTeams();
  const { register, control, handleSubmit, setError, formState } = useForm<ApiKeyInput>({
    resolver: zodResolver(ApiKeyInputSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      onCreated(await create.mutateAsync(input), input.name);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverError : undefined;
      setError('root', { message: message ?? tx('developer.createFailed') });
    }
  });

  return (
    <form
      noValidate
      aria-label={tx('developer.createTitle')}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <TextField
        label={tx('developer.name')}
        autoComplete="off"
        placeholder={tx('developer.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="expiresInDays"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend id={ids.expiry} className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
              {tx('developer.expiry')}
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {EXPIRIES.map((days) => (
                <label key={String(days)} className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === days}
                    onChange={() => field.onChange(days)}
                    className="h-4 w-4 accent-brand"
                  />
                  {tx(days === null ? 'developer.expiry.never' : `developer.expiry.${days}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <fieldset
        className="grid gap-2"
        aria-invalid={Boolean(errors.scopes)}
        aria-describedby={errors.scopes ? `${ids.scopes}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{tx('developer.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              value={scope}
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-gray-300 accent-brand dark:border-gray-600"
              {...register('scopes')}
            />
            <span>
              {tx(`developer.scope.${scope}`)}{' '}
              <code className="text-xs whitespace-nowrap text-gray-500 dark:text-gray-400">{scope}</code>
            </span>
          </label>
        ))}
        <FieldError id={`${ids.scopes}-error`}>{errors.scopes?.message}</FieldError>
      </fieldset>
      {teams.data && teams.data.length > 0 && (
        <FormField label={tx('developer.actsFor')}>
          {(field) => (
            <select
              {...field}
              className={selectClass}
              {...register('teamId', { setValueAs: (value: string) => value || undefined })}
            >
              <option value="">{tx('developer.personal')}</option>
              {teams.data.map((team) => (
                <option key={team.id} value={team.id}>
                  {tx('developer.team', { team: team.name })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FieldError id={`${ids.form}-error`}>{errors.root?.message}</FieldError>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {tx('developer.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? tx('developer.creating') : tx('developer.create')}
        </Button>
      </div>
    </form>
  );
}
