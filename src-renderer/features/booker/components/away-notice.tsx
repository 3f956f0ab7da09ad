import { Plane } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicAway } from '#shared/schemas/public-away.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n.tsx';
import { formatDate } from '@/lib/zoned-time.ts';

/**
 * The host is away on the first open day (docs/product.md#out-of-office): until when, their message,
 * and the teammate's event type of the same length to book instead, when they forward to one.
 */
export function AwayNotice({ host, away, today }: { host: string; away: PublicAway; today: string }) {
  const sameYear = away.until.slice(0, 4) === today.slice(0, 4);
  const date = formatDate(away.until, { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) });
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center dark:border-sky-900/60 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <Plane className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('booker.awayUntil', { name: host, date })}</p>
        {away.message && <p className="mt-1 break-words whitespace-pre-line">{away.message}</p>}
      </div>
      {away.forward && (
        <Link
          to={paths.publicEventType(away.forward.username, away.forward.slug)}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('booker.bookInstead', { name: away.forward.name })}
        </Link>
      )}
    </div>
  );
}
