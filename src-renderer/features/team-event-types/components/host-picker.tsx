import {
  DEFAULT_HOST_PRIORITY,
  MAX_HOST_WEIGHT,
  MIN_HOST_WEIGHT,
  type TeamHostInput,
  type TeamMemberOption,
} from '#shared/schemas/team-event-types.ts';
import { FieldError } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/teams.ts';

/** The five priorities, lowest first (their values are their places). */
const PRIORITY_KEYS = [
  'teams.eventTypes.priority0',
  'teams.eventTypes.priority1',
  'teams.eventTypes.priority2',
  'teams.eventTypes.priority3',
  'teams.eventTypes.priority4',
] as const;

const control =
  'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';

/**
 * The team's members as hosts: a checkbox each; for a round-robin also each host's weight, priority
 * and whether they attend every booking (fixed).
 */
export function HostPicker({
  members,
  hosts,
  roundRobin,
  error,
  errorId,
  onChange,
}: {
  members: TeamMemberOption[];
  hosts: TeamHostInput[];
  roundRobin: boolean;
  error?: string;
  errorId: string;
  onChange: (hosts: TeamHostInput[]) => void;
}) {
  const byId = new Map(hosts.map((h) => [h.userId, h]));
  const toggle = (userId: string, on: boolean) =>
    onChange(
      on
        ? [...hosts, { userId, weight: 1, priority: DEFAULT_HOST_PRIORITY, fixed: false }]
        : hosts.filter((h) => h.userId !== userId),
    );
  const change = (userId: string, patch: Partial<TeamHostInput>) =>
    onChange(hosts.map((h) => (h.userId === userId ? { ...h, ...patch } : h)));

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        {tx('teams.eventTypes.hosts')}
      </legend>
      <ul className="grid max-h-64 min-w-0 gap-2 overflow-y-auto">
        {members.map((member) => {
          const host = byId.get(member.userId);
          return (
            <li
              key={member.userId}
              className={cn(
                'min-w-0 rounded-md border p-2',
                host ? 'border-gray-400 dark:border-gray-500' : 'border-gray-200 dark:border-gray-800',
              )}
            >
              <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
                <input
                  type="checkbox"
                  checked={Boolean(host)}
                  onChange={(event) => toggle(member.userId, event.target.checked)}
                  className="h-4 w-4 rounded border-gray-300 accent-brand dark:border-gray-600"
                />
                <span className="min-w-0 truncate">
                  {member.name} <span className="text-gray-500 dark:text-gray-400">({member.email})</span>
                </span>
              </label>
              {host && roundRobin && (
                <div className="mt-2 flex flex-wrap items-center gap-3 pl-6 text-sm text-gray-700 dark:text-gray-300">
                  <label className="flex items-center gap-1.5">
                    {tx('teams.eventTypes.weight')}
                    <input
                      type="number"
                      min={MIN_HOST_WEIGHT}
                      max={MAX_HOST_WEIGHT}
                      value={host.weight}
                      onChange={(event) => change(member.userId, { weight: Number(event.target.value) })}
                      className={cn(control, 'w-16')}
                    />
                  </label>
                  <label className="flex items-center gap-1.5">
                    {tx('teams.eventTypes.priority')}
                    <select
                      value={host.priority}
                      onChange={(event) => change(member.userId, { priority: Number(event.target.value) })}
                      className={control}
                    >
                      {PRIORITY_KEYS.map((key, value) => (
                        <option key={key} value={value}>
                          {tx(key)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      checked={host.fixed}
                      onChange={(event) => change(member.userId, { fixed: event.target.checked })}
                      className="h-4 w-4 rounded border-gray-300 accent-brand dark:border-gray-600"
                    />
                    {tx('teams.eventTypes.fixed')}
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
