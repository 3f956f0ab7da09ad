import type { ConnectedCalendar } from '#shared/schemas/calendars.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useUpdateConnectedCalendar } from '../api/update-connected-calendar.ts';

const badge = 'rounded-md px-1.5 py-0.5 text-xs font-medium';

/** One calendar of a connection: its colour and name, and whether its events count as busy. */
export function CalendarRow({ connectionId, calendar }: { connectionId: string; calendar: ConnectedCalendar }) {
  const update = useUpdateConnectedCalendar();
  const checking =
    update.isPending && update.variables.patch.checkConflicts !== undefined
      ? update.variables.patch.checkConflicts
      : calendar.checkConflicts;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className="h-3 w-3 shrink-0 rounded-full border border-black/10 bg-gray-400 dark:border-white/20"
        style={calendar.color ? { backgroundColor: calendar.color } : undefined}
      />
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 text-sm font-medium break-words text-gray-900 dark:text-gray-100">
          {calendar.name}
        </span>
        {calendar.isDestination && (
          <span className={`${badge} bg-blue-50 text-blue-800 dark:bg-blue-950/60 dark:text-blue-300`}>
            {tx('apps.destinationBadge')}
          </span>
        )}
        {calendar.readOnly && (
          <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>
            {tx('apps.readOnly')}
          </span>
        )}
      </span>
      <Switch
        checked={checking}
        disabled={update.isPending}
        label={tx('apps.checkConflictsLabel', { calendar: calendar.name })}
        onChange={(next) =>
          update.mutate(
            { connectionId, calendarId: calendar.id, patch: { checkConflicts: next } },
            feedback({ failure: { title: tx('apps.error'), fallback: tx('apps.saveFailed') } }),
          )
        }
      />
    </li>
  );
}
