import { ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { useTeams } from '../api/get-teams.ts';
import { NewTeamDialog } from '../components/new-team-dialog.tsx';
import { roleLabel } from '../components/role-label.ts';
import { TeamLogo } from '../components/team-logo.tsx';

/** /teams: the teams the signed-in user belongs to, and "New team" (docs/product.md#teams). */
export function TeamsPage() {
  const teams = useTeams();
  const [creating, setCreating] = useState(false);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('teams.title')} />
      <PageHeader title={tx('teams.title')} description={tx('teams.description', { slug: '{slug}' })}>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          {tx('teams.newTeam')}
        </Button>
      </PageHeader>
      <Card title={tx('teams.yourTeams')}>
        <QueryState
          query={teams}
          loading={<Skeleton label={tx('teams.loading')} className="h-24" />}
          error={tx('teams.loadFailed')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-gray-600 dark:text-gray-400">{tx('teams.empty')}</p>}
        >
          {(data) => (
            <ul
              aria-label={tx('teams.yourTeams')}
              className="-mx-6 -mb-6 divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {data.items.map((team) => (
                <li key={team.id}>
                  <Link
                    to={paths.team(team.id)}
                    className="group flex items-center gap-4 px-6 py-4 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60"
                  >
                    <TeamLogo name={team.name} logoUrl={team.logoUrl} className="size-10 text-base" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-gray-900 dark:text-gray-100">{team.name}</p>
                      <p className="truncate text-sm text-gray-500 dark:text-gray-400">
                        {paths.publicTeam(team.slug)} · {tx('teams.memberCount', { count: team.memberCount })}
                      </p>
                    </div>
                    <span className="rounded-md bg-gray-100 px-2 py-1 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                      {roleLabel(team.role)}
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-gray-400 group-hover:text-brand" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <NewTeamDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}
