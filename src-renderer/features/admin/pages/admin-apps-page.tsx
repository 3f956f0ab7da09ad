import { PageTitle } from '@/components/page-title.tsx';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/admin.ts';
import { useAdminApps } from '../api/admin-apps.ts';
import { AdminAppForm } from '../components/admin-app-form.tsx';

/** /admin/apps (issue 41): the OAuth clients of Google, Microsoft and Zoom; app admins only. */
export function AdminAppsPage() {
  const list = useAdminApps();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <PageTitle title={tx('admin.apps.title')} />
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          {tx('admin.apps.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{tx('admin.apps.description')}</p>
      </header>
      <QueryState
        query={list}
        loading={<SkeletonStack label={tx('admin.apps.loading')} blocks={['h-64', 'h-64']} className="space-y-6" />}
        error={tx('admin.apps.loadFailed')}
      >
        {(data) => (
          <div className="space-y-6">
            {data.items.map((app) => (
              <AdminAppForm key={app.slug} app={app} />
            ))}
          </div>
        )}
      </QueryState>
    </main>
  );
}
