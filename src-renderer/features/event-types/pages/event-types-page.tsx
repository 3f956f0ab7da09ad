import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useSession } from '@/lib/session.tsx';
import { ChatSupportButton } from '../components/chat-support-button.tsx';
import { lazyComponent } from '@/lib/lazy-component.tsx';
import { EventTypesList } from '../components/event-types-list.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { tx } from '@/lib/texts/event-types.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The create and edit form (with the form library) is its own chunk, fetched when "New event type" is
 * hovered or focused, or a card's Edit is chosen, so the dashboard's first load does not carry it.
 */
const formDialog = lazyComponent(() =>
  import('../components/event-type-form-dialog.tsx').then((m) => m.EventTypeFormDialog),
);
const preloadForm = () => void formDialog.preload().catch(() => undefined);

export function EventTypesPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const username = user?.username ?? null;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [formOpen, setFormOpen] = useState(false);
  // Mounted from its first opening on, so that closing it can animate.
  const [formUsed, setFormUsed] = useState(false);
  const [editing, setEditing] = useState<EventType | null>(null);
  const [usernamePrompt, setUsernamePrompt] = useState(false);

  const openCreate = () => {
    setEditing(null);
    setFormUsed(true);
    setFormOpen(true);
  };
  const openEdit = (eventType: EventType) => {
    setEditing(eventType);
    setFormUsed(true);
    setFormOpen(true);
  };

  // Room below the list, so its end scrolls clear of the floating chat button.
  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-8 pb-24 sm:px-8">
      <PageTitle title={tx('eventTypes.title')} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{tx('eventTypes.title')}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('eventTypes.subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <SearchField
            label={tx('eventTypes.search')}
            placeholder={tx('eventTypes.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="sm:w-64"
          />
          <Button onClick={openCreate} onPointerEnter={preloadForm} onFocus={preloadForm} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden />
            {tx('eventTypes.new')}
          </Button>
        </div>
      </div>

      <EventTypesList
        search={debounced}
        username={username}
        onEdit={openEdit}
        onNeedUsername={() => setUsernamePrompt(true)}
      />

      {formUsed && (
        <Suspense fallback={null}>
          <formDialog.Component
            open={formOpen}
            onOpenChange={(open) => {
              setFormOpen(open);
              if (!open) setEditing(null);
            }}
            eventType={editing}
            username={username}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={usernamePrompt}
        onOpenChange={setUsernamePrompt}
        title={tx('eventTypes.setUsername')}
        description={tx('eventTypes.setUsernameText')}
        confirmText={tx('eventTypes.goToProfile')}
        cancelText={tx('eventTypes.later')}
        onConfirm={() => {
          setUsernamePrompt(false);
          navigate(paths.settingsProfile);
        }}
      />
      <ChatSupportButton />
    </main>
  );
}
