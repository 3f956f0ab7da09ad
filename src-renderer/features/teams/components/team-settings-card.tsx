import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Team, type UpdateTeam, type UpdateTeamInput, UpdateTeamSchema } from '#shared/schemas/teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/teams.ts';
import { useUpdateTeam } from '../api/save-team.ts';
import { LogoPicker } from './logo-picker.tsx';

/** Name, URL and logo, for owners and admins. A logo is saved as soon as it is picked or removed. */
export function TeamSettingsCard({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const form = useForm<UpdateTeamInput, unknown, UpdateTeam>({
    resolver: zodResolver(UpdateTeamSchema),
    values: { name: team.name, slug: team.slug },
  });
  const { errors, isDirty } = form.formState;
  const save = (patch: UpdateTeam) =>
    update.mutate(
      { id: team.id, patch },
      feedback({
        success: tx('teams.saved'),
        failure: { title: tx('teams.saveFailed'), fallback: tx('teams.saveFailed') },
      }),
    );

  return (
    <Card title={tx('teams.settings')}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
        <LogoPicker
          name={team.name}
          logoUrl={team.logoUrl}
          onPick={(logo) => save({ logo })}
          onRemove={() => save({ logo: null })}
          busy={update.isPending}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={tx('teams.name')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={tx('teams.slug')}
            hint={tx('teams.slugHint')}
            autoComplete="off"
            error={errors.slug?.message}
            {...form.register('slug')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? tx('teams.saving') : tx('teams.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
