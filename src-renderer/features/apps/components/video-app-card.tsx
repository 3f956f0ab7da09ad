import { Check, Video } from 'lucide-react';
import { useId } from 'react';
import type { ConferencingCatalog } from '#shared/schemas/apps.ts';
import { tx } from '@/lib/texts/apps.ts';
import { AppCardFrame } from './app-card.tsx';
import { IconTile } from './app-icon.tsx';

type VideoApp = ConferencingCatalog['items'][number];

/** A video service's words in the active locale where the web app has them; else the server's (English). */
const described = (app: VideoApp) => (app.id === 'jitsi' ? tx('apps.jitsiDescription') : app.description);

/** One video service of the App Store (ADR 045): nothing to connect, a location names it. */
export function VideoAppCard({ app }: { app: VideoApp }) {
  const headingId = useId();
  return (
    <AppCardFrame headingId={headingId}>
      <div className="flex items-start gap-3">
        <IconTile icon={Video} />
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900 dark:text-gray-50">
          {app.name}
        </h3>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{described(app)}</p>
      <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <Check className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
        {tx('apps.videoReady')}
      </p>
    </AppCardFrame>
  );
}
