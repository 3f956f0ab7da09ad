import { ArrowDown, ArrowUp, type LucideIcon } from 'lucide-react';
import { tx } from '@/lib/texts/event-types.ts';

const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ' +
  'dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

/** A row's small button: an icon, named for screen readers and on hover. */
export function IconButton({
  label,
  icon: Icon,
  onClick,
  disabled,
  move,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  /** Marks Move up / Move down, so the list can give the focus back after a move. */
  move?: 'up' | 'down';
}) {
  return (
    <button
      type="button"
      data-move={move}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={iconButtonClass}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

/** Move up / Move down for one row of an ordered list. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1, control: 'up' | 'down') => void;
}) {
  return (
    <span className="inline-flex">
      <IconButton
        label={tx('eventTypes.editor.moveUp', { what: name })}
        icon={ArrowUp}
        move="up"
        disabled={index === 0}
        onClick={() => onMove(-1, 'up')}
      />
      <IconButton
        label={tx('eventTypes.editor.moveDown', { what: name })}
        icon={ArrowDown}
        move="down"
        disabled={index === count - 1}
        onClick={() => onMove(1, 'down')}
      />
    </span>
  );
}

/** A polite live region, out of sight, for what a screen reader should hear after a move. */
export function Announcer({ children }: { children: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {children}
    </p>
  );
}

/** A row's focus ring: rows take the focus to be moved with Alt + arrows. */
export const rowFocusClass = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';
