import { selectClass } from '@/components/ui/input.tsx';
import { tx } from '@/lib/texts/bookings.ts';
import { useManagedTeams } from '../api/get-managed-teams.ts';

/**
 * "Show: My bookings | {team}'s bookings": for a host who owns or administers a team, every booking of
 * the team's event types (issue 29). Nothing at all for a host who manages no team.
 */
export function TeamFilter({ value, onChange }: { value: string | null; onChange: (teamId: string | null) => void }) {
  const { data: teams } = useManagedTeams();
  if (!teams || teams.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <label htmlFor="bookings-team" className="text-sm font-medium text-gray-700 dark:text-gray-300">
        {tx('bookings.show')}
      </label>
      <select
        id="bookings-team"
        className={`${selectClass} w-auto max-w-full`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{tx('bookings.myBookings')}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {tx('bookings.teamBookings', { team: team.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
