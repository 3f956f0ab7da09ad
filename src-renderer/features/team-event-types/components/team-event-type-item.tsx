import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { paths } from '#shared/routes.ts';
import type { TeamEventType } from '#shared/schemas/team-event-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { tx } from '@/lib/texts/teams.ts';

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
  const kind =
    eventType.schedulingType === 'collective' ? tx('teams.eventTypes.collective') : tx('teams.eventTypes.roundRobin');
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-gray-900 dark:text-gray-100">{eventType.name}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {tx('teams.eventTypes.minutes', { count: eventType.duration })} · {kind} · /{eventType.slug}
        </p>
        <p className="mt-1 truncate text-sm text-gray-600 dark:text-gray-400">
          {tx('teams.eventTypes.hostList', { names: eventType.hosts.map((h) => h.name).join(', ') })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={paths.publicTeamEventType(teamSlug, eventType.slug)}
          target="_blank"
          rel="noreferrer"
          aria-label={tx('teams.eventTypes.openPage', { name: eventType.name })}
          className="inline-flex h-9 items-center rounded-md px-2 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-400 dark:hover:text-gray-100"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
        {canEdit && (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              aria-label={tx('teams.eventTypes.editName', { name: eventType.name })}
            >
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={onDelete}
              aria-label={tx('teams.eventTypes.deleteName', { name: eventType.name })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
