import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed.ts';
import { CopyField } from './copy-field.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/settings.ts';

const failure = () => ({ title: tx('settings.error'), fallback: tx('settings.pleaseTryAgain') });

/** The feed's state and its actions; a new URL is shown here once, right after it is made. */
export function CalendarFeedCard({ active }: { active: boolean }) {
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'off' | null>(null);

  const onCreate = () =>
    create.mutate(
      undefined,
      feedback({
        success: tx('settings.calendar.created'),
        failure: failure(),
        onSuccess: (created) => {
          setConfirm(null);
          setUrl(created.url);
        },
      }),
    );
  const onTurnOff = () =>
    turnOff.mutate(
      undefined,
      feedback({
        success: tx('settings.calendar.turnedOff'),
        failure: failure(),
        onSuccess: () => {
          setConfirm(null);
          setUrl(null);
        },
      }),
    );

  return (
    <Card
      title={tx('settings.calendar.cardTitle')}
      description={
        <>
          <p>{tx('settings.calendar.intro')}</p>
          <p className="mt-2">{tx('settings.calendar.secret')}</p>
        </>
      }
      footer={
        active ? (
          <>
            <Button key="off" variant="secondary" disabled={turnOff.isPending} onClick={() => setConfirm('off')}>
              {tx('settings.calendar.turnOff')}
            </Button>
            <Button key="rotate" disabled={create.isPending} onClick={() => setConfirm('rotate')}>
              {tx('settings.calendar.rotate')}
            </Button>
          </>
        ) : (
          <Button key="create" disabled={create.isPending} onClick={onCreate}>
            {create.isPending ? tx('settings.calendar.creating') : tx('settings.calendar.create')}
          </Button>
        )
      }
    >
      <p role="status" className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {active ? tx('settings.calendar.on') : tx('settings.calendar.off')}
      </p>
      {url && (
        <div className="mt-4 grid gap-2">
          {/* The next step is copying it: the field takes the focus (and selects the URL). */}
          <CopyField key={url} label={tx('settings.calendar.urlLabel')} value={url} autoFocus />
          <p className="text-sm text-gray-600 dark:text-gray-400">{tx('settings.calendar.copyNow')}</p>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        cancelText={tx('settings.cancel')}
        {...(confirm === 'off'
          ? {
              title: tx('settings.calendar.turnOffTitle'),
              description: tx('settings.calendar.turnOffDescription'),
              confirmText: tx('settings.calendar.turnOff'),
              destructive: true,
              pending: turnOff.isPending,
              onConfirm: onTurnOff,
            }
          : {
              title: tx('settings.calendar.rotateTitle'),
              description: tx('settings.calendar.rotateDescription'),
              confirmText: tx('settings.calendar.rotate'),
              pending: create.isPending,
              onConfirm: onCreate,
            })}
      />
    </Card>
  );
}
