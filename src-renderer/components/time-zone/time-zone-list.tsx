import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { modernZoneName, offsetLabel } from '@/lib/zoned-time.ts';
import { activeLocale, t } from '@/lib/i18n.tsx';

function allZones(current: string): string[] {
  let ids: string[] = [];
  try {
    ids = Intl.supportedValuesOf('timeZone');
  } catch {
    ids = [];
  }
  const zones = new Set(ids.map(modernZoneName));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}

interface Option {
  zone: string;
  offset: string;
  search: string;
}

/** The searchable list behind TimeZonePicker (its own chunk): a combobox filtering a listbox. */
export function TimeZoneList({
  id,
  value,
  label,
  at,
  onChoose,
  onClose,
}: {
  id: string;
  value: string;
  label: string;
  /** The instant whose offsets are shown, null for none (see TimeZonePicker). */
  at: number | null;
  onChoose: (zone: string) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = useId();
  const [query, setQuery] = useState('');
  const options = useMemo<Option[]>(() => {
    return allZones(value).map((zone) => {
      let offset = '';
      try {
        if (at !== null) offset = offsetLabel(at, zone);
      } catch {
        offset = '';
      }
      return { zone, offset, search: `${zone.replace(/_/g, ' ')} ${offset}`.toLowerCase() };
    });
  }, [value, at]);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = words.length ? options.filter((o) => words.every((w) => o.search.includes(w))) : options;
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((o) => o.zone === value),
    ),
  );
  const activeIndex = Math.min(active, Math.max(0, shown.length - 1));

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const trigger = rootRef.current?.parentElement;
      if (!trigger?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(Math.min(last, activeIndex + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(0, activeIndex - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter': {
        event.preventDefault();
        const option = shown[activeIndex];
        if (option) onChoose(option.zone);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      data-pops-over
      className="absolute z-40 mt-1 w-full min-w-64 rounded-lg border border-gray-200 bg-white shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 px-3 dark:border-gray-700">
        <Search className="size-4 shrink-0 text-gray-500" aria-hidden />
        <input
          autoFocus
          role="combobox"
          aria-label={t('booker.searchZone', { label: activeLocale() === 'en' ? label.toLowerCase() : label })}
          aria-expanded="true"
          aria-controls={id}
          aria-autocomplete="list"
          aria-activedescendant={shown.length ? `${optionId}-${activeIndex}` : undefined}
          placeholder={t('booker.searchZoneHint')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full bg-transparent text-sm text-gray-900 placeholder:text-gray-500 focus:outline-none dark:text-gray-100"
        />
      </div>
      <ul ref={listRef} id={id} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto p-1">
        {shown.map((option, index) => (
          <li
            key={option.zone}
            id={`${optionId}-${index}`}
            data-index={index}
            role="option"
            aria-selected={option.zone === value}
            onPointerMove={() => setActive(index)}
            onClick={() => onChoose(option.zone)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-900 dark:text-gray-100',
              index === activeIndex && 'bg-gray-100 dark:bg-gray-800',
            )}
          >
            <Check
              className={cn('size-4 shrink-0 text-brand', option.zone === value ? 'visible' : 'invisible')}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate">{option.zone.replace(/_/g, ' ')}</span>
            <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">{option.offset}</span>
          </li>
        ))}
        {shown.length === 0 && (
          <li role="presentation" className="px-2 py-3 text-center text-sm text-gray-500 dark:text-gray-400">
            {t('booker.noZoneFound', { query })}
          </li>
        )}
      </ul>
    </div>
  );
}
