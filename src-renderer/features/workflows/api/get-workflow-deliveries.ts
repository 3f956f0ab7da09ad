import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WorkflowDeliveryList, workflowsApi } from '#shared/schemas/workflows.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export function getWorkflowDeliveries(id: string): Promise<WorkflowDeliveryList> {
  return api<WorkflowDeliveryList>(workflowsApi.deliveries(id));
}

/** Read again every 30 s while shown: a reminder's state changes on its own, at its time. */
export function workflowDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiKey(workflowsApi.list, id, 'deliveries'),
    queryFn: () => getWorkflowDeliveries(id),
    refetchInterval: 30_000,
  });
}

export function useWorkflowDeliveries(id: string) {
  return useQuery(workflowDeliveriesQueryOptions(id));
}
