import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { slugify } from '#shared/slug.ts';
import { type CreateTeam, type CreateTeamInput, CreateTeamSchema } from '#shared/schemas/teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/teams.ts';
import { useCreateTeam } from '../api/save-team.ts';
import { LogoPicker } from './logo-picker.tsx';

/** "New team": name, URL (made from the name until typed), optional logo; opens the team when made. */
export function NewTeamDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [slugTyped, setSlugTyped] = useState(false);
  const form = useForm<CreateTeamInput, unknown, CreateTeam>({
    resolver: zodResolver(CreateTeamSchema),
    defaultValues: { name: '', slug: '' },
  });
  const { errors } = form.formState;
  const logo = form.watch('logo');
  const name = form.watch('name');

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setSlugTyped(false);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      values,
      feedback({
        success: tx('teams.created'),
        failure: { title: tx('teams.createFailed'), fallback: tx('teams.createFailed') },
        onSuccess: (team) => {
          close(false);
          navigate(paths.team(team.id));
        },
      }),
    ),
  );

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTyped) form.setValue('slug', slugify(event.target.value).slice(0, 40));
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugTyped(true) });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={tx('teams.newTeam')} description={tx('teams.description', { slug: '{slug}' })}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField label={tx('teams.name')} autoComplete="off" error={errors.name?.message} {...nameField} />
          <TextField
            label={tx('teams.slug')}
            hint={tx('teams.slugHintWithUrl', { slug: form.watch('slug') || '…' })}
            autoComplete="off"
            error={errors.slug?.message}
            {...slugField}
          />
          <div className="space-y-1.5">
            <span className="text-sm font-medium text-gray-900 dark:text-gray-100">{tx('teams.logo')}</span>
            <LogoPicker
              name={name}
              logoUrl={logo ?? null}
              onPick={(dataUrl) => form.setValue('logo', dataUrl)}
              onRemove={() => form.setValue('logo', undefined)}
              busy={create.isPending}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
              {tx('teams.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? tx('teams.creating') : tx('teams.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
