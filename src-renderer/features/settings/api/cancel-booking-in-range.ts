import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, type CancelInput } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { outOfOfficeQueryOptions } from './get-out-of-office.ts';

/** Cancels one of the host's bookings inside a range (the invitee is emailed the reason). */
export function cancelBookingInRange({ uid, input }: { uid: string; input: CancelInput }): Promise<{ ok: true }> {
  return api<{ ok: true }>(bookingsApi.cancel(uid), { method: 'POST', body: input });
}

/** Whatever the answer (someone else may have been quicker), the ranges' bookings are read again. */
export function useCancelBookingInRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookingInRange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outOfOfficeQueryOptions().queryKey }),
  });
}
