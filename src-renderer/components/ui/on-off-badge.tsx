import { cn } from '@/lib/cn.ts';

/** A row's small on/off state beside its name (a webhook, a workflow): green when on. */
export function OnOffBadge({ on, children }: { on: boolean; children: string }) {
  return (
    <span
      className={cn(
        'rounded-md px-1.5 py-0.5 text-xs font-medium',
        on
          ? 'bg-green-50 text-green-800 dark:bg-green-950/60 dark:text-green-300'
          : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
      )}
    >
      {children}
    </span>
  );
}
