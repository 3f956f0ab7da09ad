import {
  CalendarClock,
  Clock,
  Code2,
  Copy,
  CopyPlus,
  ListChecks,
  MoreHorizontal,
  Pencil,
  ShieldCheck,
  Trash2,
  Users,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu.tsx';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { publicOrigin } from '@/lib/api-client.ts';
import { useDeleteEventType } from '../api/delete-event-type.ts';
import { useDuplicateEventType } from '../api/duplicate-event-type.ts';
import { useToggleEventType } from '../api/toggle-event-type.ts';
import { lazyComponent } from '@/lib/lazy-component.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { copyLink } from '@/components/ui/copy-text.ts';
import { tx } from '@/lib/texts/event-types.ts';

/** The booking settings dialog (with the form library) is its own chunk, fetched when it is first opened. */
const settingsDialog = lazyComponent(() =>
  import('./booking-settings-dialog.tsx').then((m) => m.BookingSettingsDialog),
);
const preloadSettings = () => void settingsDialog.preload().catch(() => undefined);

const iconButton =
  'inline-flex h-8 w-8 items-center justify-center text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

const badge =
  'inline-flex items-center gap-1 rounded-md bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300';

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
  // Mounted from its first opening on, so that closing it can animate.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const navigate = useNavigate();
  const path = username ? paths.publicEventType(username, eventType.slug) : `/${eventType.slug}`;
  // While saving, the switch shows where it is going rather than flipping back.
  const visible = toggle.isPending ? toggle.variables.isVisible : eventType.isVisible;

  const onToggle = (isVisible: boolean) =>
    toggle.mutate(
      { id: eventType.id, isVisible },
      feedback({ failure: { title: tx('eventTypes.error'), description: tx('eventTypes.toggleFailed') } }),
    );

  const copy = () => {
    if (!username) return onNeedUsername();
    void copyLink(`${publicOrigin()}${path}`, tx('eventTypes.linkCopied'));
  };
  const onDuplicate = () =>
    duplicate.mutate(
      eventType.id,
      feedback({
        success: (copy) => ({
          title: tx('eventTypes.duplicated'),
          description: tx('eventTypes.duplicatedText', { name: copy.name }),
        }),
        failure: { title: tx('eventTypes.error'), description: tx('eventTypes.duplicateFailed') },
      }),
    );

  const onDelete = () =>
    remove.mutate(
      eventType.id,
      feedback({
        success: tx('eventTypes.deleted'),
        failure: { title: tx('eventTypes.error'), description: tx('eventTypes.deleteFailed') },
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
              {tx('eventTypes.hidden')}
            </span>
          )}
        </div>
        {eventType.description && (
          <p className="mt-1 line-clamp-2 text-sm text-gray-600 dark:text-gray-400">{eventType.description}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-1.5">
          <span className={badge}>
            <Clock className="h-3 w-3" aria-hidden />
            {tx('eventTypes.durationShort', { duration: eventType.duration })}
          </span>
          {eventType.bookingSettings.requiresConfirmation && (
            <span className={badge}>
              <ShieldCheck className="h-3 w-3" aria-hidden />
              {tx('eventTypes.requiresConfirmation')}
            </span>
          )}
          {eventType.bookingSettings.seats !== null && (
            <span className={badge}>
              <Users className="h-3 w-3" aria-hidden />
              {tx('eventTypes.seatsBadge', { seats: eventType.bookingSettings.seats })}
            </span>
          )}
        </div>
      </div>

      <div className="flex items-center gap-3">
        <Tooltip content={visible ? tx('eventTypes.hideFromProfile') : tx('eventTypes.showOnProfile')} side="top">
          <span className="inline-flex">
            <Switch
              checked={visible}
              disabled={toggle.isPending}
              label={tx('eventTypes.showOnPage', { name: eventType.name })}
              onChange={onToggle}
            />
          </span>
        </Tooltip>
        <div className="flex items-center overflow-visible rounded-md border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
          <button
            type="button"
            aria-label={tx('eventTypes.edit', { name: eventType.name })}
            onClick={() => onEdit(eventType)}
            className={`${iconButton} rounded-l-md`}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={tx('eventTypes.copyLink', { name: eventType.name })}
            onClick={copy}
            className={`${iconButton} border-x border-gray-200 dark:border-gray-700`}
          >
            <Copy className="h-4 w-4" aria-hidden />
          </button>
          <Menu
            label={tx('eventTypes.moreOptions', { name: eventType.name })}
            align="end"
            triggerClassName={`${iconButton} rounded-r-md`}
            menuClassName="min-w-40"
            trigger={<MoreHorizontal className="h-4 w-4" aria-hidden />}
          >
            <MenuItem
              icon={<CalendarClock className="h-4 w-4" />}
              onPointerEnter={preloadSettings}
              onFocus={preloadSettings}
              onSelect={() => {
                setSettingsUsed(true);
                setSettingsOpen(true);
              }}
            >
              {tx('eventTypes.bookingSettings')}
            </MenuItem>
            <MenuItem
              icon={<ListChecks className="h-4 w-4" />}
              onSelect={() => void navigate(paths.eventTypeSettings(eventType.id))}
            >
              {tx('eventTypes.locationsAndQuestions')}
            </MenuItem>
            <MenuItem icon={<CopyPlus className="h-4 w-4" />} disabled={duplicate.isPending} onSelect={onDuplicate}>
              {tx('eventTypes.duplicate')}
            </MenuItem>
            <MenuItem
              icon={<Code2 className="h-4 w-4" />}
              onSelect={() => void navigate(paths.settingsEmbedFor(eventType.slug))}
            >
              {tx('eventTypes.embed')}
            </MenuItem>
            <MenuSeparator />
            <MenuItem icon={<Trash2 className="h-4 w-4" />} destructive onSelect={() => setConfirmDelete(true)}>
              {tx('eventTypes.delete')}
            </MenuItem>
          </Menu>
        </div>
      </div>

      {settingsUsed && (
        <Suspense fallback={null}>
          <settingsDialog.Component eventType={settingsOpen ? eventType : null} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={tx('eventTypes.deleteTitle')}
        description={tx('eventTypes.deleteText', { name: eventType.name })}
        confirmText={tx('eventTypes.delete')}
        cancelText={tx('eventTypes.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}
