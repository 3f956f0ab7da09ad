import { Ban, CheckCircle2, LogOut, MoreHorizontal, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { type AdminUser, adminUsersMessages as text, roleLabels } from '#shared/schemas/admin-users.ts';
import { RoleSchema } from '#shared/schemas/session.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Menu, MenuItem, MenuSeparator } from '../../../components/ui/menu.tsx';
import { type UserAction, useUserAction } from '../api/admin-users.ts';
import { feedback } from '../../../components/ui/mutation-feedback.ts';

const triggerClasses =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800';

/** What each action says once it worked. */
function doneText(user: AdminUser, action: UserAction): string {
  if (action.kind === 'signOut') return text.signedOutDone(user.email);
  if (action.kind === 'delete') return text.deletedDone(user.email);
  const { role, disabled } = action.change;
  if (role) return text.roleChanged(user.email, roleLabels[role]);
  return disabled ? text.disabledDone(user.email) : text.enabledDone(user.email);
}

/** The row menu of one account: change the role, disable or enable, sign out everywhere, delete. */
export function UserActionsMenu({ user }: { user: AdminUser }) {
  const mutation = useUserAction();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = (action: UserAction) =>
    mutation.mutate(
      { user, action },
      {
        ...feedback({
          success: doneText(user, action),
          failure: { title: text.actionFailed, fallback: messages.error },
        }),
        onSettled: () => setConfirmDelete(false),
      },
    );

  return (
    <>
      <Menu
        label={text.rowActions(user.email)}
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
              {text.makeRole(roleLabels[role])}
            </MenuItem>
          ))}
        <MenuSeparator />
        <MenuItem
          icon={user.disabled ? <CheckCircle2 className="h-4 w-4" /> : <Ban className="h-4 w-4" />}
          disabled={mutation.isPending}
          onSelect={() => run({ kind: 'update', change: { disabled: !user.disabled } })}
        >
          {user.disabled ? text.enable : text.disable}
        </MenuItem>
        <MenuItem
          icon={<LogOut className="h-4 w-4" />}
          disabled={mutation.isPending}
          onSelect={() => run({ kind: 'signOut' })}
        >
          {text.signOutEverywhere}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 className="h-4 w-4" />} destructive onSelect={() => setConfirmDelete(true)}>
          {text.delete}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={text.deleteTitle}
        description={text.deleteDescription(user.email)}
        confirmText={text.deleteConfirm}
        cancelText={messages.cancel}
        destructive
        pending={mutation.isPending}
        onConfirm={() => run({ kind: 'delete' })}
      />
    </>
  );
}
