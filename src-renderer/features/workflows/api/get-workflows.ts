import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type WorkflowList, workflowsApi } from '#shared/schemas/workflows.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The host's workflows. Its key starts every workflow key, so invalidating it reloads one and its history too. */
export function workflowsQueryOptions() {
  return apiQueryOptions<WorkflowList>(workflowsApi.list);
}

export function invalidateWorkflows(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workflowsQueryOptions().queryKey });
}

export function useWorkflows() {
  return useQuery(workflowsQueryOptions());
}
