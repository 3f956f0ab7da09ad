import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/form-field.tsx';
import { tx } from '@/lib/texts/auth.ts';

type FixedField = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

/** The email address every sign-in form asks for. */
export const EmailField = forwardRef<HTMLInputElement, FixedField>(function EmailField(props, ref) {
  return <TextField ref={ref} label={tx('auth.email')} type="email" autoComplete="email" {...props} />;
});

/** A password being chosen: the browser may suggest one, and the rules are said under it. */
export const NewPasswordField = forwardRef<HTMLInputElement, FixedField & { label: string }>(
  function NewPasswordField(props, ref) {
    return (
      <TextField ref={ref} type="password" autoComplete="new-password" hint={tx('auth.passwordHint')} {...props} />
    );
  },
);
