import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn.ts';
import { knownText, useKnownTexts } from '@/lib/known-text.ts';

const fieldClasses =
  'w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm placeholder:text-gray-400 ' +
  'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 disabled:opacity-60 ' +
  'aria-[invalid=true]:border-red-500 dark:border-gray-700';
const editableColours = 'bg-white text-gray-900 dark:bg-gray-900 dark:text-gray-100';
// A value people see but cannot change (e.g. the full name on the profile page) looks inert.
const readOnlyColours = 'bg-gray-50 text-gray-600 dark:bg-gray-800 dark:text-gray-300';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(fieldClasses, props.readOnly ? readOnlyColours : editableColours, 'h-10', className)}
      {...props}
    />
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(fieldClasses, editableColours, 'min-h-24', className)} {...props} />;
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-gray-800 dark:text-gray-200', className)} {...props} />;
}

/**
 * A field with fixed text before it (a host, a path): the text gives way with an ellipsis on a
 * narrow screen, so the field keeps most of the width. `children` is the Input (give it
 * `min-w-0 flex-1 rounded-l-none`); what ends the prefix (e.g. '/') stays visible.
 */
export function PrefixedField({ prefix, end = '', children }: { prefix: string; end?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 rounded-md shadow-xs">
      <span
        aria-hidden
        title={`${prefix}${end}`}
        className="inline-flex max-w-[40%] shrink-0 items-center rounded-l-md border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-500 sm:max-w-[50%] dark:border-gray-700 dark:bg-gray-800 dark:text-gray-400"
      >
        <span className="truncate">{prefix}</span>
        {end}
      </span>
      {children}
    </div>
  );
}

/** A field's validation message, announced to screen readers; link it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  // Said again in the page's language once its sentences arrive.
  useKnownTexts();
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600 dark:text-red-400">
      {typeof children === 'string' ? knownText(children) : children}
    </p>
  );
}

/** A native select that looks like the inputs. */
export const selectClass =
  'h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand ' +
  'focus-visible:outline-2 focus-visible:outline-brand/40 aria-[invalid=true]:border-red-500 dark:border-gray-700 ' +
  'dark:bg-gray-900 dark:text-gray-100';
