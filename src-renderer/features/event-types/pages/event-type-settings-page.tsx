import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { SETTINGS_TABS, type SettingsTab } from '#shared/event-type-editor.ts';
import { paths } from '#shared/routes.ts';
import type { LocationOption } from '#shared/schemas/booking-fields.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useSession } from '@/lib/session.tsx';
import { useEventType } from '../api/get-event-type.ts';
import { LocationsEditor } from '../components/locations-editor.tsx';
import { QuestionsEditor } from '../components/questions-editor.tsx';
import { RecurrenceEditor } from '../components/recurrence-editor.tsx';
import { tx } from '@/lib/texts/event-types.ts';

const tabId = (tab: SettingsTab) => `event-type-tab-${tab}`;
const panelId = (tab: SettingsTab) => `event-type-panel-${tab}`;
const TAB_LABELS = {
  locations: 'eventTypes.editor.locationsTitle',
  questions: 'eventTypes.editor.questionsTitle',
  recurring: 'eventTypes.recurrence.title',
} as const satisfies Record<SettingsTab, string>;

/** /event-types/:id: an event type's locations and questions, one tab each (docs/product.md#event-type-settings). */
export function EventTypeSettingsPage() {
  const { id = '' } = useParams();
  const query = useEventType(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-8">
      <Link to={paths.home} className={cn(buttonClass({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-3')}>
        <ArrowLeft className="size-4" aria-hidden />
        {tx('eventTypes.editor.back')}
      </Link>
      {query.data ? (
        <Settings detail={query.data} />
      ) : notFound ? (
        <div
          role="alert"
          className="rounded-xl border border-gray-200 bg-white px-6 py-10 text-center dark:border-gray-800 dark:bg-gray-900"
        >
          <PageTitle title={tx('eventTypes.editor.notFound')} />
          <SearchX className="mx-auto size-8 text-gray-400" aria-hidden />
          <h1 className="mt-3 text-lg font-semibold text-gray-900 dark:text-gray-50">
            {tx('eventTypes.editor.notFound')}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('eventTypes.editor.notFoundText')}</p>
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()}>{tx('eventTypes.editor.loadFailed')}</LoadError>
      ) : (
        <div role="status" aria-label={tx('eventTypes.editor.loading')} className="space-y-4">
          <div className="h-8 w-64 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800" />
          <div className="h-96 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
        </div>
      )}
    </main>
  );
}

function Settings({ detail }: { detail: EventTypeDetail }) {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: SettingsTab = SETTINGS_TABS.find(({ tab: each }) => each === search.get('tab'))?.tab ?? 'locations';
  const [locations, setLocations] = useState<LocationOption[]>(detail.locations);
  const choose = (next: SettingsTab) => setSearch({ tab: next }, { replace: true });
  const path = user?.username ? paths.publicEventType(user.username, detail.slug) : `/${detail.slug}`;

  return (
    <>
      <PageTitle title={detail.name} />
      <header className="mb-5">
        <h1 className="text-2xl font-semibold break-words text-gray-900 dark:text-gray-50">{detail.name}</h1>
        <p className="mt-1 text-sm break-all text-gray-600 dark:text-gray-400">
          {path} · {tx('eventTypes.minutes', { minutes: detail.duration })}
          {detail.isVisible ? '' : ` · ${tx('eventTypes.hidden')}`}
        </p>
      </header>
      <TabList
        label={tx('eventTypes.editor.tabs')}
        tabs={SETTINGS_TABS.map(({ tab: each }) => ({
          value: each,
          label: tx(TAB_LABELS[each]),
          id: tabId(each),
          panelId: panelId(each),
        }))}
        value={tab}
        onChange={choose}
      />
      {/* Every tab stays mounted, so what was typed in one is still there after a look at the other. */}
      <div role="tabpanel" id={panelId('locations')} aria-labelledby={tabId('locations')} hidden={tab !== 'locations'}>
        <div className="max-w-3xl">
          <LocationsEditor detail={detail} onDraft={setLocations} />
        </div>
      </div>
      <div role="tabpanel" id={panelId('questions')} aria-labelledby={tabId('questions')} hidden={tab !== 'questions'}>
        <QuestionsEditor detail={detail} locations={locations} />
      </div>
      <div role="tabpanel" id={panelId('recurring')} aria-labelledby={tabId('recurring')} hidden={tab !== 'recurring'}>
        <div className="max-w-3xl">
          <RecurrenceEditor detail={detail} />
        </div>
      </div>
    </>
  );
}
