import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import type { DeclineInput } from '#shared/schemas/requests.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateBookings } from './get-bookings.ts';

export function approveRequest(uid: string): Promise<{ ok: true }> {
  return api<{ ok: true }>(bookingsApi.approve(uid), { method: 'POST' });
}

export function declineRequest({ uid, input }: { uid: string; input: DeclineInput }): Promise<{ ok: true }> {
  return api<{ ok: true }>(bookingsApi.decline(uid), { method: 'POST', body: input });
}

/** Approves a request as the host; whatever the answer (a 409: already answered), every tab is read again. */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveRequest, onSettled: () => invalidateBookings(queryClient) });
}

/** Declines a request as the host, with an optional reason for the invitee. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineRequest, onSettled: () => invalidateBookings(queryClient) });
}
