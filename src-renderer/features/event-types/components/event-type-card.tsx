import { CalendarClock, Clock, Copy, ListChecks, MoreHorizontal, Pencil, Trash2, CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { editorMessages } from '#shared/event-type-editor.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Menu, MenuItem, MenuSeparator } from '../../../components/ui/menu.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { publicOrigin } from '../../../lib/api-client.ts';
import { useDeleteEventType } from '../api/delete-event-type.ts';
import { useDuplicateEventType } from '../api/duplicate-event-type.ts';
import { useToggleEventType } from '../api/toggle-event-type.ts';
import { BookingSettingsDialog } from './booking-settings-dialog.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { feedback } from '../../../components/ui/mutation-feedback.ts';
import { copyLink } from '../../../components/ui/copy-text.ts';

const iconButton =
  'inline-flex h-8 w-8 items-center justify-center text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

export interface EventTypeCardProps {
  eventType: EventType;
  username: string | null;
  onEdit: (eventType: EventType) => void;
  /** Called instead of copying when the user has no username yet (no public link exists). */
  onNeedUsername: () => void;
}

export function EventTypeCard({ eventType, username, onEdit, onNeedUsername }: EventTypeCardProps) {
  const toggle = useToggleEventType();
  const duplicate = useDuplicateEventType();
  const remove = useDeleteEventType();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const navigate = useNavigate();
  const path = username ? paths.publicEventType(username, eventType.slug) : `/${eventType.slug}`;
  // While saving, the switch shows where it is going rather than flipping back.
  const visible = toggle.isPending ? toggle.variables.isVisible : eventType.isVisible;

  const onToggle = (isVisible: boolean) =>
    toggle.mutate(
      { id: eventType.id, isVisible },
      feedback({ failure: { title: messages.error, description: messages.toggleFailed } }),
    );

  const copy = () => {
    if (!username) return onNeedUsername();
    void copyLink(`${publicOrigin()}${path}`, messages.eventLinkCopied);
  };
  const onDuplicate = () =>
    duplicate.mutate(
      eventType.id,
      feedback({
        success: (copy) => ({ title: 'Event type duplicated', description: `Created “${copy.name}”.` }),
        failure: { title: messages.error, description: 'Failed to duplicate event type' },
      }),
    );

  const onDelete = () =>
    remove.mutate(
      eventType.id,
      feedback({
        success: 'Event type deleted',
        failure: { title: messages.error, description: 'Failed to delete event type' },
        onSuccess: () => setConfirmDelete(false),
      }),
    );

  return (
    <li
      aria-label={eventType.name}
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5 hover:bg-gray-50/60 dark:hover:bg-gray-900/60"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="truncate text-sm font-semibold text-gray-900 dark:text-gray-100">{eventType.name}</h2>
          <span className="truncate text-sm text-gray-500 dark:text-gray-400">{path}</span>
          {!visible && (
            <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
              {messages.hidden}
            </span>
          )}
        </div>
        {eventType.description && (
          <p className="mt-1 line-clamp-2 text-sm text-gray-600 dark:text-gray-400">{eventType.description}</p>
        )}
        <div className="mt-2">
          <span className="inline-flex items-center gap-1 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            <Clock className="h-3 w-3" aria-hidden />
            {eventType.duration}m
          </span>
        </div>
      </div>

      <div className="flex items-center gap-3">
        <Tooltip content={visible ? 'Hide from profile' : 'Show on profile'} side="top">
          <span className="inline-flex">
            <Switch
              checked={visible}
              disabled={toggle.isPending}
              label={`Show ${eventType.name} on your public page`}
              onChange={onToggle}
            />
          </span>
        </Tooltip>
        <div className="flex items-center overflow-visible rounded-md border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
          <button
            type="button"
            aria-label={`Edit ${eventType.name}`}
            onClick={() => onEdit(eventType)}
            className={`${iconButton} rounded-l-md`}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Copy link to ${eventType.name}`}
            onClick={copy}
            className={`${iconButton} border-x border-gray-200 dark:border-gray-700`}
          >
            <Copy className="h-4 w-4" aria-hidden />
          </button>
          <Menu
            label={`More options for ${eventType.name}`}
            align="end"
            triggerClassName={`${iconButton} rounded-r-md`}
            menuClassName="min-w-40"
            trigger={<MoreHorizontal className="h-4 w-4" aria-hidden />}
          >
            <MenuItem icon={<CalendarClock className="h-4 w-4" />} onSelect={() => setSettingsOpen(true)}>
              Booking settings
            </MenuItem>
            <MenuItem
              icon={<ListChecks className="h-4 w-4" />}
              onSelect={() => void navigate(paths.eventTypeSettings(eventType.id))}
            >
              {editorMessages.menuItem}
            </MenuItem>
            <MenuItem icon={<CopyPlus className="h-4 w-4" />} disabled={duplicate.isPending} onSelect={onDuplicate}>
              Duplicate
            </MenuItem>
            <MenuSeparator />
            <MenuItem icon={<Trash2 className="h-4 w-4" />} destructive onSelect={() => setConfirmDelete(true)}>
              Delete
            </MenuItem>
          </Menu>
        </div>
      </div>

      <BookingSettingsDialog eventType={settingsOpen ? eventType : null} onOpenChange={setSettingsOpen} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete event type?"
        description={`“${eventType.name}” and its booking link will be removed. This cannot be undone.`}
        confirmText="Delete"
        cancelText={messages.cancel}
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}
