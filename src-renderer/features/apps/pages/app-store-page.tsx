import type { ReactNode } from 'react';
import { APP_CATEGORIES, type AppCategory, apps } from '#shared/apps.ts';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useAppCatalog, useConferencingCatalog } from '../api/get-app-catalog.ts';
import { useCalendarConnections } from '../api/get-calendar-connections.ts';
import { AppCard } from '../components/app-card.tsx';
import { AppsShell } from '../components/apps-shell.tsx';
import { VideoAppCard } from '../components/video-app-card.tsx';
import { categoryName } from '../app-words.ts';

/** One category of the store: its heading and its cards. */
function Category({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const headingId = `apps-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-gray-900 dark:text-gray-100">
        {name}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
        {children}
      </ul>
    </section>
  );
}

/**
 * /apps: the apps this server offers, by category (docs/product.md#apps), as its API lists them
 * (GET /api/calendars/apps and GET /api/conferencing/apps). A calendar app shows when the web app has
 * its connect form (src-shared/apps.ts); a video service needs none.
 */
export function AppStorePage() {
  const catalog = useAppCatalog();
  const video = useConferencingCatalog();
  // The counts are a courtesy: the store works while they load, or if they cannot be read.
  const connections = useCalendarConnections();
  const countOf = (kind: string) => connections.data?.items.filter((item) => item.kind === kind).length;
  const offered = (slugs: readonly string[]) => apps.filter((app) => slugs.includes(app.slug));
  const byCategory = (category: AppCategory, slugs: readonly string[]) =>
    offered(slugs).filter((app) => app.category === category);

  return (
    <AppsShell title={tx('apps.appStore')} description={tx('apps.storeDescription')}>
      <QueryState
        query={catalog}
        loading={<Skeleton label={tx('apps.storeLoading')} className="h-48" />}
        error={tx('apps.storeLoadFailed')}
      >
        {(data) => {
          const slugs = data.items.map((item) => item.slug);
          // Nothing offered at all: no calendar app the web app can connect, and no video service.
          if (offered(slugs).length === 0 && video.data?.items.length === 0)
            return <p className="text-sm text-gray-600 dark:text-gray-400">{tx('apps.storeEmpty')}</p>;
          return (
            <div className="space-y-8">
              {APP_CATEGORIES.map((category) => {
                const inCategory = byCategory(category, slugs);
                if (inCategory.length === 0) return null;
                return (
                  <Category key={category} id={category} name={categoryName(category)}>
                    {inCategory.map((app) => (
                      <AppCard key={app.slug} app={app} connected={countOf(app.connection)} />
                    ))}
                  </Category>
                );
              })}
              <QueryState
                query={video}
                loading={<Skeleton label={tx('apps.storeLoading')} className="h-32" />}
                error={tx('apps.storeLoadFailed')}
                isEmpty={(list) => list.items.length === 0}
                empty={null}
              >
                {(list) => (
                  <Category id="video" name={tx('apps.categoryVideo')}>
                    {list.items.map((app) => (
                      <VideoAppCard key={app.id} app={app} />
                    ))}
                  </Category>
                )}
              </QueryState>
            </div>
          );
        }}
      </QueryState>
    </AppsShell>
  );
}
