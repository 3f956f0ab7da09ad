import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { Team, TeamMember } from '#shared/schemas/teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { useChangeRole, useRemoveMember } from '../api/members.ts';
import { roleLabel } from './role-label.ts';
import { RoleSelect } from './role-select.tsx';

/**
 * Everyone in the team with their role. Owners and admins change roles and remove members (only an
 * owner touches an owner); anyone but the only owner may leave. The server has the last word (a team keeps an owner).
 */
export function MembersCard({ team }: { team: Team }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const isOwner = team.role === 'owner';
  const manages = team.role !== 'member';
  const self = (m: TeamMember) => m.userId === user?.id;
  const mayChange = (m: TeamMember) => manages && (isOwner || m.role !== 'owner');
  // The server refuses the last owner's leaving (a team keeps an owner): say so instead of offering it.
  const soleOwner = isOwner && team.members.filter((m) => m.role === 'owner').length === 1;

  const confirmRemove = () => {
    if (!leaving) return;
    const own = self(leaving);
    remove.mutate(
      { teamId: team.id, userId: leaving.userId },
      feedback({
        success: own ? tx('teams.left') : tx('teams.removed'),
        failure: own
          ? { title: tx('teams.leaveFailed'), fallback: tx('teams.leaveFailed') }
          : { title: tx('teams.removeFailed'), fallback: tx('teams.removeFailed') },
        onSuccess: () => (own ? navigate(paths.teams) : setLeaving(null)),
        onError: () => setLeaving(null),
      }),
    );
  };

  return (
    <Card title={tx('teams.members')} description={tx('teams.memberCount', { count: team.members.length })}>
      <ul
        aria-label={tx('teams.members')}
        className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      >
        {team.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100">
                {member.name}
                {self(member) && (
                  <span className="font-normal text-gray-500 dark:text-gray-400"> ({tx('teams.you')})</span>
                )}
              </p>
              <p className="truncate text-sm text-gray-500 dark:text-gray-400">{member.email}</p>
            </div>
            {mayChange(member) ? (
              <RoleSelect
                aria-label={tx('teams.roleOf', { name: member.name })}
                value={member.role}
                allowOwner={isOwner}
                disabled={changeRole.isPending}
                onRoleChange={(role) =>
                  changeRole.mutate(
                    { teamId: team.id, userId: member.userId, role },
                    feedback({
                      success: tx('teams.roleChanged'),
                      failure: { title: tx('teams.roleFailed'), fallback: tx('teams.roleFailed') },
                    }),
                  )
                }
              />
            ) : (
              <span className="rounded-md bg-gray-100 px-2 py-1 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                {roleLabel(member.role)}
              </span>
            )}
            {self(member) && soleOwner ? (
              <p className="basis-full text-xs text-gray-500 sm:basis-auto dark:text-gray-400">
                {tx('teams.soleOwnerStays')}
              </p>
            ) : self(member) ? (
              <Button variant="ghost" size="sm" onClick={() => setLeaving(member)}>
                {tx('teams.leave')}
              </Button>
            ) : (
              mayChange(member) && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={tx('teams.removeName', { name: member.name })}
                  onClick={() => setLeaving(member)}
                >
                  {tx('teams.remove')}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving && self(leaving) ? tx('teams.leaveTitle') : tx('teams.removeTitle')}
        description={leaving && self(leaving) ? tx('teams.leaveBody') : tx('teams.removeBody')}
        confirmText={leaving && self(leaving) ? tx('teams.leave') : tx('teams.remove')}
        cancelText={tx('teams.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
