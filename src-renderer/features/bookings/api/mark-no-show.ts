import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insightsApi, type NoShowResult } from '#shared/schemas/insights.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';
import { invalidateBookings } from './get-bookings.ts';

export function markNoShow({ uid, noShow }: { uid: string; noShow: boolean }): Promise<NoShowResult> {
  return api<NoShowResult>(insightsApi.noShow(uid), { method: 'POST', body: { noShow } });
}

/** Marks (or unmarks) the invitee a no-show; the lists and Insights' figures are read again. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSettled: () =>
      Promise.all([
        invalidateBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: apiKey(insightsApi.insights) }),
      ]),
  });
}
