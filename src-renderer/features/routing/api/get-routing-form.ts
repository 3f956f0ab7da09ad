import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RoutingForm, routingFormsApi } from '#shared/schemas/routing-forms.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

export function routingFormQueryOptions(id: string) {
  // Under the forms' key, so invalidating the list reloads it too.
  return queryOptions({
    queryKey: apiKey(routingFormsApi.list, id),
    queryFn: () => api<RoutingForm>(routingFormsApi.one(id)),
  });
}

export function useRoutingForm(id: string | undefined) {
  return useQuery({ ...routingFormQueryOptions(id ?? ''), enabled: id !== undefined });
}
