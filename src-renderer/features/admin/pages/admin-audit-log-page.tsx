import { Fragment } from 'react';
import type { AuditLogEntry } from '#shared/schemas/admin-users.ts';
import { TimesIn, useHostTime } from '@/lib/host-time.tsx';
import { intlLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/admin.ts';
import { useAuditLog } from '../api/admin-users.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedList } from '../components/paged-list.tsx';

const strong = 'font-medium text-gray-900 dark:text-gray-50';
// Marks where the actor and the target sit in a translated sentence, so each can be set in bold.
const slot = (name: string) => `\uE000${name}\uE000`;

/** "{actor} disabled {target}" in the active language, the actor and the target in bold. */
function EntrySentence({ entry }: { entry: AuditLogEntry }) {
  const people: Record<string, string> = {
    actor: entry.actor.email ?? tx('admin.audit.commandLine'),
    target: entry.target?.email ?? '',
  };
  const sentence = tx(`admin.audit.${entry.action}`, { actor: slot('actor'), target: slot('target') });
  return sentence.split(/\uE000(actor|target)\uE000/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={strong}>
        {people[part]}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function Entry({ entry }: { entry: AuditLogEntry }) {
  const host = useHostTime();
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time
        dateTime={entry.createdAt}
        className="shrink-0 text-xs whitespace-nowrap text-gray-500 tabular-nums sm:w-44 dark:text-gray-400"
      >
        {new Date(entry.createdAt).toLocaleString(intlLocale(), host.intl)}
      </time>
      <p className="min-w-0 text-sm break-words text-gray-800 dark:text-gray-200">
        <EntrySentence entry={entry} />
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
      <PageHeader title={tx('admin.audit.title')} description={tx('admin.audit.description')} />
      <PagedList
        query={query}
        count={entries?.length}
        loading={tx('admin.audit.loading')}
        failed={tx('admin.audit.loadFailed')}
        empty={tx('admin.audit.none')}
      >
        <ol
          aria-label={tx('admin.audit.title')}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900"
        >
          {entries?.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
        <TimesIn className="mt-2 text-xs text-gray-500 dark:text-gray-400" />
      </PagedList>
    </main>
  );
}
