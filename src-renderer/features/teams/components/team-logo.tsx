import { teamInitials } from '#shared/initials.ts';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { cn } from '@/lib/cn.ts';

/** A team's logo, or its initials on the brand colour; rounded square, so it never reads as a person. */
export function TeamLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  return (
    <UserAvatar
      src={logoUrl}
      firstName={name}
      lastName=""
      fallback={teamInitials(name)}
      decorative
      className={cn('rounded-lg', className)}
    />
  );
}
