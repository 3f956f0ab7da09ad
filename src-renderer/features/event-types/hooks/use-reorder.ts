import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { tx } from '@/lib/texts/event-types.ts';

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

type Control = 'row' | 'up' | 'down';

/**
 * Reordering a list by buttons (Move up / Move down) and by keyboard (Alt + Arrow Up / Down on a
 * focused row or one of its buttons): the moved row keeps the focus, and the move is announced
 * through `announcement` (render it in a polite live region).
 */
export function useReorder<T extends { key: string }>(
  items: readonly T[],
  onChange: (next: T[]) => void,
  nameOf: (item: T) => string,
) {
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLElement>());
  const focusAfter = useRef<{ key: string; control: Control } | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = rows.current.get(target.key);
    const button =
      target.control === 'row' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]`);
    (button && !button.disabled ? button : row)?.focus();
  });

  const move = (index: number, delta: -1 | 1, control: Control) => {
    const to = index + delta;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    onChange(moveItem(items, index, to));
    focusAfter.current = { key: item.key, control };
    const text = tx('eventTypes.editor.moved', { what: nameOf(item), position: to + 1, count: items.length });
    // The same sentence twice in a row would not be read again: vary it invisibly.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  };

  const rowProps = (item: T, index: number) => ({
    ref: (node: HTMLElement | null) => {
      if (node) rows.current.set(item.key, node);
      else rows.current.delete(item.key);
    },
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      const target = event.target as HTMLElement;
      if (target !== event.currentTarget && target.tagName !== 'BUTTON') return;
      event.preventDefault();
      const control = target.dataset.move === 'up' || target.dataset.move === 'down' ? target.dataset.move : 'row';
      move(index, event.key === 'ArrowUp' ? -1 : 1, control);
    },
  });

  return { announcement, move, rowProps };
}
