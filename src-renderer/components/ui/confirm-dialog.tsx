import { tx } from '@/lib/texts/shell.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Defaults to 'OK'. */
  confirmText?: string;
  /** Defaults to 'Later'. */
  cancelText?: string;
  onConfirm: () => void;
  destructive?: boolean;
  pending?: boolean;
}

/** The reusable confirmation dialog (docs/product.md#sidebar). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText = tx('shell.ok'),
  cancelText = tx('shell.later'),
  onConfirm,
  destructive = false,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelText}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={pending}>
            {confirmText}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
