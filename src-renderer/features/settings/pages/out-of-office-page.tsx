import { Plane, Plus } from 'lucide-react';
import { useState } from 'react';
import type { OutOfOffice } from '#shared/schemas/out-of-office.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { errorText } from '@/lib/api-client.ts';
import { useHostTime } from '@/lib/host-time.tsx';
import { tx } from '@/lib/texts/away.ts';
import { wallTime } from '@/lib/zoned-time.ts';
import { useDeleteOutOfOffice } from '../api/delete-out-of-office.ts';
import { useOutOfOffice } from '../api/get-out-of-office.ts';
import { useTeammates } from '../api/get-teammates.ts';
import { useSaveOutOfOffice } from '../api/save-out-of-office.ts';
import { ForwardsCard } from '../components/away-forwards-card.tsx';
import { RangeDialog } from '../components/away-range-dialog.tsx';
import { RangeItem } from '../components/away-range-item.tsx';
import { rangeText } from '../components/away-range-text.ts';
import { SettingsShell } from '../components/settings-shell.tsx';

/**
 * /settings/out-of-office (docs/product.md#out-of-office): the host's ranges of time away, added and
 * changed in a dialog, deleted after a confirmation, each with the bookings that fall inside it; and
 * whether the host accepts forwards from teammates.
 */
export function OutOfOfficePage() {
  const ranges = useOutOfOffice();
  const teammates = useTeammates();
  const save = useSaveOutOfOffice();
  const remove = useDeleteOutOfOffice();
  const host = useHostTime();
  const today = wallTime(Date.now(), host.zone).date;
  const [dialog, setDialog] = useState<{ open: boolean; editing: OutOfOffice | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<OutOfOffice | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const openDialog = (editing: OutOfOffice | null) => {
    setSaveError(null);
    setDialog({ open: true, editing });
  };
  const add = (
    <Button onClick={() => openDialog(null)}>
      <Plus className="size-4" aria-hidden />
      {tx('away.add')}
    </Button>
  );

  return (
    <SettingsShell title={tx('away.title')} description={tx('away.description')}>
      <QueryState
        query={ranges}
        loading={<SkeletonStack label={tx('away.loading')} blocks={['h-40']} />}
        error={tx('away.loadFailed')}
        retryLabel={tx('away.tryAgain')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Card title={tx('away.emptyTitle')} description={tx('away.emptyText')}>
            <div className="flex items-center gap-3">
              <Plane className="size-5 text-gray-400" aria-hidden />
              {add}
            </div>
          </Card>
        }
      >
        {(data) => (
          <section
            aria-label={tx('away.title')}
            className="rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900"
          >
            <div className="flex items-center justify-end border-b border-gray-200 px-4 py-3 sm:px-6 dark:border-gray-800">
              {add}
            </div>
            <ul className="divide-y divide-gray-200 dark:divide-gray-800">
              {[...data.items]
                // Coming and current ranges first, by first day; past ones after them.
                .sort(
                  (a, b) =>
                    Number(a.endDate < today) - Number(b.endDate < today) || (a.startDate < b.startDate ? -1 : 1),
                )
                .map((range) => (
                  <RangeItem
                    key={range.id}
                    range={range}
                    past={range.endDate < today}
                    onEdit={() => openDialog(range)}
                    onDelete={() => setDeleting(range)}
                  />
                ))}
            </ul>
          </section>
        )}
      </QueryState>
      <ForwardsCard />
      <RangeDialog
        open={dialog.open}
        editing={dialog.editing}
        today={today}
        teammates={teammates.data?.items ?? []}
        pending={save.isPending}
        error={saveError}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSave={(input) => {
          setSaveError(null);
          save.mutate(
            { id: dialog.editing?.id ?? null, input },
            feedback({
              success: (saved) =>
                saved.bookingsInRange.length > 0
                  ? {
                      title: tx('away.saved'),
                      description: tx('away.bookingsInRange', { count: saved.bookingsInRange.length }),
                    }
                  : tx('away.saved'),
              // Said inside the dialog, which keeps what was typed: a toast behind it is hidden from screen readers.
              onError: (error) => setSaveError(errorText(error, tx('away.saveFailed'))),
              onSuccess: () => setDialog({ open: false, editing: null }),
            }),
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={tx('away.deleteTitle')}
        description={
          deleting ? tx('away.deleteText', { range: rangeText(deleting.startDate, deleting.endDate) }) : undefined
        }
        confirmText={tx('away.delete')}
        cancelText={tx('away.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.id,
            feedback({
              success: tx('away.deleted'),
              failure: { title: tx('away.deleteFailed'), fallback: tx('away.deleteFailed') },
              onSuccess: () => setDeleting(null),
            }),
          )
        }
      />
    </SettingsShell>
  );
}
