import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed.ts';
import { CopyField } from './copy-field.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';

const failure = { title: messages.error, fallback: 'Please try again.' };

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
        success: 'Calendar feed URL created',
        failure,
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
        success: 'Calendar feed turned off',
        failure,
        onSuccess: () => {
          setConfirm(null);
          setUrl(null);
        },
      }),
    );

  return (
    <Card
      title="Calendar feed"
      description={
        <>
          <p>
            Subscribe to your bookings from Google Calendar, Apple Calendar or Outlook: add the feed’s URL as a calendar
            “from URL”. It holds your meetings from 30 days ago to a year ahead, and calendar apps refresh it every few
            hours.
          </p>
          <p className="mt-2">The URL is a secret: anyone who has it can see your bookings.</p>
        </>
      }
      footer={
        active ? (
          <>
            <Button key="off" variant="secondary" disabled={turnOff.isPending} onClick={() => setConfirm('off')}>
              Turn off
            </Button>
            <Button key="rotate" disabled={create.isPending} onClick={() => setConfirm('rotate')}>
              Create a new URL
            </Button>
          </>
        ) : (
          <Button key="create" disabled={create.isPending} onClick={onCreate}>
            {create.isPending ? 'Creating...' : 'Create feed URL'}
          </Button>
        )
      }
    >
      <p role="status" className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {active ? 'Your calendar feed is on.' : 'You have no calendar feed.'}
      </p>
      {url && (
        <div className="mt-4 grid gap-2">
          {/* The next step is copying it: the field takes the focus (and selects the URL). */}
          <CopyField key={url} label="Your feed URL" value={url} autoFocus />
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Copy it now: it is shown only this once. Lost it? Create a new URL.
          </p>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        cancelText={messages.cancel}
        {...(confirm === 'off'
          ? {
              title: 'Turn off the calendar feed?',
              description:
                'Calendars subscribed to it stop getting your bookings. You can create a new URL at any time.',
              confirmText: 'Turn off',
              destructive: true,
              pending: turnOff.isPending,
              onConfirm: onTurnOff,
            }
          : {
              title: 'Create a new URL?',
              description:
                'The current URL stops working at once: calendars subscribed to it stop updating until you give them the new one.',
              confirmText: 'Create a new URL',
              pending: create.isPending,
              onConfirm: onCreate,
            })}
      />
    </Card>
  );
}
