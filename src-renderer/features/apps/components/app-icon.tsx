import { CalendarDays, CalendarSync, Mail, Rss, Video } from 'lucide-react';
import type { AppConnectionKind } from '#shared/apps.ts';
import { cn } from '@/lib/cn.ts';

const icons: Record<AppConnectionKind, typeof Rss> = {
  caldav: CalendarSync,
  subscription: Rss,
  'google-calendar': CalendarDays,
  'microsoft-365': Mail,
};

/** A video app's icon (Meet, Teams, Zoom, Jitsi). */
export const videoIcon = Video;

/** An icon on the App Store's tinted tile. */
export function IconTile({ icon: Icon, className }: { icon: typeof Rss; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 bg-gray-50 text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200',
        className,
      )}
    >
      <Icon className="h-5 w-5" />
    </span>
  );
}

/** An app's mark: the icon of how it connects, on a tinted tile. */
export function AppIcon({ connection, className }: { connection: AppConnectionKind; className?: string }) {
  return <IconTile icon={icons[connection]} className={className} />;
}
