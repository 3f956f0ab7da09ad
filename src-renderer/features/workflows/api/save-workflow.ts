import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Workflow, type WorkflowInput, type WorkflowPatch, workflowsApi } from '#shared/schemas/workflows.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateWorkflows } from './get-workflows.ts';

export function createWorkflow(input: WorkflowInput): Promise<Workflow> {
  return api<Workflow>(workflowsApi.list, { method: 'POST', body: input });
}

export function updateWorkflow({ id, patch }: { id: string; patch: WorkflowPatch }): Promise<Workflow> {
  return api<Workflow>(workflowsApi.one(id), { method: 'PATCH', body: patch });
}

export function deleteWorkflow(id: string): Promise<void> {
  return api<void>(workflowsApi.one(id), { method: 'DELETE' });
}

/** Create (also a duplicate); the list, each workflow and its history are read again after. */
export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWorkflow, onSuccess: () => invalidateWorkflows(queryClient) });
}

/** A change, or on/off: its reminders are re-planned, so its history is read again too. */
export function useUpdateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWorkflow, onSuccess: () => invalidateWorkflows(queryClient) });
}

export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWorkflow, onSuccess: () => invalidateWorkflows(queryClient) });
}
