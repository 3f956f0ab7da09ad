import { useMutation, useQuery } from '@tanstack/react-query';
import { type PublicRoutingForm, type RoutingAnswerResult, routingFormsApi } from '#shared/schemas/routing-forms.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

/** A routing form's questions, as anyone sees them. */
export function usePublicForm(id: string) {
  return useQuery({
    queryKey: apiKey(routingFormsApi.publicForm(id)),
    queryFn: () => api<PublicRoutingForm>(routingFormsApi.publicForm(id), { auth: false }),
  });
}

/** Sends the answers; the server says where to go. */
export function useAnswerForm(id: string) {
  return useMutation({
    mutationFn: (answers: Record<string, unknown>) =>
      api<RoutingAnswerResult>(routingFormsApi.publicResponses(id), {
        method: 'POST',
        body: { answers },
        auth: false,
      }),
  });
}
