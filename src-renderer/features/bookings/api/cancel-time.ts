import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelInput } from '#shared/schemas/bookings.ts';
import { type CancelTimeResult, seatsApi } from '#shared/schemas/seats.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateBookings } from './get-bookings.ts';

export function cancelTime({ uid, input }: { uid: string; input: CancelInput }): Promise<CancelTimeResult> {
  return api<CancelTimeResult>(seatsApi.cancelTime(uid), { method: 'POST', body: input });
}

/** Cancels a seated time for everyone (ADR 026); whatever the answer, the lists are read again. */
export function useCancelTime() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTime, onSettled: () => invalidateBookings(queryClient) });
}
