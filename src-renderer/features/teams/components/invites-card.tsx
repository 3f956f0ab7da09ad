import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteInput, InviteInputSchema, type Team } from '#shared/schemas/teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { useInvites, useRevokeInvite, useSendInvite } from '../api/invites.ts';
import { roleLabel } from './role-label.ts';
import { RoleSelect } from './role-select.tsx';

/** Invite by email (owners and admins; only an owner invites an owner), and the invitations still waiting. */
export function InvitesCard({ team }: { team: Team }) {
  const send = useSendInvite();
  const revoke = useRevokeInvite();
  const invites = useInvites(team.id);
  const form = useForm<InviteInput>({
    resolver: zodResolver(InviteInputSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(
      { teamId: team.id, input },
      feedback({
        success: { title: tx('teams.inviteSent'), description: input.email },
        failure: { title: tx('teams.inviteFailed'), fallback: tx('teams.inviteFailed') },
        onSuccess: () => form.reset(),
      }),
    ),
  );

  return (
    <>
      <Card title={tx('teams.invite')}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={tx('teams.inviteEmail')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField label={tx('teams.role')}>
            {(control) => (
              <RoleSelect
                {...control}
                className="h-10 w-full sm:w-36"
                value={form.watch('role')}
                onRoleChange={(role) => form.setValue('role', role)}
                allowOwner={team.role === 'owner'}
              />
            )}
          </FormField>
          <Button type="submit" className="sm:mt-6" disabled={send.isPending}>
            {send.isPending ? tx('teams.inviteSending') : tx('teams.inviteSend')}
          </Button>
        </form>
      </Card>
      <Card title={tx('teams.pending')}>
        <QueryState
          query={invites}
          loading={<Skeleton label={tx('teams.pending')} className="h-12" />}
          error={tx('teams.teamLoadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('teams.pendingEmpty')}</p>}
        >
          {(data) => (
            <ul
              aria-label={tx('teams.pending')}
              className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {data.items.map((invite) => (
                <li key={invite.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-6 py-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100">{invite.email}</p>
                    <p className="text-sm text-gray-500 dark:text-gray-400">
                      {roleLabel(invite.role)} ·{' '}
                      {tx('teams.expires', {
                        date: new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(
                          new Date(invite.expiresAt),
                        ),
                      })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={tx('teams.revokeEmail', { email: invite.email })}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { teamId: team.id, inviteId: invite.id },
                        feedback({
                          success: tx('teams.revoked'),
                          failure: { title: tx('teams.revokeFailed'), fallback: tx('teams.revokeFailed') },
                        }),
                      )
                    }
                  >
                    {tx('teams.revoke')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </>
  );
}
