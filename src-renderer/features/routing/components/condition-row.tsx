import { Trash2 } from 'lucide-react';
import { type BookingField, TYPES_WITH_OPTIONS } from '#shared/schemas/booking-fields.ts';
import { type Condition, OPERATORS_BY_TYPE, type RoutingOperator } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { shownLabel } from '@/components/booking-fields/field-parts.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { selectClass } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

/** The answers a condition can name: a question's options, checked or not, or typed text (null). */
function choicesOf(field: BookingField | undefined): { value: string; label: string }[] | null {
  if (!field) return null;
  if (TYPES_WITH_OPTIONS.includes(field.type)) return (field.options ?? []).map((o) => ({ value: o, label: o }));
  if (field.type === 'checkbox')
    return [
      { value: 'true', label: tx('routing.checked') },
      { value: 'false', label: tx('routing.notChecked') },
    ];
  return null;
}

/** A new condition on `field`: its first operator and, for a choice, its first answer. */
export function conditionOn(field: BookingField | undefined): Condition {
  const first = choicesOf(field)?.[0]?.value ?? '';
  return { field: field?.name ?? '', operator: 'equals', value: first };
}

/** One condition: question, operator, answer(s). `path` is its place in the form (`routes.0.conditions.1`). */
export function ConditionRow({
  condition,
  fields,
  onChange,
  onRemove,
  errors,
  path,
  number,
}: {
  condition: Condition;
  fields: readonly BookingField[];
  onChange: (condition: Condition) => void;
  onRemove: () => void;
  errors: Readonly<Record<string, string>>;
  path: string;
  number: number;
}) {
  const field = fields.find((f) => f.name === condition.field);
  const operators = field ? (OPERATORS_BY_TYPE[field.type] ?? ['equals']) : (['equals'] as const);
  const choices = choicesOf(field);
  const several = condition.operator === 'any_of';
  const setOperator = (operator: RoutingOperator) =>
    onChange(
      operator === 'any_of'
        ? { field: condition.field, operator, values: condition.value ? [condition.value] : [] }
        : { field: condition.field, operator, value: condition.value ?? condition.values?.[0] ?? '' },
    );
  const valueError = errors[`${path}.value`] ?? errors[`${path}.values`];

  return (
    <li className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_9rem_1fr_auto] sm:items-start dark:border-gray-700">
      <FormField label={tx('routing.question')} error={errors[`${path}.field`]}>
        {(control) => (
          <select
            {...control}
            className={cn(selectClass, 'w-full')}
            value={condition.field}
            onChange={(event) => onChange(conditionOn(fields.find((f) => f.name === event.target.value)))}
          >
            {!field && <option value={condition.field}>{condition.field || tx('routing.pickQuestion')}</option>}
            {fields.map((f) => (
              <option key={f.name} value={f.name}>
                {shownLabel(f) || f.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={tx('routing.operator')} error={errors[`${path}.operator`]}>
        {(control) => (
          <select
            {...control}
            className={cn(selectClass, 'w-full')}
            value={condition.operator}
            onChange={(event) => setOperator(event.target.value as RoutingOperator)}
          >
            {operators.map((o) => (
              <option key={o} value={o}>
                {tx(`routing.operators.${o}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {several && choices ? (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{tx('routing.answers')}</legend>
          {choices.map((c) => (
            <label key={c.value} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={(condition.values ?? []).includes(c.value)}
                onChange={(event) => {
                  const chosen = new Set(condition.values ?? []);
                  if (event.target.checked) chosen.add(c.value);
                  else chosen.delete(c.value);
                  onChange({ ...condition, values: choices.map((x) => x.value).filter((v) => chosen.has(v)) });
                }}
              />
              {c.label}
            </label>
          ))}
          {valueError && <p className="text-sm text-red-600 dark:text-red-400">{valueError}</p>}
        </fieldset>
      ) : several ? (
        <TextField
          label={tx('routing.answers')}
          hint={tx('routing.answersHint')}
          autoComplete="off"
          value={(condition.values ?? []).join(', ')}
          error={valueError}
          onChange={(event) =>
            onChange({ ...condition, values: event.target.value.split(',').map((v) => v.trimStart()) })
          }
        />
      ) : choices ? (
        <FormField label={tx('routing.answer')} error={valueError}>
          {(control) => (
            <select
              {...control}
              className={cn(selectClass, 'w-full')}
              value={condition.value ?? ''}
              onChange={(event) => onChange({ ...condition, value: event.target.value })}
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <TextField
          label={tx('routing.answer')}
          autoComplete="off"
          value={condition.value ?? ''}
          error={valueError}
          onChange={(event) => onChange({ ...condition, value: event.target.value })}
        />
      )}
      <Button
        variant="ghost"
        size="sm"
        className="sm:mt-7"
        aria-label={tx('routing.removeCondition', { n: number })}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </li>
  );
}
