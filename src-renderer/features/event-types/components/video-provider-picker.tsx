import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { type ConferencingCatalog, isOAuthApp } from '#shared/schemas/apps.ts';
import { FieldError, selectClass } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/event-types.ts';
import { useHostApps } from '../api/get-video-apps.ts';

type Provider = ConferencingCatalog['items'][number];

/**
 * A video location's service (Zoom, Google Meet, Microsoft Teams…; GET /api/conferencing/apps),
 * stored as `{ kind: 'video', provider }`. A service whose app the host has not connected says so,
 * with the App Store a link away: until then, its bookings get no meeting link.
 */
export function VideoProviderPicker({
  provider: current,
  providers,
  error,
  onChange,
}: {
  /** The location's provider id. */
  provider: string | undefined;
  providers: readonly Provider[];
  error: string | undefined;
  onChange: (provider: string) => void;
}) {
  const id = useId();
  const hostApps = useHostApps();
  const chosen = providers.find((p) => p.id === current);
  const app = hostApps.data?.items.find((item) => item.slug === current);
  const missing = chosen && isOAuthApp(chosen.id) && app !== undefined && !app.installed;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {tx('eventTypes.editor.videoProvider')}
      </label>
      <select
        id={id}
        className={cn(selectClass, 'w-full sm:w-72')}
        value={current ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={missing || error ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {chosen ? null : <option value={current ?? ''}>{current ?? ''}</option>}
        {providers.map((provider) => (
          <option key={provider.id} value={provider.id}>
            {provider.name}
          </option>
        ))}
      </select>
      <div id={`${id}-note`}>
        {missing ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            {tx('eventTypes.editor.videoNotInstalled', { name: chosen.name })}{' '}
            <Link
              to={paths.apps}
              className="font-medium underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {tx('eventTypes.editor.openAppStore')}
            </Link>
          </p>
        ) : null}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </div>
  );
}
