import { Check, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { apps, catalogSlugOf, videoApps } from '#shared/apps.ts';
import { paths } from '#shared/routes.ts';
import type { AppListItem } from '#shared/schemas/apps.ts';
import { Button } from '@/components/ui/button.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/apps.ts';
import { appDescription, appWorksWith, capabilityName, videoDescription } from '../app-words.ts';
import { useConnectOAuthApp } from '../api/oauth-apps.ts';
import { AppCardFrame } from './app-card.tsx';
import { AppIcon, IconTile, videoIcon } from './app-icon.tsx';

const badgeClass = 'shrink-0 rounded-md px-2 py-0.5 text-xs font-medium';

/**
 * An app connected through its provider's sign-in page (Google Calendar, Microsoft 365, Meet,
 * Teams, Zoom; issue 41): what it does, whether the host has it, and Connect, which goes to the
 * provider. An app the operator has not set up says so (not an error) and offers nothing to press.
 */
export function OAuthAppCard({ item }: { item: AppListItem }) {
  const headingId = useId();
  const connect = useConnectOAuthApp();
  const calendarApp = apps.find((app) => app.slug === catalogSlugOf(item.slug));
  const videoApp = videoApps.find((app) => app.slug === item.slug);
  const worksWith = calendarApp
    ? appWorksWith(calendarApp)
    : videoApp
      ? videoDescription(videoApp.slug).worksWith
      : null;
  const description = calendarApp
    ? appDescription(calendarApp)
    : videoApp
      ? videoDescription(videoApp.slug).description
      : item.description;
  const onConnect = () =>
    connect.mutate(
      item.slug,
      feedback({ failure: { title: tx('apps.error'), fallback: tx('apps.oauthConnectFailed') } }),
    );

  return (
    <AppCardFrame headingId={headingId}>
      <div className="flex items-start gap-3">
        {calendarApp ? <AppIcon connection={calendarApp.connection} /> : <IconTile icon={videoIcon} />}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-gray-900 dark:text-gray-50">
            {item.name}
          </h3>
          {worksWith ? <p className="text-xs text-gray-500 dark:text-gray-400">{worksWith}</p> : null}
        </div>
        {item.needsReconnect ? (
          <Link
            to={paths.appsInstalled}
            className={`${badgeClass} bg-amber-50 text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:bg-amber-950/60 dark:text-amber-200`}
          >
            {tx('apps.reconnectNeeded')}
          </Link>
        ) : item.installed ? (
          <Link
            to={paths.appsInstalled}
            className={`${badgeClass} bg-green-50 text-green-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:bg-green-950/60 dark:text-green-300`}
          >
            {tx('apps.installed')}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{description}</p>
      {calendarApp ? (
        <ul className="grid gap-1 text-sm text-gray-600 dark:text-gray-400">
          {calendarApp.capabilities.map((capability) => (
            <li key={capability} className="flex items-center gap-2">
              <Check className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
              {capabilityName(capability)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        {item.kind === 'video' && item.installed && !item.needsReconnect ? (
          <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
            <Check className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
            {tx('apps.videoReady')}
          </p>
        ) : !item.configured ? (
          <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-600 dark:bg-gray-800/60 dark:text-gray-300">
            {tx('apps.notSetUp')}
          </p>
        ) : (
          <Button
            variant="secondary"
            aria-label={tx('apps.connectApp', { app: item.name })}
            aria-disabled={connect.isPending || undefined}
            onClick={() => !connect.isPending && onConnect()}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {connect.isPending ? tx('apps.openingSignIn') : tx('apps.connect')}
          </Button>
        )}
      </div>
    </AppCardFrame>
  );
}
