import type { ApiKey } from '#shared/schemas/api-keys.ts';
import { cn } from '@/lib/cn.ts';

/**
 * What a person reads of an API key, in Settings → Developer and in Admin → Users: its name, prefix
 * and team, its scopes, and its dates (red once the key no longer works). Each page says the team and
 * the dates in its own words and puts its own Revoke beside it.
 */
export function ApiKeyFacts({
  apiKey,
  teamLabel,
  dates,
  ended,
  className,
}: {
  apiKey: ApiKey;
  teamLabel: (team: string) => string;
  dates: string[];
  ended: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 flex-1', className)}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium [overflow-wrap:anywhere] text-gray-900 dark:text-gray-100">{apiKey.name}</span>
        <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          {apiKey.prefix}…
        </code>
        {apiKey.team && <span className="text-xs text-gray-600 dark:text-gray-400">{teamLabel(apiKey.team.name)}</span>}
      </p>
      <p className="mt-1 text-sm break-words text-gray-600 dark:text-gray-400">{apiKey.scopes.join(', ')}</p>
      <p className={cn('mt-1 text-xs', ended ? 'text-red-700 dark:text-red-400' : 'text-gray-500 dark:text-gray-400')}>
        {dates.join(' · ')}
      </p>
    </div>
  );
}
