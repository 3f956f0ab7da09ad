import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type RoutingFormList, routingFormsApi } from '#shared/schemas/routing-forms.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The host's routing forms. Its key starts every form's key, so invalidating it reloads one and its responses too. */
export function routingFormsQueryOptions() {
  return apiQueryOptions<RoutingFormList>(routingFormsApi.list);
}

export function invalidateRoutingForms(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: routingFormsQueryOptions().queryKey });
}

export function useRoutingForms() {
  return useQuery(routingFormsQueryOptions());
}
