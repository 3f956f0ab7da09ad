import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TeamEventType,
  type TeamEventTypeWrite,
  TeamEventTypeWriteSchema,
  type TeamEventTypeWriteValues,
  type TeamHostInput,
  type TeamMemberOption,
} from '#shared/schemas/team-event-types.ts';
import { paths } from '#shared/routes.ts';
import { slugify } from '#shared/slug.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { FieldError, Input, PrefixedField, Textarea } from '@/components/ui/input.tsx';
import { ApiError, publicOrigin } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/teams.ts';
import { HostPicker } from './host-picker.tsx';

const blank: TeamEventTypeWriteValues = {
  name: '',
  slug: '',
  description: '',
  duration: 30,
  schedulingType: 'round_robin',
  hosts: [],
};

const valuesOf = (e: TeamEventType): TeamEventTypeWriteValues => ({
  name: e.name,
  slug: e.slug,
  description: e.description,
  duration: e.duration,
  schedulingType: e.schedulingType,
  hosts: e.hosts.map(({ userId, weight, priority, fixed }) => ({ userId, weight, priority, fixed })),
});

/** A team event type's name, URL, description, length, kind and hosts, checked by the API's own schema. */
export function TeamEventTypeForm({
  teamSlug,
  members,
  initial,
  onSubmit,
  onCancel,
}: {
  teamSlug: string;
  members: TeamMemberOption[];
  initial?: TeamEventType;
  onSubmit: (input: TeamEventTypeWrite) => Promise<unknown>;
  onCancel: () => void;
}) {
  const ids = { hosts: useId(), kind: useId(), form: useId() };
  const form = useForm<TeamEventTypeWriteValues, unknown, TeamEventTypeWrite>({
    resolver: zodResolver(TeamEventTypeWriteSchema),
    defaultValues: initial ? valuesOf(initial) : blank,
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  // Every host the picker adds has its weight, priority and fixed set.
  const hosts = watch('hosts') as TeamHostInput[];
  const roundRobin = watch('schedulingType') === 'round_robin';
  const publicPath = paths.publicTeamEventType(teamSlug, watch('slug'));
  // The slug follows the title until it is edited by hand, as in the personal event type dialog.
  const slugTouched = useRef(Boolean(initial));
  const nameField = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched.current) setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      slugTouched.current = true;
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverError : undefined;
      setError('root', { message: message ?? tx('teams.eventTypes.saveFailed') });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={tx('teams.eventTypes.nameLabel')}
        autoComplete="off"
        error={errors.name?.message}
        {...nameField}
      />
      <FormField
        label={tx('teams.eventTypes.slugLabel')}
        hint={tx('teams.eventTypes.publicLink', { url: `${publicOrigin()}${publicPath}` })}
        error={errors.slug?.message}
      >
        {(control) => (
          <PrefixedField prefix={paths.publicTeam(teamSlug)} end="/">
            <Input
              autoComplete="off"
              spellCheck={false}
              className="min-w-0 flex-1 rounded-l-none"
              {...control}
              {...slugField}
            />
          </PrefixedField>
        )}
      </FormField>
      <FormField label={tx('teams.eventTypes.descriptionLabel')} error={errors.description?.message}>
        {(control) => <Textarea rows={3} className="min-h-20!" {...control} {...register('description')} />}
      </FormField>
      <TextField
        label={tx('teams.eventTypes.durationLabel')}
        type="number"
        inputMode="numeric"
        error={errors.duration?.message}
        {...register('duration', { valueAsNumber: true })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
          {tx('teams.eventTypes.kind')}
        </legend>
        {(
          [
            ['round_robin', tx('teams.eventTypes.roundRobin'), tx('teams.eventTypes.roundRobinHint')],
            ['collective', tx('teams.eventTypes.collective'), tx('teams.eventTypes.collectiveHint')],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200">
            <input type="radio" value={value} className="mt-0.5 h-4 w-4 accent-brand" {...register('schedulingType')} />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-gray-600 dark:text-gray-400">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <HostPicker
        members={members}
        hosts={hosts}
        roundRobin={roundRobin}
        error={errors.hosts?.message ?? errors.hosts?.root?.message}
        errorId={`${ids.hosts}-error`}
        onChange={(next) => setValue('hosts', next, { shouldValidate: isSubmitted, shouldDirty: true })}
      />
      <FieldError id={`${ids.form}-error`}>{errors.root?.message}</FieldError>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {tx('teams.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? tx('teams.eventTypes.saving')
            : initial
              ? tx('teams.eventTypes.save')
              : tx('teams.eventTypes.create')}
        </Button>
      </div>
    </form>
  );
}
