import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { ConnectFormFooter, showConnectError } from './connect-form-parts.tsx';

/** A connect dialog is taller than a small phone: it scrolls inside rather than past the screen's edges. */
const SCROLLS_ON_SMALL_SCREENS = 'max-h-[calc(100dvh-2rem)] overflow-y-auto';

/**
 * A connect form's state: the shared schema's resolver, the mutation that connects, and what
 * happens once it did. A refusal lands beside its field (or at the end of the form); the values stay.
 */
export function useConnectForm<T extends FieldValues & { url: string }>({
  resolver,
  defaultValues,
  connect,
  onConnected,
}: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T> & T;
  connect: UseMutationResult<CalendarConnection, Error, T>;
  onConnected: (connection: CalendarConnection) => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<T>({ resolver, defaultValues });
  const fields = Object.keys(defaultValues) as Array<Path<T>>;
  const submit = handleSubmit(async (input) => {
    if (connect.isPending) return;
    try {
      onConnected(await connect.mutateAsync(input));
    } catch (error) {
      showConnectError(error, setError, fields, input.url);
    }
  });
  return { register, errors: formState.errors, pending: connect.isPending, submit };
}

/** The dialog around a connect form: title, what connecting does, the fields, and the footer. */
export function ConnectFormFrame({
  title,
  description,
  submitText,
  error,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  submitText: string;
  error: string | undefined;
  pending: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <DialogContent title={title} description={description} className={SCROLLS_ON_SMALL_SCREENS}>
      <form noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        {children}
        <ConnectFormFooter error={error} pending={pending} submitText={submitText} />
      </form>
    </DialogContent>
  );
}
