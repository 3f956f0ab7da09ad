import {
  LOCATION_ADDRESS_MAX_LENGTH,
  type LocationKind,
  type PublicLocationOption,
  locationKey,
} from '#shared/schemas/booking-fields.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { Input, Label } from '../ui/input.tsx';
import { Choice, ChoiceGroup, choiceClasses, type FieldWidgetProps, optionLabel, shownLabel } from './field-parts.tsx';
import { useAnswer } from './use-answer.ts';

/** The location answer: the kind chosen, and what the invitee typed for a kind that asks them. */
export interface LocationAnswer {
  kind: LocationKind;
  /** A video location's provider (ADR 045). */
  provider?: string;
  value?: string;
}

/**
 * Where to meet, when the invitee chooses: one radio button per option (its label, and its value when
 * the host made it public), and for an address or a phone number of the invitee's own, an input under
 * the choice. Its error (no choice, an address missing, a number not valid) shows under the group.
 */
export function LocationInput({ field, locations, disabled }: FieldWidgetProps) {
  const control = useAnswer(field.name);
  const answer = (control.value ?? undefined) as LocationAnswer | undefined;
  const chosen = answer ? locationKey(answer) : undefined;
  const error = control.error;
  const invalid = error ? true : undefined;
  const asksValue = chosen === 'invitee_address' || chosen === 'invitee_phone';
  return (
    <ChoiceGroup label={shownLabel(field)} error={error}>
      {(describedBy) => (
        <>
          <div className="space-y-2">
            {locations.map((option, i) => (
              <Choice
                key={locationKey(option)}
                className={cn(
                  'rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand/40',
                  chosen === locationKey(option)
                    ? 'border-brand bg-brand/5 dark:bg-brand/10'
                    : 'border-gray-200 dark:border-gray-700',
                )}
              >
                <input
                  ref={!asksValue && (chosen ? chosen === locationKey(option) : i === 0) ? control.ref : undefined}
                  type="radio"
                  name={field.name}
                  value={locationKey(option)}
                  className={cn(choiceClasses, 'mt-0.5')}
                  checked={chosen === locationKey(option)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  disabled={disabled}
                  onBlur={control.onBlur}
                  onChange={() =>
                    control.onChange({ kind: option.kind, ...(option.provider ? { provider: option.provider } : {}) })
                  }
                />
                <span className="min-w-0">
                  <span className="block">{optionLabel(option)}</span>
                  {option.value && (
                    <span className="block text-xs break-words text-gray-500 dark:text-gray-400">{option.value}</span>
                  )}
                </span>
              </Choice>
            ))}
          </div>
          {asksValue && (
            <LocationValueInput
              kind={chosen}
              value={answer?.value ?? ''}
              inputRef={control.ref}
              invalid={invalid}
              describedBy={describedBy}
              disabled={disabled}
              onBlur={control.onBlur}
              onChange={(value) => control.onChange({ kind: chosen, value })}
            />
          )}
        </>
      )}
    </ChoiceGroup>
  );
}

function LocationValueInput({
  kind,
  value,
  inputRef,
  invalid,
  describedBy,
  disabled,
  onBlur,
  onChange,
}: {
  kind: 'invitee_address' | 'invitee_phone';
  value: string;
  inputRef: (element: HTMLInputElement | null) => void;
  invalid: true | undefined;
  describedBy: string | undefined;
  disabled: boolean;
  onBlur: () => void;
  onChange: (value: string) => void;
}) {
  const id = `location-${kind}`;
  const phone = kind === 'invitee_phone';
  return (
    <div className="space-y-1.5 pt-1">
      <Label htmlFor={id}>{phone ? t('form.inviteePhoneLabel') : t('form.inviteeAddressLabel')}</Label>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
        {...(phone
          ? { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 }
          : { type: 'text', autoComplete: 'street-address', maxLength: LOCATION_ADDRESS_MAX_LENGTH })}
      />
      {phone && <p className="text-xs text-gray-500 dark:text-gray-400">{t('form.phoneHint')}</p>}
    </div>
  );
}

/** The one location of an event the invitee does not choose or fill in: told, not asked. */
export function LocationText({ label, option }: { label: string; option: PublicLocationOption }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{label}</p>
      <p className="text-sm break-words text-gray-700 dark:text-gray-300">
        {optionLabel(option)}
        {option.value && <span className="block text-gray-500 dark:text-gray-400">{option.value}</span>}
      </p>
    </div>
  );
}
