import { ArrowLeft, CalendarClock } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../../src-shared/routes.ts';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { DurationBadge } from '../components/event-type-link-card.tsx';
import { BOOKING_COMING_SOON, PublicLayout, PublicNotFound } from '../components/public-layout.tsx';
import { usePublicPageState } from '../components/public-page-state.tsx';

/** /{username}/{slug}: the page a copied event-type link opens (docs/product.md#own-links); booking is coming soon. */
export function PublicEventTypePage() {
  const { username = '', slug = '' } = useParams();
  const { profile, fallback } = usePublicPageState(username);
  if (!profile) return fallback;
  const eventType = profile.event_types.find((e) => e.slug === slug.toLowerCase());
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  if (!eventType) {
    return (
      <PublicNotFound
        title="This event type could not be found"
        text={`${name} has no event type at this address, or it is not public.`}
      />
    );
  }

  return (
    <PublicLayout profile={profile}>
      <Link
        to={paths.publicPage(profile.username)}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {name}
      </Link>
      <article className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs dark:border-gray-800 dark:bg-gray-900">
        <div className="flex items-center gap-3">
          <UserAvatar
            src={profile.avatar_url}
            firstName={profile.first_name}
            lastName={profile.last_name}
            className="size-10 text-sm"
          />
          <span className="text-sm font-medium text-gray-600 dark:text-gray-400">{name}</span>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">{eventType.name}</h1>
        <div className="mt-2">
          <DurationBadge minutes={eventType.duration} />
        </div>
        {eventType.description && (
          <p className="mt-4 text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">{eventType.description}</p>
        )}
        <div
          role="note"
          className="mt-6 flex items-center gap-3 rounded-lg border border-brand/30 bg-brand/5 px-4 py-3 text-sm text-gray-700 dark:text-gray-300"
        >
          <CalendarClock className="size-5 shrink-0 text-brand" aria-hidden />
          {BOOKING_COMING_SOON}
        </div>
      </article>
    </PublicLayout>
  );
}
