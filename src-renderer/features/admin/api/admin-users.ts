import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser, AdminUserList, AuditLog, UpdateAdminUser } from '#shared/schemas/admin-users.ts';
import { api } from '@/lib/api-client.ts';
import { apiKey } from '@/lib/query-keys.ts';

const usersPath = '/admin/users';
const auditLogPath = '/admin/audit-log';
const usersKey = apiKey(usersPath);
const auditLogKey = apiKey(auditLogPath);

function withQuery(path: string, params: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Every account matching `q`, a page at a time; the previous results stay while a new search loads. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: apiKey(usersPath, { q }),
      queryFn: ({ pageParam }) => api<AdminUserList>(withQuery(usersPath, { q, cursor: pageParam })),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auditLogKey,
      queryFn: ({ pageParam }) => api<AuditLog>(withQuery(auditLogPath, { cursor: pageParam })),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** After any change: the accounts and the log both show it. */
function refreshAdminData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);
}

const userPath = (id: string) => `${usersPath}/${encodeURIComponent(id)}`;

/** What the row menu can do to an account. */
export type UserAction = { kind: 'update'; change: UpdateAdminUser } | { kind: 'signOut' } | { kind: 'delete' };

function runUserAction(user: AdminUser, action: UserAction): Promise<unknown> {
  switch (action.kind) {
    case 'update':
      return api<AdminUser>(userPath(user.id), { method: 'PATCH', body: action.change });
    case 'signOut':
      return api<void>(`${userPath(user.id)}/sign-out-everywhere`, { method: 'POST' });
    case 'delete':
      return api<void>(userPath(user.id), { method: 'DELETE' });
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, action }: { user: AdminUser; action: UserAction }) => runUserAction(user, action),
    onSettled: () => refreshAdminData(queryClient),
  });
}
