import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type CancelInput, CancelInputSchema, REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { tx } from '@/lib/texts/bookings.ts';

/** A host's action on a booking that takes an optional reason for the invitee (cancel, decline). */
export function ReasonDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** While the action is being sent: the dialog stays open and its buttons wait. */
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reason's input: `{}` when none was given. */
  onConfirm: (input: CancelInput) => void;
}) {
  const { register, handleSubmit, reset, watch, formState } = useForm<CancelInput>({
    resolver: zodResolver(CancelInputSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = formState.errors.reason?.message;
  const length = watch('reason')?.length ?? 0;

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit((input) => onConfirm(input.reason ? input : {}));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            label={tx('bookings.reason')}
            error={reasonError}
            aside={
              <span
                aria-hidden
                className={
                  length > REASON_MAX_LENGTH ? 'text-xs text-red-600 dark:text-red-400' : 'text-xs text-gray-500'
                }
              >
                {length}/{REASON_MAX_LENGTH}
              </span>
            }
          >
            {(control) => (
              <Textarea rows={3} placeholder={tx('bookings.reasonPlaceholder')} {...control} {...register('reason')} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {keepLabel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
