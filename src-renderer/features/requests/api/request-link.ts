import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeclineInput,
  REQUEST_TOKEN_HEADER,
  type RequestAction,
  type RequestLinkView,
  requestsApi,
} from '#shared/schemas/requests.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

/** The request behind an approve or decline link (the link's token in its header). Reading it changes nothing. */
export function getRequestLink(uid: string, token: string): Promise<RequestLinkView> {
  return api<RequestLinkView>(requestsApi.view(uid), { auth: false, headers: { [REQUEST_TOKEN_HEADER]: token } });
}

/** Keyed by the token too: the approve and the decline link of one request are two answers. */
export function requestLinkQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: apiKey(requestsApi.view(uid), token),
    queryFn: () => getRequestLink(uid, token),
    retry: false,
  });
}

export function useRequestLink(uid: string, token: string) {
  return useQuery(requestLinkQueryOptions(uid, token));
}

export function answerRequestLink({
  uid,
  token,
  action,
  input,
}: {
  uid: string;
  token: string;
  action: RequestAction;
  input: DeclineInput;
}): Promise<{ ok: true }> {
  return api<{ ok: true }>(action === 'approve' ? requestsApi.approve(uid) : requestsApi.decline(uid), {
    method: 'POST',
    auth: false,
    headers: { [REQUEST_TOKEN_HEADER]: token },
    body: action === 'approve' ? {} : input,
  });
}

/** Answers the request (the POST the page's button sends); the request is read again whatever happened. */
export function useAnswerRequestLink(uid: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequestLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestLinkQueryOptions(uid, token).queryKey }),
  });
}
