import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useEmbedEventTypes } from '../api/get-embed-event-types.ts';
import { useEmbedSettings } from '../api/get-embed-settings.ts';
import { EmbedCodeCard } from '../components/embed-code-card.tsx';
import { EmbedOriginsCard } from '../components/embed-origins-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="h-48 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
  );
}

/** /settings/embed (ADR 031): the sites that may show the booker, and the code to paste into them. */
export function EmbedPage() {
  const settings = useEmbedSettings();
  const eventTypes = useEmbedEventTypes();
  const { user } = useSession();
  const username = user?.username ?? null;
  // An event type card's Embed opens this page with that event type chosen.
  const [search] = useSearchParams();

  return (
    <SettingsShell title={tx('settings.embed.title')} description={tx('settings.embed.description')}>
      <QueryState
        query={settings}
        loading={<Loading label={tx('settings.embed.loading')} />}
        error={tx('settings.embed.loadFailed')}
      >
        {(data) => <EmbedOriginsCard origins={data.allowedOrigins} />}
      </QueryState>
      {eventTypes.isPending ? (
        <Loading label={tx('settings.embed.loading')} />
      ) : eventTypes.isError ? (
        <LoadError onRetry={() => void eventTypes.refetch()}>{tx('settings.embed.loadFailed')}</LoadError>
      ) : !username || eventTypes.data.items.length === 0 ? (
        <Card
          title={tx('settings.embed.snippetsTitle')}
          description={username ? tx('settings.embed.noEventTypes') : tx('settings.embed.noUsername')}
        />
      ) : (
        <EmbedCodeCard username={username} eventTypes={eventTypes.data.items} initialSlug={search.get('eventType')} />
      )}
    </SettingsShell>
  );
}
