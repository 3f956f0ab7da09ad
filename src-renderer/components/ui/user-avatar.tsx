import { publicOrigin } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';

/** Initials from a first and last name ('Ada Lovelace' → 'AL'), '?' when there are none. */
export function initials(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}

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
}: {
  src: string | null;
  firstName: string;
  lastName: string;
  className?: string;
  /** Beside the person's name already: hidden from screen readers, which would read the name twice. */
  decorative?: boolean;
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
      {initials(firstName, lastName)}
    </span>
  );
}
