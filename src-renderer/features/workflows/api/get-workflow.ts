import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Workflow, workflowsApi } from '#shared/schemas/workflows.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export function getWorkflow(id: string): Promise<Workflow> {
  return api<Workflow>(workflowsApi.one(id));
}

export function workflowQueryOptions(id: string) {
  // Under the workflows' key, so invalidating the list reloads it too.
  return queryOptions({ queryKey: apiKey(workflowsApi.list, id), queryFn: () => getWorkflow(id) });
}

export function useWorkflow(id: string | undefined) {
  return useQuery({ ...workflowQueryOptions(id ?? ''), enabled: id !== undefined });
}
