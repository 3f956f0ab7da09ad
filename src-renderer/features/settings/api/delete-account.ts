import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function deleteAccount(): Promise<void> {
  return api<void>('/profile', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
