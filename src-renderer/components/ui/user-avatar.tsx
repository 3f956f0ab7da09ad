import { publicOrigin } from '@/lib/api-client.ts';
import { personInitials } from '#shared/initials.ts';
import { cn } from '@/lib/cn.ts';

/**
 * A round profile picture, or the person's initials on the brand colour when there is none.
 * `src` is either a server path (`/api/public/avatars/…`, resolved against the server) or a local
 * object URL for a preview.
 */
export function UserAvatar({
  src,
  firstName,
  lastName,
  className,
  decorative = false,
  fallback,
}: {
  src: string | null;
  firstName: string;
  lastName: string;
  className?: string;
  /** Beside the person's name already: hidden from screen readers, which would read the name twice. */
  decorative?: boolean;
  /** The letters shown without a picture, when not the person's initials (a team's, say). */
  fallback?: string;
}) {
  const name = `${firstName} ${lastName}`.trim();
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  const base = 'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full';
  if (src) {
    const url = src.startsWith('/') ? `${publicOrigin()}${src}` : src;
    return <img src={url} alt={decorative ? '' : name} className={cn(base, 'object-cover', className)} />;
  }
  return (
    <span {...label} className={cn(base, 'bg-brand font-semibold text-brand-foreground select-none', className)}>
      {fallback ?? personInitials(firstName, lastName)}
    </span>
  );
}
