import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { type BookingField, MAX_GUESTS } from '#shared/schemas/booking-fields.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { ChoiceGroup, fieldLabel } from './field-parts.tsx';
import { useAnswer } from './use-answer.ts';
import { t } from '@/lib/i18n.tsx';

/** focusRow's value for the "Add a guest" button. */
const ADD = -1;

/**
 * Guests: one email row per guest, each with its remove button, and "Add a guest" up to MAX_GUESTS.
 * The value is the list of addresses (empty rows are dropped by the answers' schema).
 */
export function GuestsInput({ field, disabled }: { field: BookingField; disabled: boolean }) {
  const control = useAnswer(field.name);
  const guests = Array.isArray(control.value) ? (control.value as string[]) : [];
  const focusRow = useRef<number | null>(null);
  const error = control.error;
  const full = guests.length >= MAX_GUESTS;

  const set = (next: string[], focus: number | null) => {
    focusRow.current = focus;
    control.onChange(next);
  };

  return (
    <ChoiceGroup
      label={fieldLabel(field)}
      error={error}
      hint={full ? t('form.guestsFull', { max: MAX_GUESTS }) : undefined}
    >
      {(describedBy) => (
        <>
          {guests.map((guest, i) => (
            <div key={i} className="flex items-center gap-2">
              <Input
                ref={(element) => {
                  if (i === 0) control.ref(element);
                  if (element && focusRow.current === i) {
                    focusRow.current = null;
                    element.focus();
                  }
                }}
                type="email"
                autoComplete="off"
                spellCheck={false}
                maxLength={254}
                aria-label={t('form.guestLabel', { n: i + 1 })}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                disabled={disabled}
                value={guest}
                onBlur={control.onBlur}
                onChange={(event) =>
                  set(
                    guests.map((g, j) => (j === i ? event.target.value : g)),
                    null,
                  )
                }
                className="min-w-0 flex-1"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('form.removeGuest', { n: i + 1 })}
                disabled={disabled}
                onClick={() => {
                  // Focus stays in the list: the row that took its place, the last one, or "Add a guest".
                  const next = guests.filter((_, j) => j !== i);
                  set(next, next.length > 0 ? Math.min(i, next.length - 1) : ADD);
                }}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          ))}
          {!full && (
            <Button
              variant="secondary"
              size="sm"
              ref={(element) => {
                if (element && focusRow.current === ADD) {
                  focusRow.current = null;
                  element.focus();
                }
              }}
              disabled={disabled}
              onClick={() => set([...guests, ''], guests.length)}
            >
              <Plus className="h-4 w-4" aria-hidden />
              {t('form.addGuest')}
            </Button>
          )}
        </>
      )}
    </ChoiceGroup>
  );
}
