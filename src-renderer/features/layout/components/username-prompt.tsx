import { useNavigate } from 'react-router-dom';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** A public page needs a username first (docs/product.md#sidebar). */
export function UsernamePrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.setYourUsername}
      description={messages.setUsernameText}
      confirmText={messages.goToProfile}
      cancelText={messages.later}
      onConfirm={() => {
        onOpenChange(false);
        navigate(paths.settingsProfile);
      }}
    />
  );
}
