import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, TextField } from '../../src-renderer/components/ui/form-field.tsx';

describe('a form field', () => {
  it('names its control by the label and describes it by the hint', () => {
    render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the control invalid and announces the message, after the hint', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email.');
  });

  it('can be invalid without a message of its own (the form shows one for several fields)', () => {
    render(<TextField label="Password" type="password" invalid />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires any control it renders: a select here', () => {
    render(
      <FormField label="Interval" error="Choose one.">
        {(control) => (
          <select {...control}>
            <option>5 min</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Interval' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose one.');
  });
});
