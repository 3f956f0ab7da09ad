import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, type CancelInput } from '#shared/schemas/bookings.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateBookings } from './get-bookings.ts';

export function cancelBooking({ uid, input }: { uid: string; input: CancelInput }): Promise<{ ok: true }> {
  return api<{ ok: true }>(bookingsApi.cancel(uid), { method: 'POST', body: input });
}

/** Cancels as the host; whatever the answer (a 410 means someone else was quicker), the lists are read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSettled: () => invalidateBookings(queryClient) });
}
