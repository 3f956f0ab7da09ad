import { KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * A secret shown once (a webhook's signing secret, an API key): a highlighted section whose heading
 * takes the focus when it appears (the next thing to act on; screen readers hear it too), and a
 * button that closes it for good.
 */
export function ShownOnceNotice({
  id,
  title,
  doneText,
  onDone,
  children,
}: {
  id: string;
  title: string;
  doneText: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-800/70 dark:bg-amber-950/30"
    >
      <h2
        id={id}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-gray-900 outline-none dark:text-gray-50"
      >
        <KeyRound className="h-4 w-4 shrink-0" aria-hidden />
        {title}
      </h2>
      {children}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {doneText}
        </Button>
      </div>
    </section>
  );
}
