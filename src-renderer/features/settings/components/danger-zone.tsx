import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { Card } from '../../../components/ui/card.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';

/** Delete account, after a confirmation; then 'Account Deleted' and sign out. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { logout } = useSession();

  const onConfirm = () =>
    remove.mutate(
      undefined,
      feedback({
        success: { title: messages.accountDeleted, description: messages.accountDeletedText },
        failure: (error) => {
          // A refusal with a reason (the last app admin cannot leave) says why; anything else, the spec text.
          const reason = error instanceof ApiError && error.status === 409 ? error.serverError : undefined;
          return { title: messages.error, description: reason ?? messages.deleteAccountFailed };
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
      title="Danger zone"
      description="Deleting your account removes your profile, public page, event types and preferences for good."
      footer={
        <>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            {messages.deleteAccount}
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={messages.deleteAccount}
            description={messages.deleteAccountConfirm}
            confirmText={messages.deleteAccount}
            cancelText={messages.cancel}
            onConfirm={onConfirm}
            destructive
            pending={remove.isPending}
          />
        </>
      }
    />
  );
}
