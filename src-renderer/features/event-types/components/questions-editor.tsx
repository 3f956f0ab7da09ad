import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type BookingField,
  bookingFieldsProblems,
  type LocationOption,
  SYSTEM_FIELD_NAMES,
} from '#shared/schemas/booking-fields.ts';
import { BookingFieldsInputSchema, type EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { problemsOf } from '@/components/booking-fields/list-problems.ts';
import { shownLabel } from '@/components/booking-fields/field-parts.tsx';
import { QuestionDialog } from '@/components/booking-fields/question-dialog.tsx';
import { QuestionsPreview } from './questions-preview.tsx';
import { Announcer, IconButton, MoveButtons, rowFocusClass } from './reorder-controls.tsx';
import { SaveBar, useListDraft } from './save-bar.tsx';
import { tx } from '@/lib/texts/event-types.ts';

interface FieldDraft {
  key: string;
  field: BookingField;
}

let nextKey = 0;
const draftsOf = (fields: readonly BookingField[]): FieldDraft[] =>
  fields.map((field) => ({ key: `q${nextKey++}`, field }));

const isSystem = (name: string) => (SYSTEM_FIELD_NAMES as readonly string[]).includes(name);
/** A question's label as the host reads it: a built-in one left as it came is in the host's language. */
const labelOf = (field: BookingField) => shownLabel(field).trim() || field.name;
const quoted = (text: string) => tx('eventTypes.editor.quoted', { text });

/** How a condition reads: "Shown when “Topic” is Billing". */
function conditionText(field: BookingField, fields: readonly BookingField[]): string | null {
  if (!field.showIf) return null;
  const source = fields.find((f) => f.name === field.showIf!.field);
  const answer =
    source?.type === 'checkbox'
      ? field.showIf.equals === 'true'
        ? tx('eventTypes.editor.checked')
        : tx('eventTypes.editor.notChecked')
      : quoted(field.showIf.equals);
  return tx('eventTypes.editor.shownWhen', { label: source ? labelOf(source) : field.showIf.field, answer });
}

const badge = 'rounded-md px-1.5 py-0.5 text-xs font-medium';

/** The Questions tab: the ordered questions, edited in a dialog, saved together; the live preview beside. */
export function QuestionsEditor({
  detail,
  locations,
}: {
  detail: EventTypeDetail;
  /** The locations as the Locations tab has them now (saved or not), for the preview. */
  locations: readonly LocationOption[];
}) {
  const {
    drafts,
    change,
    problems: saveProblems,
    bar,
  } = useListDraft({
    detail,
    list: 'bookingFields',
    draftsOf: (d) => draftsOf(d.bookingFields),
    parse: (list) => BookingFieldsInputSchema.safeParse(list.map((d) => d.field)),
  });
  const [dialog, setDialog] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const [deleting, setDeleting] = useState<FieldDraft | null>(null);
  const hintId = useId();
  const fields = drafts.map((d) => d.field);
  const reorder = useReorder(drafts, change, (d) => labelOf(d.field));
  // The host reads what is wrong as soon as it is (a condition moved above its question, …).
  const live = problemsOf(bookingFieldsProblems(fields));
  const problemsAt = (index: number) => ({ ...live.items.get(index), ...saveProblems.items.get(index) });

  const setField = (key: string, field: BookingField) =>
    change(drafts.map((d) => (d.key === key ? { ...d, field } : d)));
  const onDone = (field: BookingField) => {
    if (dialog.index === null) return change([...drafts, ...draftsOf([field])]);
    const old = drafts[dialog.index]!;
    // A renamed question's dependents follow it.
    change(
      drafts.map((d) =>
        d.key === old.key
          ? { ...d, field }
          : d.field.showIf?.field === old.field.name && field.name !== old.field.name
            ? { ...d, field: { ...d.field, showIf: { ...d.field.showIf, field: field.name } } }
            : d,
      ),
    );
  };
  const dependentsOf = (draft: FieldDraft) => drafts.filter((d) => d.field.showIf?.field === draft.field.name);
  const remove = (draft: FieldDraft) => {
    change(
      drafts
        .filter((d) => d.key !== draft.key)
        .map((d) => {
          if (d.field.showIf?.field !== draft.field.name) return d;
          const { showIf: _dropped, ...rest } = d.field;
          return { ...d, field: rest };
        }),
    );
    setDeleting(null);
  };

  const deletingDependents = deleting ? dependentsOf(deleting).map((d) => quoted(labelOf(d.field))) : [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <Card
        title={tx('eventTypes.editor.questionsTitle')}
        description={tx('eventTypes.editor.questionsText')}
        footer={<SaveBar label={tx('eventTypes.editor.saveQuestions')} {...bar} problem={bar.problem ?? live.list} />}
      >
        <Announcer>{reorder.announcement}</Announcer>
        <p id={hintId} className="mb-3 text-xs text-gray-500 dark:text-gray-400">
          {tx('eventTypes.editor.reorderHint')}
        </p>
        <ol aria-label={tx('eventTypes.editor.questionsList')} aria-describedby={hintId} className="space-y-2">
          {drafts.map((draft, index) => {
            const { field } = draft;
            const label = labelOf(field);
            const system = isSystem(field.name);
            const canHide = field.name !== 'name' && field.name !== 'email' && field.name !== 'location';
            const problems = Object.values(problemsAt(index));
            const condition = conditionText(field, fields);
            return (
              <li
                key={draft.key}
                aria-label={label}
                {...reorder.rowProps(draft, index)}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border px-3 py-2.5 sm:flex-row sm:items-start',
                  problems.length > 0 ? 'border-red-300 dark:border-red-800' : 'border-gray-200 dark:border-gray-700',
                  field.hidden && 'bg-gray-50 dark:bg-gray-900/60',
                  rowFocusClass,
                )}
              >
                <div className="flex min-w-0 flex-1 gap-2">
                  <span className="text-sm text-gray-500 tabular-nums dark:text-gray-400" aria-hidden>
                    {index + 1}.
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <span
                        className={cn(
                          'text-sm font-medium break-words',
                          field.hidden ? 'text-gray-500 dark:text-gray-400' : 'text-gray-900 dark:text-gray-100',
                        )}
                      >
                        {label}
                      </span>
                      {field.hidden ? (
                        <span className={cn(badge, 'bg-gray-200 text-gray-700 dark:bg-gray-800 dark:text-gray-300')}>
                          {tx('eventTypes.editor.hidden')}
                        </span>
                      ) : (
                        field.name !== 'location' && (
                          <span
                            className={cn(
                              badge,
                              field.required
                                ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900'
                                : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
                            )}
                          >
                            {field.required ? tx('eventTypes.editor.required') : tx('eventTypes.editor.optional')}
                          </span>
                        )
                      )}
                      {system && (
                        <span
                          className={cn(
                            badge,
                            'border border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-400',
                          )}
                        >
                          {tx('eventTypes.editor.builtIn')}
                        </span>
                      )}
                    </div>
                    <p className="mt-0.5 text-xs break-words text-gray-600 dark:text-gray-400">
                      {tx(`eventTypes.fieldType.${field.type}`)} · <code className="font-mono">{field.name}</code>
                      {field.name === 'location' && ` · ${tx('eventTypes.editor.locationOnlyWhenPicking')}`}
                    </p>
                    {condition && <p className="mt-0.5 text-xs text-gray-700 dark:text-gray-300">{condition}</p>}
                    {problems.map((problem) => (
                      <p key={problem} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                        {problem}
                      </p>
                    ))}
                  </div>
                </div>
                <div className="flex shrink-0 items-center justify-end">
                  <MoveButtons
                    name={label}
                    index={index}
                    count={drafts.length}
                    onMove={(delta, control) => reorder.move(index, delta, control)}
                  />
                  <IconButton
                    label={tx('eventTypes.editor.editQuestion', { label })}
                    icon={Pencil}
                    onClick={() => setDialog({ open: true, index })}
                  />
                  {/* An empty slot where a row has no such button, so the buttons line up in columns. */}
                  {!canHide && <span aria-hidden className="size-8 shrink-0" />}
                  {canHide && (
                    <IconButton
                      label={
                        field.hidden
                          ? tx('eventTypes.editor.showQuestion', { label })
                          : tx('eventTypes.editor.hideQuestion', { label })
                      }
                      icon={field.hidden ? Eye : EyeOff}
                      onClick={() => setField(draft.key, { ...field, hidden: !field.hidden })}
                    />
                  )}
                  {system && <span aria-hidden className="size-8 shrink-0" />}
                  {!system && (
                    <IconButton
                      label={tx('eventTypes.editor.deleteQuestion', { label })}
                      icon={Trash2}
                      onClick={() => setDeleting(draft)}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" className="mt-4" onClick={() => setDialog({ open: true, index: null })}>
          <Plus className="size-4" aria-hidden />
          {tx('eventTypes.editor.addQuestion')}
        </Button>
      </Card>
      <QuestionsPreview fields={fields} locations={locations} />
      <QuestionDialog
        open={dialog.open}
        fields={fields}
        index={dialog.index}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onDone={onDone}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={tx('eventTypes.editor.deleteTitle')}
        description={
          deleting
            ? deletingDependents.length > 0
              ? tx('eventTypes.editor.deleteDependents', {
                  label: labelOf(deleting.field),
                  dependents: deletingDependents.join(', '),
                })
              : tx('eventTypes.editor.deleteText', { label: labelOf(deleting.field) })
            : undefined
        }
        confirmText={tx('eventTypes.editor.delete')}
        cancelText={tx('eventTypes.editor.cancel')}
        destructive
        onConfirm={() => deleting && remove(deleting)}
      />
    </div>
  );
}
