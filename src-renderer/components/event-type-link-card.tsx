import { ChevronRight, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicEventType } from '#shared/schemas/public.ts';
import { t } from '@/lib/i18n.tsx';

export function DurationBadge({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <Clock className="size-3.5" aria-hidden />
      {t('profile.minutesShort', { count: minutes })}
    </span>
  );
}

/** One visible event type on a public page (a person's, a team's), leading to its own page at `to`. */
export function EventTypeLinkCard({
  to,
  eventType,
  badge,
}: {
  to: string;
  eventType: PublicEventType;
  /** Shown beside the duration (a team's: how its hosts share the booking). */
  badge?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60"
      >
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-gray-900 dark:text-gray-50">{eventType.name}</h3>
          {eventType.description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-gray-500 dark:text-gray-400">{eventType.description}</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <DurationBadge minutes={eventType.duration} />
            {badge}
          </div>
        </div>
        <ChevronRight className="size-5 shrink-0 text-gray-400 transition-colors group-hover:text-brand" aria-hidden />
      </Link>
    </li>
  );
}
