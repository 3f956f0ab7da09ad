import { useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { EventTypeLinkCard } from '@/components/event-type-link-card.tsx';
import { InLocale, t, visitorLocale } from '@/lib/i18n.tsx';
import { PublicLayout, PublicLoading } from '../components/public-layout.tsx';
import { usePublicPageState } from '../components/public-page-state.tsx';

/** /{username}: public, no sign-in (docs/product.md#public-page), in the visitor's language. */
export function PublicPage() {
  return (
    <InLocale locale={visitorLocale()} fallback={<PublicLoading />}>
      <PublicProfilePage />
    </InLocale>
  );
}

function PublicProfilePage() {
  const { username = '' } = useParams();
  const { profile, fallback } = usePublicPageState(username);
  if (!profile) return fallback;
  const name = `${profile.first_name} ${profile.last_name}`.trim();

  return (
    <PublicLayout profile={profile}>
      <PageTitle title={name || profile.username} />
      <div className="flex flex-col items-center text-center">
        <UserAvatar
          src={profile.avatar_url}
          firstName={profile.first_name}
          lastName={profile.last_name}
          className="size-24 text-3xl shadow-sm ring-4 ring-white dark:ring-gray-900"
        />
        <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">{name}</h1>
        {profile.about && (
          <p className="mt-2 max-w-prose text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">
            {profile.about}
          </p>
        )}
      </div>

      <section aria-label={t('profile.eventTypes')} className="mt-8">
        {profile.event_types.length > 0 ? (
          <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {profile.event_types.map((eventType) => (
              <EventTypeLinkCard
                key={eventType.slug}
                to={paths.publicEventType(profile.username, eventType.slug)}
                eventType={eventType}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
            {t('profile.noEventTypes', { name })}
          </p>
        )}
      </section>
    </PublicLayout>
  );
}
