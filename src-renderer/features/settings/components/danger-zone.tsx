import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { knownText } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/settings.ts';

/** Delete account, after a confirmation; then 'Account Deleted' and sign out. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { logout } = useSession();

  const onConfirm = () =>
    remove.mutate(
      undefined,
      feedback({
        success: { title: tx('settings.danger.deleted'), description: tx('settings.danger.deletedText') },
        failure: (error) => {
          // A refusal with a reason (the last app admin cannot leave) says why; anything else, the spec text.
          const reason = error instanceof ApiError && error.status === 409 ? error.serverError : undefined;
          return { title: tx('settings.error'), description: knownText(reason) ?? tx('settings.danger.failed') };
        },
        onSuccess: () => {
          setOpen(false);
          return logout();
        },
        onError: () => setOpen(false),
      }),
    );

  return (
    <Card
      tone="danger"
      title={tx('settings.danger.title')}
      description={tx('settings.danger.description')}
      footer={
        <>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            {tx('settings.danger.deleteAccount')}
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={tx('settings.danger.deleteAccount')}
            description={tx('settings.danger.confirm')}
            confirmText={tx('settings.danger.deleteAccount')}
            cancelText={tx('settings.cancel')}
            onConfirm={onConfirm}
            destructive
            pending={remove.isPending}
          />
        </>
      }
    />
  );
}
