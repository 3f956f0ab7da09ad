import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { tx } from '@/lib/texts/shell.ts';

/** A public page needs a username first (docs/product.md#sidebar). */
export function UsernamePrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tx('shell.setYourUsername')}
      description={tx('shell.setUsernameText')}
      confirmText={tx('shell.goToProfile')}
      cancelText={tx('shell.later')}
      onConfirm={() => {
        onOpenChange(false);
        navigate(paths.settingsProfile);
      }}
    />
  );
}
