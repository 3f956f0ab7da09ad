import { APP_CATEGORIES, apps } from '#shared/apps.ts';
import { tx } from '@/lib/texts/apps.ts';
import { useCalendarConnections } from '../api/get-calendar-connections.ts';
import { AppCard } from '../components/app-card.tsx';
import { AppsShell } from '../components/apps-shell.tsx';
import { categoryName } from '../app-words.ts';

/** /apps: the apps a host can connect, by category (docs/product.md#apps). */
export function AppStorePage() {
  // The counts are a courtesy: the store works while they load, or if they cannot be read.
  const connections = useCalendarConnections();
  const countOf = (kind: string) => connections.data?.items.filter((item) => item.kind === kind).length;

  return (
    <AppsShell title={tx('apps.appStore')} description={tx('apps.storeDescription')}>
      <div className="space-y-8">
        {APP_CATEGORIES.map((category) => {
          const inCategory = apps.filter((app) => app.category === category);
          if (inCategory.length === 0) return null;
          const headingId = `apps-${category}`;
          return (
            <section key={category} aria-labelledby={headingId}>
              <h2 id={headingId} className="mb-3 text-base font-semibold text-gray-900 dark:text-gray-100">
                {categoryName(category)}
              </h2>
              <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
                {inCategory.map((app) => (
                  <AppCard key={app.slug} app={app} connected={countOf(app.connection)} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </AppsShell>
  );
}
