import { CalendarX } from 'lucide-react';
import { SeriesConflictResponseSchema } from '#shared/schemas/recurrence.ts';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n.tsx';

/** A series' 409 (ADR 054): the dates not free, and whether the host lets the others be booked. */
export interface SeriesConflict {
  conflicts: { start: string; end: string }[];
  partialAllowed: boolean;
}

/** The dates a 409 named, or null for any other failure (a single time taken is said as before). */
export function seriesConflictOf(error: unknown): SeriesConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return null;
  }
  const parsed = SeriesConflictResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.conflicts?.length) return null;
  return { conflicts: parsed.data.conflicts, partialAllowed: parsed.data.partialAllowed ?? false };
}

/**
 * Why the series was not booked, in the booker's language, beside the form: how many dates are not
 * free (marked in the list above), and, when the host allows it, booking the other dates without them.
 */
export function SeriesConflictNotice({
  count,
  others,
  pending,
  onBookOthers,
}: {
  count: number;
  /** How many dates would be booked without the ones not free; 0 when that is not offered. */
  others: number;
  pending: boolean;
  onBookOthers: () => void;
}) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="flex gap-2">
        <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {t('booker.series.conflicts', { count })}{' '}
          {others > 0 ? t('booker.series.partialOffer', { count }) : t('booker.series.pickAnother')}
        </span>
      </p>
      {others > 0 && (
        <Button type="button" size="sm" disabled={pending} onClick={onBookOthers}>
          {t('booker.series.bookOthers', { count: others })}
        </Button>
      )}
    </div>
  );
}
