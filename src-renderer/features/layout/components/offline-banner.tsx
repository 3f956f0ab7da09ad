import { WifiOff } from 'lucide-react';
import { useLiveState } from '@/lib/live-events.tsx';
import { tx } from '@/lib/texts/shell.ts';

/** Says so while the server cannot be reached; what was loaded stays readable below it. */
export function OfflineBanner() {
  const offline = useLiveState() === 'offline';
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <p className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
          {tx('shell.offline')}
        </p>
      )}
    </div>
  );
}
