import { embedMessages as texts } from '#shared/schemas/embed.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSession } from '../../../lib/session.tsx';
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

  return (
    <SettingsShell title={texts.title} description={texts.description}>
      {settings.isPending ? (
        <Loading label={texts.loading} />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()}>{texts.loadFailed}</LoadError>
      ) : (
        <EmbedOriginsCard origins={settings.data.allowedOrigins} />
      )}
      {eventTypes.isPending ? (
        <Loading label={texts.loading} />
      ) : eventTypes.isError ? (
        <LoadError onRetry={() => void eventTypes.refetch()}>{texts.loadFailed}</LoadError>
      ) : !username || eventTypes.data.items.length === 0 ? (
        <Card title={texts.snippetsTitle} description={username ? texts.noEventTypes : texts.noUsername} />
      ) : (
        <EmbedCodeCard username={username} eventTypes={eventTypes.data.items} />
      )}
    </SettingsShell>
  );
}
