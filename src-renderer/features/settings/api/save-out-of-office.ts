import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OutOfOffice, type OutOfOfficeInput, outOfOfficeApi } from '#shared/schemas/out-of-office.ts';
import { api } from '@/lib/api-client.ts';
import { outOfOfficeQueryOptions } from './get-out-of-office.ts';

/** Adds a range (no id) or changes one; the answer lists the bookings inside it. */
export function saveOutOfOffice({ id, input }: { id: string | null; input: OutOfOfficeInput }): Promise<OutOfOffice> {
  return id
    ? api<OutOfOffice>(outOfOfficeApi.one(id), { method: 'PUT', body: input })
    : api<OutOfOffice>(outOfOfficeApi.list, { method: 'POST', body: input });
}

export function useSaveOutOfOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutOfOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outOfOfficeQueryOptions().queryKey }),
  });
}
