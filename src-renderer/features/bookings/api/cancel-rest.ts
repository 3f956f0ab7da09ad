import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, type CancelInput } from '#shared/schemas/bookings.ts';
import type { CancelRestResult } from '#shared/schemas/recurrence.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateBookings } from './get-bookings.ts';

/** The host cancels an occurrence of a series and every later one still to come (ADR 054). */
export function cancelRest({ uid, input }: { uid: string; input: CancelInput }): Promise<CancelRestResult> {
  return api<CancelRestResult>(bookingsApi.cancelRest(uid), { method: 'POST', body: input });
}

/** Whatever the answer, the lists are read again (the dates leave Upcoming and join Cancelled). */
export function useCancelRest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelRest, onSettled: () => invalidateBookings(queryClient) });
}
