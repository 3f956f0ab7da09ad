import { useState } from 'react';
import type { adminTexts } from '#shared/i18n/app/admin.ts';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { SearchField } from '@/components/ui/search-field.tsx';
import { cn } from '@/lib/cn.ts';
import { useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/admin.ts';
import { useSession } from '@/lib/session.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import { PagedList } from '../components/paged-list.tsx';
import { UserActionsMenu } from '../components/user-actions-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';
const roleColours: Record<AdminUser['role'], string> = {
  user: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  company_admin: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  app_admin: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};
const cell = 'px-3 py-3 align-middle';
/** Narrower screens drop columns; on a phone role and status move under the account. */
const columns: readonly { label: `admin.users.column.${string}` & keyof typeof adminTexts; className?: string }[] = [
  { label: 'admin.users.column.account' },
  { label: 'admin.users.column.role', className: 'hidden sm:table-cell' },
  { label: 'admin.users.column.verified', className: 'hidden md:table-cell' },
  { label: 'admin.users.column.status', className: 'hidden sm:table-cell' },
  { label: 'admin.users.column.created', className: 'hidden lg:table-cell' },
  { label: 'admin.users.column.actions' },
];
const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400';

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <span className={cn(badge, roleColours[role])}>{tx(`admin.role.${role}`)}</span>;
}

function StatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <span className={cn(badge, 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200')}>
      {tx('admin.users.disabled')}
    </span>
  ) : (
    <span className={cn(badge, 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200')}>
      {tx('admin.users.active')}
    </span>
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const host = useHostTime();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <tr className="border-t border-gray-200 dark:border-gray-800">
      <td className={cn(cell, 'w-full')}>
        <p className="text-sm font-medium [overflow-wrap:anywhere] text-gray-900 dark:text-gray-100">
          {name || user.email}
          {isSelf && (
            <span className="ml-1.5 text-xs font-normal text-gray-500 dark:text-gray-400">
              ({tx('admin.users.you')})
            </span>
          )}
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-gray-600 dark:text-gray-400">{user.email}</p>
        {user.username && (
          <p className="text-xs [overflow-wrap:anywhere] text-gray-500 dark:text-gray-500">@{user.username}</p>
        )}
        {/* On a phone the role and status columns fold in here. */}
        <p className="mt-1.5 flex flex-wrap gap-1.5 sm:hidden">
          <RoleBadge role={user.role} />
          <StatusBadge disabled={user.disabled} />
        </p>
      </td>
      <td className={cn(cell, 'hidden sm:table-cell')}>
        <RoleBadge role={user.role} />
      </td>
      <td className={cn(cell, 'hidden text-sm text-gray-700 md:table-cell dark:text-gray-300')}>
        {user.emailVerified ? tx('admin.users.yes') : tx('admin.users.no')}
      </td>
      <td className={cn(cell, 'hidden sm:table-cell')}>
        <StatusBadge disabled={user.disabled} />
      </td>
      <td className={cn(cell, 'hidden text-sm whitespace-nowrap text-gray-700 lg:table-cell dark:text-gray-300')}>
        <time dateTime={user.createdAt}>
          {new Date(user.createdAt).toLocaleDateString(intlLocale(), { timeZone: host.zone })}
        </time>
      </td>
      <td className={cn(cell, 'text-right')}>
        <UserActionsMenu user={user} />
      </td>
    </tr>
  );
}

/** /admin/users: every account, searchable, a page at a time, each with its row menu (app admins only). */
export function AdminUsersPage() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminUsers(q);
  const users = query.data?.pages.flatMap((p) => p.items);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageHeader title={tx('admin.users.title')} description={tx('admin.users.description')}>
        <SearchField
          label={tx('admin.users.searchLabel')}
          placeholder={tx('admin.users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="sm:w-72"
        />
      </PageHeader>
      <PagedList
        query={query}
        count={users?.length}
        loading={tx('admin.users.loading')}
        failed={tx('admin.users.loadFailed')}
        empty={q ? tx('admin.users.noneMatch') : tx('admin.users.none')}
      >
        <div className="rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
          <table className="w-full table-auto">
            <caption className="sr-only">{tx('admin.users.title')}</caption>
            <thead>
              <tr>
                {columns.map(({ label, className }) => (
                  <th key={label} scope="col" className={cn(head, className)}>
                    {label === 'admin.users.column.actions' ? <span className="sr-only">{tx(label)}</span> : tx(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users?.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
              ))}
            </tbody>
          </table>
        </div>
      </PagedList>
    </main>
  );
}
