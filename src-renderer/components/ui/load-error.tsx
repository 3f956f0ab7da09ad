import { tx } from '@/lib/texts/shell.ts';
import { Button } from './button.tsx';

/** A page section that could not load: says so and offers to try again (`retryLabel`: the area's own words for it). */
export function LoadError({
  children,
  onRetry,
  retryLabel,
}: {
  children: string;
  onRetry: () => void;
  retryLabel?: string | undefined;
}) {
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
    >
      {children}
      {/* Its words on one line: in a narrow place (a booking's details on a phone) the sentence wraps instead. */}
      <Button variant="secondary" size="sm" className="shrink-0" onClick={onRetry}>
        {retryLabel ?? tx('shell.tryAgain')}
      </Button>
    </div>
  );
}
