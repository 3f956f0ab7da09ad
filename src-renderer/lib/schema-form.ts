import { type ChangeEvent, type FocusEvent, useCallback, useRef, useState } from 'react';

/**
 * A form of uncontrolled text inputs checked by one of the shared zod schemas, for the account pages
 * (ADR 036): the part of react-hook-form they use (`register`, `handleSubmit`, `formState.errors` and
 * `isSubmitting`, `setError('root')`), with its defaults: checked on submit, then again on every
 * change, the first field in error focused. The rest of the app keeps react-hook-form; the sign-in
 * pages do without its 15 KB (issue 39: `/login` within 120 KB in every language).
 */
interface SafeParser<T> {
  safeParseAsync(
    value: unknown,
  ): Promise<{ success: true; data: T } | { success: false; error: { issues: readonly Issue[] } }>;
}
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

type Errors<T> = Partial<Record<keyof T | 'root', { message: string }>>;

export interface SchemaForm<T extends Record<string, string>> {
  register(name: keyof T & string): {
    name: string;
    defaultValue: string;
    ref: (element: HTMLInputElement | null) => void;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  handleSubmit(onValid: (values: T) => Promise<void> | void): (event?: { preventDefault(): void }) => Promise<void>;
  setError(name: 'root', error: { message: string }): void;
  formState: { errors: Errors<T>; isSubmitting: boolean };
}

/** Each field's first message, keyed by the field the issue names (a form-wide one, by `root`). */
function errorsOf<T>(issues: readonly Issue[]): Errors<T> {
  const errors: Record<string, { message: string }> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'root';
    if (!Object.hasOwn(errors, field)) errors[field] = { message: issue.message };
  }
  return errors as Errors<T>;
}

export function useSchemaForm<T extends Record<string, string>>(
  schema: SafeParser<T>,
  defaultValues: T,
): SchemaForm<T> {
  const values = useRef<Record<string, string>>({ ...defaultValues });
  const elements = useRef(new Map<string, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = useCallback(() => schema.safeParseAsync(values.current), [schema]);

  const register: SchemaForm<T>['register'] = (name) => ({
    name,
    defaultValue: defaultValues[name] ?? '',
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event) => {
      values.current[name] = event.target.value;
      // Before the first submit nothing is said; after it, each change is checked again.
      if (submitted.current) {
        void check().then((result) => setErrors(result.success ? {} : errorsOf<T>(result.error.issues)));
      }
    },
    onBlur: () => undefined,
  });

  const handleSubmit: SchemaForm<T>['handleSubmit'] = (onValid) => async (event) => {
    event?.preventDefault();
    submitted.current = true;
    // What the inputs hold now: a browser's autofill may not have said it changed them.
    for (const [name, element] of elements.current) values.current[name] = element.value;
    const result = await check();
    if (!result.success) {
      const found = errorsOf<T>(result.error.issues);
      setErrors(found);
      // The first field in error, in the order the form shows them, takes the focus.
      const first = [...elements.current.entries()].find(([name]) => Object.hasOwn(found, name));
      first?.[1].focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const setError: SchemaForm<T>['setError'] = (name, error) => setErrors((now) => ({ ...now, [name]: error }));

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
