import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteInput, InviteInputSchema, type Team, TEAM_ROLE_LABELS, teamScreen } from '#shared/schemas/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { useInvites, useRevokeInvite, useSendInvite } from '../api/invites.ts';
import { RoleSelect } from './role-select.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

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
        success: { title: teamScreen.inviteSent, description: input.email },
        failure: { title: teamScreen.inviteFailed, fallback: teamScreen.inviteFailed },
        onSuccess: () => form.reset(),
      }),
    ),
  );

  return (
    <>
      <Card title={teamScreen.invite}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={teamScreen.inviteEmail}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField label={teamScreen.role}>
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
            {send.isPending ? teamScreen.inviteSending : teamScreen.inviteSend}
          </Button>
        </form>
      </Card>
      <Card title={teamScreen.pending}>
        {invites.isPending ? (
          <div
            role="status"
            aria-label={teamScreen.pending}
            className="h-12 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800"
          />
        ) : invites.isError ? (
          <LoadError onRetry={() => void invites.refetch()}>{teamScreen.teamLoadFailed}</LoadError>
        ) : invites.data.items.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{teamScreen.pendingEmpty}</p>
        ) : (
          <ul
            aria-label={teamScreen.pending}
            className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
          >
            {invites.data.items.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-6 py-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100">{invite.email}</p>
                  <p className="text-sm text-gray-500 dark:text-gray-400">
                    {TEAM_ROLE_LABELS[invite.role]} · {teamScreen.expires}{' '}
                    {dateFormat.format(new Date(invite.expiresAt))}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${teamScreen.revoke} ${invite.email}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(
                      { teamId: team.id, inviteId: invite.id },
                      feedback({
                        success: teamScreen.revoked,
                        failure: { title: teamScreen.revokeFailed, fallback: teamScreen.revokeFailed },
                      }),
                    )
                  }
                >
                  {teamScreen.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
