import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RoutingForm,
  type RoutingFormInput,
  type RoutingFormPatch,
  routingFormsApi,
} from '#shared/schemas/routing-forms.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateRoutingForms } from './get-routing-forms.ts';

export function createRoutingForm(input: RoutingFormInput): Promise<RoutingForm> {
  return api<RoutingForm>(routingFormsApi.list, { method: 'POST', body: input });
}

export function updateRoutingForm({ id, patch }: { id: string; patch: RoutingFormPatch }): Promise<RoutingForm> {
  return api<RoutingForm>(routingFormsApi.one(id), { method: 'PATCH', body: patch });
}

export function deleteRoutingForm(id: string): Promise<void> {
  return api<void>(routingFormsApi.one(id), { method: 'DELETE' });
}

export function useCreateRoutingForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoutingForm, onSuccess: () => invalidateRoutingForms(queryClient) });
}

export function useUpdateRoutingForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoutingForm, onSuccess: () => invalidateRoutingForms(queryClient) });
}

export function useDeleteRoutingForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoutingForm, onSuccess: () => invalidateRoutingForms(queryClient) });
}
