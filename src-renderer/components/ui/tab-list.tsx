import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn.ts';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** The id of this tab's button (its panel is labelled by it). */
  id: string;
  /** The id of the panel it shows. */
  panelId: string;
}

/**
 * A row of WAI-ARIA tabs: one tab stop, arrows (and Home/End) move and choose, the chosen one is
 * `value` (the page keeps it, usually in the URL). The panels are the page's own.
 */
export function TabList<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((t) => t.value === value);
    const step = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(step + tabs.length) % tabs.length]!.value;
    refs.current.get(next)?.focus();
    onChange(next);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-6 flex gap-1 border-b border-gray-200 dark:border-gray-800"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 pb-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              selected
                ? 'border-brand text-gray-900 dark:text-gray-50'
                : 'border-transparent text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
