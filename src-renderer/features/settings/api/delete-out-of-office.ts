import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outOfOfficeApi } from '#shared/schemas/out-of-office.ts';
import { api } from '@/lib/api-client.ts';
import { outOfOfficeQueryOptions } from './get-out-of-office.ts';

export function deleteOutOfOffice(id: string): Promise<void> {
  return api<void>(outOfOfficeApi.one(id), { method: 'DELETE' });
}

export function useDeleteOutOfOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOutOfOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outOfOfficeQueryOptions().queryKey }),
  });
}
