import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_TOKEN_HEADER,
  type BookingCreated,
  bookingsApi,
  type CancelInput,
  type RescheduleInput,
} from '#shared/schemas/bookings.ts';
import type { CancelRestResult } from '#shared/schemas/recurrence.ts';
import { api } from '@/lib/api-client.ts';
import { publicBookingQueryOptions } from './get-public-booking.ts';
import { allSlots } from './get-slots.ts';
import { bookerMutationKeys } from './mutation-keys.ts';

/** A booking reached through its manage link. */
export interface ManageLink {
  uid: string;
  token: string;
}

function postWithLink<T>(path: string, token: string, body: unknown): Promise<T> {
  return api<T>(path, { method: 'POST', body, auth: false, headers: { [BOOKING_TOKEN_HEADER]: token } });
}

export function cancelBooking({ uid, token, input }: ManageLink & { input: CancelInput }): Promise<{ ok: true }> {
  return postWithLink(bookingsApi.publicCancel(uid), token, input);
}

/** This occurrence of a series and every later one still to come, in one write (the series is shortened). */
export function cancelRest({ uid, token, input }: ManageLink & { input: CancelInput }): Promise<CancelRestResult> {
  return postWithLink(bookingsApi.publicCancelRest(uid), token, input);
}

export function rescheduleBooking({
  uid,
  token,
  input,
}: ManageLink & { input: RescheduleInput }): Promise<BookingCreated> {
  return postWithLink(bookingsApi.publicReschedule(uid), token, input);
}

/** Either change makes the booking read again, so the manage page shows what the server now holds. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookerMutationKeys.cancel,
    mutationFn: cancelBooking,
    onSettled: (_data, _error, { uid, token }) =>
      queryClient.invalidateQueries({ queryKey: publicBookingQueryOptions(uid, token).queryKey }),
  });
}

/** As a cancellation: the manage page reads its booking (and with it the series) again. */
export function useCancelRest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookerMutationKeys.cancel,
    mutationFn: cancelRest,
    onSettled: (_data, _error, { uid, token }) =>
      queryClient.invalidateQueries({ queryKey: publicBookingQueryOptions(uid, token).queryKey }),
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSuccess: (moved, { uid, token }) => {
      // The manage page opens at once with the new time; the full booking is read again behind it.
      const { queryKey } = publicBookingQueryOptions(uid, token);
      queryClient.setQueryData(queryKey, (old) => old && { ...old, start: moved.start, end: moved.end });
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries(allSlots);
    },
  });
}
