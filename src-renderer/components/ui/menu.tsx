import {
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn.ts';

export interface MenuProps {
  /** The trigger's accessible name when its content does not say it. */
  label?: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Open while the pointer is over the trigger or the menu, closing `closeDelayMs` after it leaves. */
  openOnHover?: boolean;
  closeDelayMs?: number;
  align?: 'start' | 'end';
  /** Extra classes for the open menu, such as its minimum width (min-w-52 when not given). */
  menuClassName?: string;
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"]';

/**
 * A menu button following the WAI-ARIA menu pattern: Enter, Space or ArrowDown open it on the first
 * item (ArrowUp on the last), arrows/Home/End move, Escape closes and gives focus back to the
 * trigger, Tab closes; a click outside closes it.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  openOnHover = false,
  closeDelayMs = 0,
  align = 'start',
  menuClassName = 'min-w-52',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  // A click right after the pointer opened the menu by hovering must not close it again.
  const openedByHover = useRef(false);
  const menuId = useId();

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const close = useCallback(
    (returnFocus: boolean) => {
      cancelClose();
      openedByHover.current = false;
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [cancelClose],
  );
  useEffect(() => cancelClose, [cancelClose]);

  const items = useCallback(() => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []), []);
  const focusItem = useCallback(
    (index: number) => {
      const list = items();
      if (list.length === 0) return;
      list[(index + list.length) % list.length]?.focus();
    },
    [items],
  );

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current) {
      focusItem(pendingFocus.current === 'first' ? 0 : -1);
      pendingFocus.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, focusItem]);

  const openWithFocus = (where: 'first' | 'last') => {
    cancelClose();
    pendingFocus.current = where;
    if (open) {
      focusItem(where === 'first' ? 0 : -1);
      pendingFocus.current = null;
    } else setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType === 'touch') return;
          cancelClose();
          if (!open) openedByHover.current = true;
          setOpen(true);
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType === 'touch') return;
          cancelClose();
          closeTimer.current = setTimeout(() => close(false), closeDelayMs);
        },
      }
    : {};

  return (
    <div ref={rootRef} className="relative" {...hoverProps}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) close(false);
          else {
            openedByHover.current = false;
            setOpen(true);
          }
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            // Choosing an enabled item closes the menu, as in every desktop menu; focus goes back to
            // the trigger rather than being lost with the item.
            const item = (event.target as HTMLElement).closest(ITEM_SELECTOR);
            if (item && item.getAttribute('aria-disabled') !== 'true') close(true);
          }}
          className={cn(
            'absolute z-40 mt-1 rounded-lg border border-gray-200 bg-white p-1 shadow-lg',
            'dark:border-gray-700 dark:bg-gray-900',
            align === 'end' ? 'right-0' : 'left-0',
            menuClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  onSelect?: () => void;
  icon?: ReactNode;
  destructive?: boolean;
}

/** One entry of a Menu. A disabled entry stays focusable (so it can be read) but does nothing. */
export function MenuItem({ onSelect, icon, destructive, disabled, className, children, ...props }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onSelect?.();
      }}
      className={cn(
        'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none',
        'focus-visible:bg-gray-100 dark:focus-visible:bg-gray-800',
        disabled
          ? 'cursor-default text-gray-400 hover:bg-transparent dark:text-gray-500 dark:hover:bg-transparent'
          : [
              destructive ? 'text-red-600 dark:text-red-400' : 'text-gray-700 dark:text-gray-200',
              'hover:bg-gray-100 dark:hover:bg-gray-800',
            ],
        className,
      )}
      {...props}
    >
      {icon && (
        <span className="h-4 w-4 shrink-0" aria-hidden>
          {icon}
        </span>
      )}
      <span className="flex-1">{children}</span>
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-gray-200 dark:bg-gray-700" />;
}
