import { useRef } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { errorOf } from './field-parts.tsx';

/**
 * One answer whose control is not a single native input (a multi-select, the guests, the location):
 * its value, a change that re-checks it once the form was submitted, its error, and a ref for focus.
 *
 * react-hook-form's own `useController`/`useWatch` would do the same, but the booker's form is the
 * only one that needs them and they would sit in the chunk every form shares, /login's included
 * (about 1.5 KB gzipped over its budget): this keeps to `useForm`'s own methods.
 */
export function useAnswer(name: string) {
  const form = useFormContext<FieldValues>();
  const element = useRef<HTMLElement | null>(null);
  // One object for the form to focus (the first refused answer), the same on every render.
  const focusable = useRef({
    focus: () => element.current?.focus(),
    select: () => undefined,
    setCustomValidity: () => undefined,
    reportValidity: () => true,
  });
  const { ref: registerRef } = form.register(name);
  return {
    value: form.watch(name) as unknown,
    error: errorOf(form.formState.errors, name),
    onChange: (next: unknown) =>
      form.setValue(name, next, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted }),
    /** Blur changes nothing: answers are checked on submit, then again on every change. */
    onBlur: () => undefined,
    ref: (node: HTMLElement | null) => {
      element.current = node ?? element.current;
      if (node) registerRef(focusable.current);
    },
  };
}
