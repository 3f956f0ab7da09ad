import type { SelectHTMLAttributes } from 'react';
import { TEAM_ROLES, type TeamRole } from '#shared/schemas/teams.ts';
import { cn } from '@/lib/cn.ts';
import { roleLabel } from './role-label.ts';

/** The roles a caller may hand out: only an owner offers "Owner" (docs/product.md#teams). */
export function RoleSelect({
  value,
  onRoleChange,
  allowOwner,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: TeamRole;
  onRoleChange: (role: TeamRole) => void;
  allowOwner: boolean;
}) {
  return (
    <select
      className={cn(
        'block h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
        className,
      )}
      value={value}
      onChange={(event) => onRoleChange(event.target.value as TeamRole)}
      {...props}
    >
      {TEAM_ROLES.filter((role) => allowOwner || role !== 'owner' || value === 'owner').map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}
