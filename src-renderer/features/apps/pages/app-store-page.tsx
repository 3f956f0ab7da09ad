import type { ReactNode } from 'react';
import { APP_CATEGORIES, type AppCategory, apps, catalogSlugOf, isFormApp } from '#shared/apps.ts';
import { type AppListItem, isOAuthApp } from '#shared/schemas/apps.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { QueryState, Skeleton } from '@/components/ui/query-state.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { useAppCatalog, useConferencingCatalog } from '../api/get-app-catalog.ts';
import { useCalendarConnections } from '../api/get-calendar-connections.ts';
import { useAppList } from '../api/oauth-apps.ts';
import { AppCard } from '../components/app-card.tsx';
import { OAuthAppCard } from '../components/oauth-app-card.tsx';
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

/** The OAuth apps of one kind (GET /api/apps), in the catalog's order: placeholders, a failure, or their cards. */
function OAuthCards({ kind }: { kind: AppListItem['kind'] }) {
  const list = useAppList();
  if (list.isPending) return <li className="h-48 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" aria-hidden />;
  if (list.isError)
    return (
      <li className="sm:col-span-2">
        <LoadError onRetry={() => void list.refetch()}>{tx('apps.storeLoadFailed')}</LoadError>
      </li>
    );
  return list.data.items
    .filter((item) => item.kind === kind && item.oauth && isOAuthApp(item.slug))
    .map((item) => <OAuthAppCard key={item.slug} item={item} />);
}

/**
 * /apps: the apps this server offers, by category (docs/product.md#apps), as its API lists them
 * (GET /api/calendars/apps, GET /api/conferencing/apps, and GET /api/apps for the apps connected
 * through a provider's sign-in page, with the host's state of each). A calendar app connected by a
 * form shows when the web app has its form (src-shared/apps.ts); a video service like Jitsi needs none.
 */
export function AppStorePage() {
  const catalog = useAppCatalog();
  const video = useConferencingCatalog();
  // The counts are a courtesy: the store works while they load, or if they cannot be read.
  const connections = useCalendarConnections();
  const countOf = (kind: string) => connections.data?.items.filter((item) => item.kind === kind).length;
  const offered = (slugs: readonly string[]) =>
    apps.filter(isFormApp).filter((app) => slugs.map(catalogSlugOf).includes(app.slug));
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
                // The form apps the server offers, then those connected through a provider's page.
                const inCategory = byCategory(category, slugs);
                return (
                  <Category key={category} id={category} name={categoryName(category)}>
                    {inCategory.map((app) => (
                      <AppCard key={app.slug} app={app} connected={countOf(app.connection)} />
                    ))}
                    <OAuthCards kind="calendar" />
                  </Category>
                );
              })}
              <QueryState
                query={video}
                loading={<Skeleton label={tx('apps.storeLoading')} className="h-32" />}
                error={tx('apps.storeLoadFailed')}
              >
                {(list) => (
                  <Category id="video" name={tx('apps.categoryVideo')}>
                    {list.items
                      .filter((app) => !isOAuthApp(app.id))
                      .map((app) => (
                        <VideoAppCard key={app.id} app={app} />
                      ))}
                    <OAuthCards kind="video" />
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
