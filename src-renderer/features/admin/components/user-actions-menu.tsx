import { Ban, CheckCircle2, KeyRound, LogOut, MoreHorizontal, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { RoleSchema } from '#shared/schemas/session.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu.tsx';
import { type UserAction, useUserAction } from '../api/admin-users.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/admin.ts';
import { UserApiKeysDialog } from './user-api-keys-dialog.tsx';

const triggerClasses =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800';

/** What each action says once it worked. */
function doneText(user: AdminUser, action: UserAction): string {
  const email = user.email;
  if (action.kind === 'signOut') return tx('admin.users.signedOutDone', { email });
  if (action.kind === 'delete') return tx('admin.users.deletedDone', { email });
  const { role, disabled } = action.change;
  if (role) return tx('admin.users.roleChanged', { email, role: tx(`admin.role.${role}`) });
  return disabled ? tx('admin.users.disabledDone', { email }) : tx('admin.users.enabledDone', { email });
}

/** The row menu of one account: change the role, disable or enable, sign out everywhere, its API keys, delete. */
export function UserActionsMenu({ user }: { user: AdminUser }) {
  const mutation = useUserAction();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showKeys, setShowKeys] = useState(false);

  const run = (action: UserAction) =>
    mutation.mutate(
      { user, action },
      {
        ...feedback({
          success: doneText(user, action),
          failure: { title: tx('admin.users.actionFailed'), fallback: tx('admin.users.error') },
        }),
        onSettled: () => setConfirmDelete(false),
      },
    );

  return (
    <>
      <Menu
        label={tx('admin.users.rowActions', { email: user.email })}
        align="end"
        menuClassName="min-w-52"
        triggerClassName={triggerClasses}
        trigger={<MoreHorizontal className="h-4 w-4" aria-hidden />}
      >
        {RoleSchema.options
          .filter((role) => role !== user.role)
          .map((role) => (
            <MenuItem
              key={role}
              icon={<ShieldCheck className="h-4 w-4" />}
              disabled={mutation.isPending}
              onSelect={() => run({ kind: 'update', change: { role } })}
            >
              {tx('admin.users.makeRole', { role: tx(`admin.role.${role}`) })}
            </MenuItem>
          ))}
        <MenuSeparator />
        <MenuItem
          icon={user.disabled ? <CheckCircle2 className="h-4 w-4" /> : <Ban className="h-4 w-4" />}
          disabled={mutation.isPending}
          onSelect={() => run({ kind: 'update', change: { disabled: !user.disabled } })}
        >
          {user.disabled ? tx('admin.users.enable') : tx('admin.users.disable')}
        </MenuItem>
        <MenuItem
          icon={<LogOut className="h-4 w-4" />}
          disabled={mutation.isPending}
          onSelect={() => run({ kind: 'signOut' })}
        >
          {tx('admin.users.signOutEverywhere')}
        </MenuItem>
        <MenuItem icon={<KeyRound className="h-4 w-4" />} onSelect={() => setShowKeys(true)}>
          {tx('admin.users.apiKeys')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 className="h-4 w-4" />} destructive onSelect={() => setConfirmDelete(true)}>
          {tx('admin.users.delete')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={tx('admin.users.deleteTitle')}
        description={tx('admin.users.deleteDescription', { email: user.email })}
        confirmText={tx('admin.users.deleteConfirm')}
        cancelText={tx('admin.users.cancel')}
        destructive
        pending={mutation.isPending}
        onConfirm={() => run({ kind: 'delete' })}
      />
      <UserApiKeysDialog user={user} open={showKeys} onOpenChange={setShowKeys} />
    </>
  );
}
