import { ArrowLeft, CalendarRange, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { publicOrigin } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/teams.ts';
import { useTeam } from '../api/get-team.ts';
import { useDeleteTeam } from '../api/save-team.ts';
import { InvitesCard } from '../components/invites-card.tsx';
import { MembersCard } from '../components/members-card.tsx';
import { TeamLogo } from '../components/team-logo.tsx';
import { TeamSettingsCard } from '../components/team-settings-card.tsx';

/** /teams/:id: a team's settings, members and invitations, by the caller's role (docs/product.md#teams). */
export function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <Link
        to={paths.teams}
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-400 dark:hover:text-gray-100"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {tx('teams.title')}
      </Link>
      {/* A team that could not be read leaves the tab named after the list it came from. */}
      {team.isError && <PageTitle title={tx('teams.title')} />}
      <QueryState
        query={team}
        loading={<SkeletonStack label={tx('teams.loading')} blocks={['h-16', 'h-64']} className="grid gap-6" />}
        notFound={
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {tx('teams.notFound')}
          </p>
        }
        error={tx('teams.teamLoadFailed')}
      >
        {(data) => <TeamDetails team={data} />}
      </QueryState>
    </main>
  );
}

function TeamDetails({ team }: { team: Team }) {
  const manages = team.role !== 'member';
  return (
    <>
      <PageTitle title={team.name} />
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} className="size-14 text-xl" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
            {team.name}
          </h1>
          <p className="text-sm text-gray-500 dark:text-gray-400">{paths.publicTeam(team.slug)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`${paths.team(team.id)}/event-types`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <CalendarRange className="size-4" aria-hidden />
            {tx('teams.eventTypes')}
          </Link>
          <a
            href={`${publicOrigin()}${paths.publicTeam(team.slug)}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <ExternalLink className="size-4" aria-hidden />
            {tx('teams.publicPage')}
          </a>
        </div>
      </header>
      <div className="grid gap-6">
        {manages && <TeamSettingsCard team={team} />}
        <MembersCard team={team} />
        {manages && <InvitesCard team={team} />}
        {team.role === 'owner' && <DeleteTeamCard team={team} />}
      </div>
    </>
  );
}

function DeleteTeamCard({ team }: { team: Team }) {
  const navigate = useNavigate();
  const remove = useDeleteTeam();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={tx('teams.dangerZone')} description={tx('teams.deleteBody')} tone="danger">
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        {tx('teams.deleteTeam')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tx('teams.deleteTitle')}
        description={tx('teams.deleteBody')}
        confirmText={tx('teams.deleteTeam')}
        cancelText={tx('teams.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            team.id,
            feedback({
              success: tx('teams.deleted'),
              failure: { title: tx('teams.deleteFailed'), fallback: tx('teams.deleteFailed') },
              onSuccess: () => navigate(paths.teams),
              onError: () => setConfirming(false),
            }),
          )
        }
      />
    </Card>
  );
}
