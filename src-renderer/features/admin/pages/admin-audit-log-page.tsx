import { type AuditLogEntry, adminUsersMessages as text, auditActionLabels } from '#shared/schemas/admin-users.ts';
import { useAuditLog } from '../api/admin-users.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../components/paged-list.tsx';

function Entry({ entry }: { entry: AuditLogEntry }) {
  const actor = entry.actor.email ?? text.commandLine;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time
        dateTime={entry.createdAt}
        className="shrink-0 text-xs whitespace-nowrap text-gray-500 tabular-nums sm:w-44 dark:text-gray-400"
      >
        {new Date(entry.createdAt).toLocaleString()}
      </time>
      <p className="min-w-0 text-sm break-words text-gray-800 dark:text-gray-200">
        <span className="font-medium text-gray-900 dark:text-gray-50">{actor}</span> {auditActionLabels[entry.action]}
        {entry.target && (
          <>
            {' '}
            <span className="font-medium text-gray-900 dark:text-gray-50">{entry.target.email}</span>
          </>
        )}
        {entry.detail && <span className="text-gray-600 dark:text-gray-400"> ({entry.detail})</span>}
      </p>
    </li>
  );
}

/** /admin/audit-log: every admin action, newest first (app admins only). */
export function AdminAuditLogPage() {
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((p) => p.items);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      <PageHeader title={text.auditLogTitle} description={text.auditLogDescription} />
      <PagedList
        query={query}
        count={entries?.length}
        loading={text.loadingAuditLog}
        failed={text.loadAuditLogFailed}
        empty={text.noAuditEntries}
      >
        <ol
          aria-label={text.auditLogTitle}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900"
        >
          {entries?.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      </PagedList>
    </main>
  );
}
