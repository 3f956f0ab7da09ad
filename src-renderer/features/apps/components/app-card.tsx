import { Check } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppEntry } from '#shared/apps.ts';
import type { CalendarKind } from '#shared/schemas/calendars.ts';
import { paths } from '#shared/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { tx } from '@/lib/texts/apps.ts';
import { appDescription, appWorksWith, capabilityName } from '../app-words.ts';
import { AppIcon } from './app-icon.tsx';
import { ConnectDialog } from './connect-dialog.tsx';

/** An App Store card: a list item named by its heading (`headingId`). */
export function AppCardFrame({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-xs dark:border-gray-800 dark:bg-gray-900"
    >
      {children}
    </li>
  );
}

/** One app of the App Store: what it is, what it does, how many are connected, and Connect. */
export function AppCard({ app, connected }: { app: AppEntry<CalendarKind>; connected: number | undefined }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <AppCardFrame headingId={headingId}>
      <div className="flex items-start gap-3">
        <AppIcon connection={app.connection} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-gray-900 dark:text-gray-50">
            {app.name}
          </h3>
          <p className="text-xs text-gray-500 dark:text-gray-400">{appWorksWith(app)}</p>
        </div>
        {connected ? (
          <Link
            to={paths.appsInstalled}
            className="shrink-0 rounded-md bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:bg-green-950/60 dark:text-green-300"
          >
            {tx('apps.connectedCount', { count: connected })}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{appDescription(app)}</p>
      <ul className="grid gap-1 text-sm text-gray-600 dark:text-gray-400">
        {app.capabilities.map((capability) => (
          <li key={capability} className="flex items-center gap-2">
            <Check className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
            {capabilityName(capability)}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        <Button variant="secondary" aria-label={tx('apps.connectApp', { app: app.name })} onClick={() => setOpen(true)}>
          {tx('apps.connect')}
        </Button>
      </div>
      <ConnectDialog app={app} open={open} onOpenChange={setOpen} />
    </AppCardFrame>
  );
}
