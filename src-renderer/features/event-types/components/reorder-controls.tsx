import { ArrowDown, ArrowUp } from 'lucide-react';
import { editorMessages as t } from '#shared/event-type-editor.ts';

export const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ' +
  'dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

/** Move up / Move down for one row of an ordered list (`data-move` lets the list give the focus back). */
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
      <button
        type="button"
        data-move="up"
        aria-label={t.moveUp(name)}
        title={t.moveUp(name)}
        disabled={index === 0}
        onClick={() => onMove(-1, 'up')}
        className={iconButtonClass}
      >
        <ArrowUp className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        data-move="down"
        aria-label={t.moveDown(name)}
        title={t.moveDown(name)}
        disabled={index === count - 1}
        onClick={() => onMove(1, 'down')}
        className={iconButtonClass}
      >
        <ArrowDown className="size-4" aria-hidden />
      </button>
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
