import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicEventType } from '#shared/schemas/public.ts';
import { t } from '../../../lib/i18n.tsx';

export function DurationBadge({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <Clock className="size-3.5" aria-hidden />
      {t('profile.minutesShort', { count: minutes })}
    </span>
  );
}

/** One visible event type on the public page, leading to its own page. */
export function EventTypeLinkCard({ username, eventType }: { username: string; eventType: PublicEventType }) {
  return (
    <li>
      <Link
        to={paths.publicEventType(username, eventType.slug)}
        className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60"
      >
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-gray-900 dark:text-gray-50">{eventType.name}</h3>
          {eventType.description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-gray-500 dark:text-gray-400">{eventType.description}</p>
          )}
          <div className="mt-2">
            <DurationBadge minutes={eventType.duration} />
          </div>
        </div>
        <ChevronRight className="size-5 shrink-0 text-gray-400 transition-colors group-hover:text-brand" aria-hidden />
      </Link>
    </li>
  );
}
