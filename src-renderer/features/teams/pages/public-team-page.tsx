import { CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { EventTypeLinkCard } from '@/components/event-type-link-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { PublicFrame } from '@/components/ui/public-frame.tsx';
import { StatusPage } from '@/components/ui/status-page.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { InLocale, t, visitorLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/teams.ts';
import { usePublicTeam } from '../api/get-public-team.ts';
import { TeamLogo } from '../components/team-logo.tsx';

/** How a team event type's hosts share its bookings, in the visitor's words. */
const schedulingLabel = (type: 'collective' | 'round_robin') =>
  type === 'collective' ? tx('teams.withWholeTeam') : tx('teams.withOneOfTeam');

/** The page's shape while the team (or the visitor's language) is on its way. */
function PublicTeamLoading() {
  return (
    <PublicFrame mainClassName="max-w-2xl px-4 py-12 sm:py-16">
      <div role="status" aria-label={t('common.loading')} className="flex flex-col items-center gap-4">
        <div className="size-24 animate-pulse rounded-2xl bg-gray-200 dark:bg-gray-800" />
        <div className="h-6 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        <div className="mt-6 h-24 w-full animate-pulse rounded-xl bg-gray-200 dark:bg-gray-800" />
      </div>
    </PublicFrame>
  );
}

/**
 * /team/{slug}: public, no sign-in; the team's visible event types (docs/product.md#team-page), in the
 * visitor's language (the link's `?lang=`, else the browser's).
 */
export function PublicTeamPage() {
  return (
    <InLocale locale={visitorLocale()} areas={['teams']} fallback={<PublicTeamLoading />}>
      <PublicTeam />
    </InLocale>
  );
}

function PublicTeam() {
  const { slug = '' } = useParams();
  const team = usePublicTeam(slug);

  if (team.isPending) return <PublicTeamLoading />;
  if (team.isError) {
    const missing = team.error instanceof ApiError && team.error.status === 404;
    const title = missing ? tx('teams.publicNotFoundTitle') : t('common.somethingWrong');
    return (
      <>
        <PageTitle title={title} />
        <StatusPage
          icon={<CalendarX className="size-6" />}
          title={title}
          text={missing ? tx('teams.publicNotFound', { slug }) : t('profile.couldNotLoad')}
        >
          <Link to={paths.home} className={buttonClass()}>
            {t('common.goToKairos')}
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
      <section aria-label={t('profile.eventTypes')} className="mt-8">
        {eventTypes.length > 0 ? (
          <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {eventTypes.map((eventType) => (
              <EventTypeLinkCard
                key={eventType.slug}
                to={paths.publicTeamEventType(team.data.slug, eventType.slug)}
                eventType={eventType}
                badge={
                  <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                    {schedulingLabel(eventType.schedulingType)}
                  </span>
                }
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
            {tx('teams.publicEmpty', { team: name })}
          </p>
        )}
      </section>
    </PublicFrame>
  );
}
