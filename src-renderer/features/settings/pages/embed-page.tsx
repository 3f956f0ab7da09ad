import { useSearchParams } from 'react-router-dom';
import { QueryState, SkeletonStack } from '@/components/ui/query-state.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/settings.ts';
import { useEmbedEventTypes } from '../api/get-embed-event-types.ts';
import { useEmbedSettings } from '../api/get-embed-settings.ts';
import { EmbedCodeCard } from '../components/embed-code-card.tsx';
import { EmbedOriginsCard } from '../components/embed-origins-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /settings/embed (ADR 031): the sites that may show the booker, and the code to paste into them. */
export function EmbedPage() {
  const settings = useEmbedSettings();
  const eventTypes = useEmbedEventTypes();
  const { user } = useSession();
  const username = user?.username ?? null;
  // An event type card's Embed opens this page with that event type chosen.
  const [search] = useSearchParams();
  const loading = <SkeletonStack label={tx('settings.embed.loading')} blocks={['h-48']} />;

  return (
    <SettingsShell title={tx('settings.embed.title')} description={tx('settings.embed.description')}>
      <QueryState query={settings} loading={loading} error={tx('settings.embed.loadFailed')}>
        {(data) => <EmbedOriginsCard origins={data.allowedOrigins} />}
      </QueryState>
      <QueryState
        query={eventTypes}
        loading={loading}
        error={tx('settings.embed.loadFailed')}
        isEmpty={(data) => !username || data.items.length === 0}
        empty={
          <Card
            title={tx('settings.embed.snippetsTitle')}
            description={username ? tx('settings.embed.noEventTypes') : tx('settings.embed.noUsername')}
          />
        }
      >
        {(data) =>
          username && (
            <EmbedCodeCard username={username} eventTypes={data.items} initialSlug={search.get('eventType')} />
          )
        }
      </QueryState>
    </SettingsShell>
  );
}
