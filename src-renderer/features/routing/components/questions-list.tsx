import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type BookingField, MAX_BOOKING_FIELDS } from '#shared/schemas/booking-fields.ts';
import { ROUTING_FIELD_TYPES, routingFormProblems } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { shownLabel } from '@/components/booking-fields/field-parts.tsx';
import { type ListProblems, problemsOf } from '@/components/booking-fields/list-problems.ts';
import { QuestionDialog } from '@/components/booking-fields/question-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldTypeLabel, routingProblem } from '../said.ts';

/** A routing form's own rules for a list of questions (paths `fields.{i}.{key}` read as `[i, key]`). */
function routingQuestionsCheck(list: readonly BookingField[]): ListProblems | null {
  const problems = routingFormProblems({ fields: list, routes: [], fallback: { kind: 'message', message: '-' } })
    .filter((p) => p.path[0] === 'fields')
    .map((p) => ({ path: p.path.slice(1), message: routingProblem(p.message) }));
  return problems.length > 0 ? problemsOf(problems) : null;
}

/** The form's questions: added and edited in the booking questions' own dialog, moved, removed. */
export function QuestionsList({
  fields,
  errors,
  onChange,
}: {
  fields: readonly BookingField[];
  errors: Readonly<Record<string, string>>;
  onChange: (fields: BookingField[]) => void;
}) {
  const [dialog, setDialog] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const move = (index: number, by: -1 | 1) => {
    const list = [...fields];
    const [moved] = list.splice(index, 1);
    list.splice(index + by, 0, moved!);
    onChange(list);
  };
  const problemOf = (i: number) =>
    Object.entries(errors).find(([path]) => path.startsWith(`fields.${i}.`) || path === `fields.${i}`)?.[1];

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {fields.map((field, i) => (
          <li key={`${field.name}-${i}`} className="flex flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2">
            {/* On a phone the buttons wrap under the question rather than squeeze it. */}
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100">
                {shownLabel(field) || field.name}
              </p>
              <p className="text-xs text-gray-500 dark:text-gray-400">
                {fieldTypeLabel(field.type)} · {field.name}
                {field.required ? ` · ${tx('routing.required')}` : ''}
              </p>
              {problemOf(i) && <p className="text-sm text-red-600 dark:text-red-400">{problemOf(i)}</p>}
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={tx('routing.moveQuestionUp', { label: shownLabel(field) })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={tx('routing.moveQuestionDown', { label: shownLabel(field) })}
                disabled={i === fields.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={tx('routing.editQuestion', { label: shownLabel(field) })}
                onClick={() => setDialog({ open: true, index: i })}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={tx('routing.removeQuestion', { label: shownLabel(field) })}
                onClick={() => onChange(fields.filter((_, x) => x !== i))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {errors.fields && <p className="text-sm text-red-600 dark:text-red-400">{errors.fields}</p>}
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_BOOKING_FIELDS}
        onClick={() => setDialog({ open: true, index: null })}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {tx('routing.addQuestion')}
      </Button>
      <QuestionDialog
        open={dialog.open}
        fields={fields}
        index={dialog.index}
        types={ROUTING_FIELD_TYPES}
        check={routingQuestionsCheck}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onDone={(field) => {
          const list = [...fields];
          list.splice(dialog.index ?? fields.length, dialog.index === null ? 0 : 1, field);
          onChange(list);
        }}
      />
    </div>
  );
}
