import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { paths } from '#shared/routes.ts';
import { type TeamEventType, teamEventTypeScreen as screen } from '#shared/schemas/team-event-types.ts';
import { Button } from '../../../components/ui/button.tsx';

/** One team event type: its name, length, kind and hosts; edit and delete for owners and admins. */
export function TeamEventTypeItem({
  eventType,
  teamSlug,
  canEdit,
  onEdit,
  onDelete,
}: {
  eventType: TeamEventType;
  teamSlug: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const kind = eventType.schedulingType === 'collective' ? screen.collective : screen.roundRobin;
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-gray-900 dark:text-gray-100">{eventType.name}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {eventType.duration} min · {kind} · /{eventType.slug}
        </p>
        <p className="mt-1 truncate text-sm text-gray-600 dark:text-gray-400">
          {screen.hosts}: {eventType.hosts.map((h) => h.name).join(', ')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={paths.publicTeamEventType(teamSlug, eventType.slug)}
          target="_blank"
          rel="noreferrer"
          aria-label={`${screen.openPage}: ${eventType.name}`}
          className="inline-flex h-9 items-center rounded-md px-2 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-400 dark:hover:text-gray-100"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
        {canEdit && (
          <>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${eventType.name}`}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="secondary" size="sm" onClick={onDelete} aria-label={`Delete ${eventType.name}`}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
