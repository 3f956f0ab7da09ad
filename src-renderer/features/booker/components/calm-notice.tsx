import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A normal outcome said calmly where it concerns (a time someone else took, a booking already
 * cancelled): a polite live region, in the page before its sentence so screen readers announce the
 * sentence when it comes. It covers nothing; with no text it takes no room.
 */
export function CalmNotice({ text, className }: { text: string | null; className?: string }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(text), [text]);
  return (
    <div role="status">
      {shown && (
        <p
          className={cn(
            'flex gap-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2.5 text-left text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-800/60 dark:text-gray-200',
            className,
          )}
        >
          <Info className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
          <span>{shown}</span>
        </p>
      )}
    </div>
  );
}
