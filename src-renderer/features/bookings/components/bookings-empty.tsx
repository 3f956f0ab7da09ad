import { CalendarX, Copy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { BookingListStatus } from '#shared/schemas/bookings.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { publicOrigin } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.tsx';
import { copyText } from '@/components/ui/copy-text.ts';
import { tx } from '@/lib/texts/bookings.ts';

const emptyText = {
  upcoming: 'bookings.emptyUpcoming',
  pending: 'bookings.emptyPending',
  past: 'bookings.emptyPast',
  cancelled: 'bookings.emptyCancelled',
} as const satisfies Record<BookingListStatus, string>;

/** An empty tab, with the host's booking page link to share (or the way to get one). */
export function BookingsEmpty({ status }: { status: BookingListStatus }) {
  const { user } = useSession();
  const username = user?.username ?? null;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-16 text-center dark:border-gray-700 dark:bg-gray-900">
      <CalendarX className="h-8 w-8 text-gray-400 dark:text-gray-500" aria-hidden />
      <div>
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{tx(emptyText[status])}</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('bookings.emptyHint')}</p>
      </div>
      {username ? (
        <Button
          variant="secondary"
          onClick={() => void copyText(`${publicOrigin()}${paths.publicPage(username)}`, tx('bookings.linkCopied'))}
        >
          <Copy className="h-4 w-4" aria-hidden />
          {tx('bookings.copyPublicPageLink')}
        </Button>
      ) : (
        <Link to={paths.settingsProfile} className={buttonClass({ variant: 'secondary' })}>
          {tx('bookings.setUsername')}
        </Link>
      )}
    </div>
  );
}
