import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorText } from '@/lib/api-client.ts';
import { activeLocale, t } from '@/lib/i18n.tsx';

/** A step's own problem, said beside its buttons (the fields keep what was typed). */
export function StepProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** Back and the step's submit button, which says it is working (and both wait) while the step sends. */
export function StepButtons({
  pending,
  onBack,
  submit,
  submitting,
}: {
  pending: boolean;
  onBack: () => void;
  submit: string;
  submitting: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onBack} disabled={pending}>
        {t('common.back')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? submitting : submit}
      </Button>
    </div>
  );
}

/**
 * What a failed step says beside its buttons. A time someone else took meanwhile (409) is a normal
 * outcome, not the booker's problem to read here: `onTaken` goes back to the times with the server's
 * words, said calmly above them. Null then.
 */
export function stepFailure(
  error: unknown,
  texts: { notReached: string; failed: string },
  onTaken: (text: string) => void,
): string | null {
  if (!(error instanceof ApiError)) return texts.notReached;
  if (error.status !== 409) return errorText(error, texts.failed);
  // The server says it in English; another language says it in its own words (ADR 030).
  onTaken(activeLocale() === 'en' ? errorText(error, t('booker.slotTaken')) : t('booker.slotTaken'));
  return null;
}
