import { Check, Video } from 'lucide-react';
import { useId } from 'react';
import type { ConferencingCatalog } from '#shared/schemas/apps.ts';
import { tx } from '@/lib/texts/apps.ts';

type VideoApp = ConferencingCatalog['items'][number];

/** A video service's words in the active locale where the web app has them; else the server's (English). */
const described = (app: VideoApp) => (app.id === 'jitsi' ? tx('apps.jitsiDescription') : app.description);

/** One video service of the App Store (ADR 045): nothing to connect, a location names it. */
export function VideoAppCard({ app }: { app: VideoApp }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-xs dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 bg-gray-50 text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200"
        >
          <Video className="h-5 w-5" />
        </span>
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900 dark:text-gray-50">
          {app.name}
        </h3>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{described(app)}</p>
      <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <Check className="h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
        {tx('apps.videoReady')}
      </p>
    </li>
  );
}
