import { ArrowLeft, SearchX } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { editorMessages as t, SETTINGS_TABS, type SettingsTab } from '#shared/event-type-editor.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import type { LocationOption } from '#shared/schemas/booking-fields.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useEventType } from '../api/get-event-type.ts';
import { LocationsEditor } from '../components/locations-editor.tsx';
import { QuestionsEditor } from '../components/questions-editor.tsx';

const tabId = (tab: SettingsTab) => `event-type-tab-${tab}`;
const panelId = (tab: SettingsTab) => `event-type-panel-${tab}`;

/** /event-types/:id: an event type's locations and questions, one tab each (docs/product.md#event-type-settings). */
export function EventTypeSettingsPage() {
  const { id = '' } = useParams();
  const query = useEventType(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-8">
      <Link to={paths.home} className={cn(buttonClass({ variant: 'ghost', size: 'sm' }), '-ml-3 mb-3')}>
        <ArrowLeft className="size-4" aria-hidden />
        {t.back}
      </Link>
      {query.data ? (
        <Settings detail={query.data} />
      ) : notFound ? (
        <div
          role="alert"
          className="rounded-xl border border-gray-200 bg-white px-6 py-10 text-center dark:border-gray-800 dark:bg-gray-900"
        >
          <PageTitle title={t.notFound} />
          <SearchX className="mx-auto size-8 text-gray-400" aria-hidden />
          <h1 className="mt-3 text-lg font-semibold text-gray-900 dark:text-gray-50">{t.notFound}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t.notFoundText}</p>
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()}>{t.loadFailed}</LoadError>
      ) : (
        <div role="status" aria-label={t.loading} className="space-y-4">
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
  const tab: SettingsTab = search.get('tab') === 'questions' ? 'questions' : 'locations';
  const refs = useRef(new Map<SettingsTab, HTMLButtonElement>());
  const [locations, setLocations] = useState<LocationOption[]>(detail.locations);
  const choose = (next: SettingsTab) => setSearch({ tab: next }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const current = SETTINGS_TABS.findIndex((s) => s.tab === tab);
    const step = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: SETTINGS_TABS.length - 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = SETTINGS_TABS[(step + SETTINGS_TABS.length) % SETTINGS_TABS.length]!.tab;
    refs.current.get(next)?.focus();
    choose(next);
  };
  const path = user?.username ? paths.publicEventType(user.username, detail.slug) : `/${detail.slug}`;

  return (
    <>
      <PageTitle title={detail.name} />
      <header className="mb-5">
        <h1 className="text-2xl font-semibold break-words text-gray-900 dark:text-gray-50">{detail.name}</h1>
        <p className="mt-1 text-sm break-all text-gray-600 dark:text-gray-400">
          {path} · {detail.duration} min{detail.isVisible ? '' : ` · ${messages.hidden}`}
        </p>
      </header>
      <div
        role="tablist"
        aria-label={t.tabs}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 border-b border-gray-200 dark:border-gray-800"
      >
        {SETTINGS_TABS.map(({ tab: each, label }) => {
          const selected = each === tab;
          return (
            <button
              key={each}
              ref={(node) => {
                if (node) refs.current.set(each, node);
                else refs.current.delete(each);
              }}
              type="button"
              role="tab"
              id={tabId(each)}
              aria-selected={selected}
              aria-controls={panelId(each)}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(each)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-3 pb-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                selected
                  ? 'border-brand text-gray-900 dark:text-gray-50'
                  : 'border-transparent text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
      {/* Both tabs stay mounted, so what was typed in one is still there after a look at the other. */}
      <div role="tabpanel" id={panelId('locations')} aria-labelledby={tabId('locations')} hidden={tab !== 'locations'}>
        <div className="max-w-3xl">
          <LocationsEditor detail={detail} onDraft={setLocations} />
        </div>
      </div>
      <div role="tabpanel" id={panelId('questions')} aria-labelledby={tabId('questions')} hidden={tab !== 'questions'}>
        <QuestionsEditor detail={detail} locations={locations} />
      </div>
    </>
  );
}
