import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityApi, type BookingSettings, type BookingSettingsInput } from '#shared/schemas/availability.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateEventTypes } from './get-event-types.ts';

export function updateBookingSettings({
  id,
  input,
}: {
  id: string;
  input: BookingSettingsInput;
}): Promise<BookingSettings> {
  return api<BookingSettings>(availabilityApi.bookingSettings(id), { method: 'PUT', body: input });
}

export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBookingSettings, onSuccess: () => invalidateEventTypes(queryClient) });
}
