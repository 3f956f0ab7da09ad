import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type RegisterForm, RegisterFormSchema } from '#shared/schemas/auth.ts';
import { useSchemaForm } from '../../src-renderer/lib/schema-form.ts';

function Form({ onValid }: { onValid: (values: RegisterForm) => Promise<void> }) {
  const form = useSchemaForm<RegisterForm>(RegisterFormSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await onValid(values);
        } catch {
          form.setError('root', { message: 'The server said no.' });
        }
      })}
    >
      {(['first_name', 'last_name', 'email', 'password'] as const).map((name) => (
        <label key={name}>
          {name}
          <input aria-label={name} {...form.register(name)} />
          {errors[name] && <span role="alert">{`${name}: ${errors[name].message}`}</span>}
        </label>
      ))}
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <button type="submit" disabled={isSubmitting}>
        Send
      </button>
    </form>
  );
}

describe('a form checked by a shared schema (the account pages)', () => {
  it('says nothing before the first submit, then each field’s first message, and focuses the first', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('first_name'), { target: { value: 'Ada' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.queryByText(/^first_name:/)).toBeNull();
    expect(screen.getByText(/^last_name:/)).toBeInTheDocument();
    expect(screen.getByLabelText('last_name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again on every change after a submit, and hands the parsed values over once they pass', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/^email:/);
    fireEvent.change(screen.getByLabelText('first_name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('last_name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ADA@example.test' } });
    await waitFor(() => expect(screen.queryByText(/^email:/)).toBeNull());
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'correct horse battery' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const values = (onValid.mock.calls[0] as unknown[])[0] as RegisterForm;
    expect(values.first_name).toBe('Ada');
    expect(values.email).toBe(RegisterFormSchema.parse({ ...values }).email);
  });

  it('reads what the inputs hold at submit, even when no change was announced (autofill)', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} />);
    for (const [name, value] of Object.entries({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      password: 'correct horse battery',
    })) {
      (screen.getByLabelText(name) as HTMLInputElement).value = value;
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('shows a form-wide error set after the request failed', async () => {
    render(<Form onValid={async () => Promise.reject(new Error('no'))} />);
    for (const [name, value] of Object.entries({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      password: 'correct horse battery',
    })) {
      fireEvent.change(screen.getByLabelText(name), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The server said no.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
