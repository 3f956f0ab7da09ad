import { CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { teamScreen } from '#shared/schemas/teams.ts';
import { EventTypeLinkCard } from '../../../components/event-type-link-card.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PublicFrame } from '../../../components/ui/public-frame.tsx';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePublicTeam } from '../api/get-public-team.ts';
import { TeamLogo } from '../components/team-logo.tsx';

const SCHEDULING_LABELS = { collective: 'With the whole team', round_robin: 'With one of the team' } as const;

/** /team/{slug}: public, no sign-in; the team's visible event types (docs/product.md#team-page). */
export function PublicTeamPage() {
  const { slug = '' } = useParams();
  const team = usePublicTeam(slug);

  if (team.isPending) {
    return (
      <PublicFrame mainClassName="max-w-2xl px-4 py-12 sm:py-16">
        <div role="status" aria-label="Loading" className="flex flex-col items-center gap-4">
          <div className="size-24 animate-pulse rounded-2xl bg-gray-200 dark:bg-gray-800" />
          <div className="h-6 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          <div className="mt-6 h-24 w-full animate-pulse rounded-xl bg-gray-200 dark:bg-gray-800" />
        </div>
      </PublicFrame>
    );
  }
  if (team.isError) {
    const missing = team.error instanceof ApiError && team.error.status === 404;
    const title = missing ? teamScreen.publicNotFoundTitle : 'Something went wrong';
    return (
      <>
        <PageTitle title={title} />
        <StatusPage
          icon={<CalendarX className="size-6" />}
          title={title}
          text={missing ? teamScreen.publicNotFound(slug) : 'This page could not be loaded. Please try again later.'}
        >
          <Link to={paths.home} className={buttonClass()}>
            Go to Kairos
          </Link>
        </StatusPage>
      </>
    );
  }

  const { name, logoUrl, eventTypes } = team.data;
  return (
    <PublicFrame mainClassName="max-w-2xl px-4 py-12 sm:py-16">
      <PageTitle title={name} />
      <div className="flex flex-col items-center text-center">
        <TeamLogo
          name={name}
          logoUrl={logoUrl}
          className="size-24 rounded-2xl text-3xl shadow-sm ring-4 ring-white dark:ring-gray-900"
        />
        <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">{name}</h1>
      </div>
      <section aria-label="Event types" className="mt-8">
        {eventTypes.length > 0 ? (
          <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {eventTypes.map((eventType) => (
              <EventTypeLinkCard
                key={eventType.slug}
                to={paths.publicTeamEventType(team.data.slug, eventType.slug)}
                eventType={eventType}
                badge={
                  <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                    {SCHEDULING_LABELS[eventType.schedulingType]}
                  </span>
                }
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
            {teamScreen.publicEmpty(name)}
          </p>
        )}
      </section>
    </PublicFrame>
  );
}
