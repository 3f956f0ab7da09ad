import { useId, useMemo, useState } from 'react';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import {
  MAX_RECURRENCE_INTERVAL,
  MAX_RECURRENCE_OCCURRENCES,
  MIN_RECURRENCE_OCCURRENCES,
  RECURRENCE_FREQUENCIES,
  type Recurrence,
  type RecurrenceFrequency,
  RecurrenceSchema,
} from '#shared/schemas/recurrence.ts';
import { Card } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, selectClass } from '@/components/ui/input.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { errorText } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/event-types.ts';
import { useUpdateEventType } from '../api/update-event-type.ts';
import { SaveBar } from './save-bar.tsx';

/** The rule as the fields hold it: numbers as typed, so a half-typed one is kept. */
interface RuleFields {
  on: boolean;
  frequency: RecurrenceFrequency;
  interval: string;
  maxOccurrences: string;
  allowPartial: boolean;
}

const fieldsOf = (rule: Recurrence | null | undefined): RuleFields => ({
  on: Boolean(rule),
  frequency: rule?.frequency ?? 'weekly',
  interval: String(rule?.interval ?? 1),
  maxOccurrences: String(rule?.maxOccurrences ?? 4),
  allowPartial: rule?.allowPartial ?? false,
});

/** A box's number, or its text for the schema to refuse. */
const numberOf = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * The event type's Recurring tab (docs/product.md#recurring-event-types): off, or every N days, weeks
 * or months with at most M occurrences, and whether an invitee may book the rest when some dates are
 * taken. Checked with the API's own schema before it is sent; the server's refusal (seats) is said as it came.
 */
export function RecurrenceEditor({ detail }: { detail: EventTypeDetail }) {
  const update = useUpdateEventType();
  const id = useId();
  const [fields, setFields] = useState<RuleFields>(() => fieldsOf(detail.recurrence));
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = useMemo(
    () =>
      RecurrenceSchema.safeParse({
        frequency: fields.frequency,
        interval: numberOf(fields.interval),
        maxOccurrences: numberOf(fields.maxOccurrences),
        allowPartial: fields.allowPartial,
      }),
    [fields],
  );
  const errors: Record<string, string> = {};
  if (tried && fields.on)
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;

  const set = (patch: Partial<RuleFields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setDirty(true);
    setProblem(null);
  };
  const onSave = () => {
    setTried(true);
    if (fields.on && !parsed.success) {
      setProblem(tx('eventTypes.editor.fixProblems'));
      return;
    }
    const { id: eventTypeId, name, slug, description, duration } = detail;
    const recurrence = fields.on && parsed.success ? parsed.data : null;
    update.mutate(
      { id: eventTypeId, input: { name, slug, description, duration, recurrence } },
      {
        onSuccess: (saved) => {
          toastSuccess(tx('eventTypes.editor.saved'));
          setFields(fieldsOf(saved.recurrence));
          setDirty(false);
          setTried(false);
        },
        onError: (error) => setProblem(errorText(error, tx('eventTypes.editor.saveFailed'))),
      },
    );
  };
  const onDiscard = () => {
    setFields(fieldsOf(detail.recurrence));
    setDirty(false);
    setTried(false);
    setProblem(null);
  };

  return (
    <Card
      title={tx('eventTypes.recurrence.title')}
      description={tx('eventTypes.recurrence.text')}
      footer={
        <SaveBar
          label={tx('eventTypes.recurrence.save')}
          dirty={dirty}
          pending={update.isPending}
          problem={problem}
          onSave={onSave}
          onDiscard={onDiscard}
        />
      }
    >
      <div className="grid gap-5">
        <div className="flex items-center gap-3">
          <Switch label={tx('eventTypes.recurrence.repeat')} checked={fields.on} onChange={(on) => set({ on })} />
          <span aria-hidden className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {tx('eventTypes.recurrence.repeat')}
          </span>
        </div>
        {fields.on ? (
          <>
            <FormField label={tx('eventTypes.recurrence.every')} error={errors.interval}>
              {(control) => (
                <div className="flex flex-wrap gap-2">
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_RECURRENCE_INTERVAL}
                    step={1}
                    value={fields.interval}
                    onChange={(event) => set({ interval: event.target.value })}
                    className="w-24!"
                  />
                  <select
                    id={`${id}-unit`}
                    aria-label={tx('eventTypes.recurrence.unit')}
                    className={cn(selectClass, 'w-auto')}
                    value={fields.frequency}
                    onChange={(event) => set({ frequency: event.target.value as RecurrenceFrequency })}
                  >
                    {RECURRENCE_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {tx(`eventTypes.recurrence.${frequency}`, { count: Number(fields.interval) || 1 })}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </FormField>
            <FormField
              label={tx('eventTypes.recurrence.max')}
              hint={tx('eventTypes.recurrence.maxHint', {
                min: MIN_RECURRENCE_OCCURRENCES,
                max: MAX_RECURRENCE_OCCURRENCES,
              })}
              error={errors.maxOccurrences}
            >
              {(control) => (
                <div>
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={MIN_RECURRENCE_OCCURRENCES}
                    max={MAX_RECURRENCE_OCCURRENCES}
                    step={1}
                    className="w-24!"
                    value={fields.maxOccurrences}
                    onChange={(event) => set({ maxOccurrences: event.target.value })}
                  />
                </div>
              )}
            </FormField>
            <div className="flex items-start gap-3">
              <Switch
                label={tx('eventTypes.recurrence.partial')}
                checked={fields.allowPartial}
                onChange={(allowPartial) => set({ allowPartial })}
              />
              <div aria-hidden className="text-sm">
                <p className="font-medium text-gray-800 dark:text-gray-200">{tx('eventTypes.recurrence.partial')}</p>
                <p className="text-gray-500 dark:text-gray-400">{tx('eventTypes.recurrence.partialHint')}</p>
              </div>
            </div>
          </>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{tx('eventTypes.recurrence.off')}</p>
        )}
      </div>
    </Card>
  );
}
