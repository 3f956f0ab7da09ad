import { useEffect, useId, useRef, useState } from 'react';
import { editorMessages, fieldNameFromLabel } from '#shared/event-type-editor.ts';
import {
  type BookingField,
  CUSTOM_FIELD_TYPES,
  type FieldType,
  SYSTEM_FIELD_NAMES,
  TYPES_WITH_LENGTH,
  TYPES_WITH_OPTIONS,
} from '#shared/schemas/booking-fields.ts';
import { BookingFieldsInputSchema } from '#shared/schemas/event-type-settings.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormField, TextField } from '../ui/form-field.tsx';
import { FieldError, Textarea, selectClass } from '../ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { tx } from '@/lib/texts/event-types.ts';
import { type ListProblems, problemsOf } from './list-problems.ts';

/** The booking questions' own check of a whole list (an event type's Questions tab). */
const bookingQuestionsCheck = (list: readonly BookingField[]): ListProblems | null => {
  const parsed = BookingFieldsInputSchema.safeParse(list);
  return parsed.success ? null : problemsOf(parsed.error.issues);
};

const isSystem = (name: string) => (SYSTEM_FIELD_NAMES as readonly string[]).includes(name);

/** What the dialog's controls hold: text while typed, so nothing half-typed is refused by a control. */
interface Form {
  type: FieldType;
  label: string;
  name: string;
  placeholder: string;
  required: boolean;
  hidden: boolean;
  options: string;
  minLength: string;
  maxLength: string;
  conditional: boolean;
  showField: string;
  showEquals: string;
}

const formOf = (field: BookingField | null): Form => ({
  type: field?.type ?? 'text',
  label: field?.label ?? '',
  name: field?.name ?? '',
  placeholder: field?.placeholder ?? '',
  required: field?.required ?? false,
  hidden: field?.hidden ?? false,
  options: (field?.options ?? []).join('\n'),
  minLength: field?.minLength === undefined ? '' : String(field.minLength),
  maxLength: field?.maxLength === undefined ? '' : String(field.maxLength),
  conditional: Boolean(field?.showIf),
  showField: field?.showIf?.field ?? '',
  showEquals: field?.showIf?.equals ?? '',
});

const lengthOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function fieldOf(form: Form, system: boolean): BookingField {
  const field: BookingField = {
    name: form.name.trim(),
    type: form.type,
    label: form.label.trim(),
    required: form.required,
    hidden: form.hidden,
  };
  if (form.placeholder.trim()) field.placeholder = form.placeholder.trim();
  if (system) return field;
  if (TYPES_WITH_OPTIONS.includes(form.type))
    field.options = form.options
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);
  if (TYPES_WITH_LENGTH.includes(form.type)) {
    const min = lengthOf(form.minLength);
    const max = lengthOf(form.maxLength);
    if (min !== undefined) field.minLength = min;
    if (max !== undefined) field.maxLength = max;
  }
  if (form.conditional && form.showField) field.showIf = { field: form.showField, equals: form.showEquals };
  return field;
}

/** The condition's possible answers for a question: its options, checked or not, or typed text (null). */
function answersOf(source: BookingField | undefined): { value: string; label: string }[] | null {
  if (!source) return [];
  if (TYPES_WITH_OPTIONS.includes(source.type)) return (source.options ?? []).map((o) => ({ value: o, label: o }));
  if (source.type === 'checkbox')
    return [
      { value: 'true', label: tx('eventTypes.editor.checked') },
      { value: 'false', label: tx('eventTypes.editor.notChecked') },
    ];
  return null;
}

/** The question a new condition starts from: the nearest one above with choices or a checkbox, else the nearest. */
function defaultSource(sources: readonly BookingField[]): string {
  const choice = sources.findLast((f) => answersOf(f) !== null);
  return (choice ?? sources.at(-1))?.name ?? '';
}

/**
 * Add a question, or edit one: checked against the whole list with the API's own schema before it
 * is taken, so the host reads the sentence here, beside the control it is about. An event type's
 * Questions tab and a routing form's questions use it (`types` and `check` for the latter's rules).
 */
export function QuestionDialog({
  open,
  fields,
  index,
  onOpenChange,
  onDone,
  types = CUSTOM_FIELD_TYPES,
  check = bookingQuestionsCheck,
}: {
  /** The types a new question may have. */
  types?: readonly FieldType[];
  /** The whole list's problems by item (null: none), as the API would answer them. */
  check?: (list: readonly BookingField[]) => ListProblems | null;
  open: boolean;
  /** The whole list as it is now. */
  fields: readonly BookingField[];
  /** The question edited; null adds one at the end. */
  index: number | null;
  onOpenChange: (open: boolean) => void;
  onDone: (field: BookingField) => void;
}) {
  const editing = index === null ? null : (fields[index] ?? null);
  const system = editing ? isSystem(editing.name) : false;
  const [form, setForm] = useState<Form>(() => formOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameTouched = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    setForm(formOf(editing));
    setErrors({});
    nameTouched.current = editing !== null;
    // Only when the dialog opens: the list may change under it meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const at = index ?? fields.length;
  const others = new Set(fields.filter((_, i) => i !== at).map((f) => f.name));
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const sources = fields.slice(0, at).filter((f) => !isSystem(f.name));
  const source = sources.find((f) => f.name === form.showField);
  const answers = answersOf(source);

  const done = () => {
    const field = fieldOf(form, system);
    const list = [...fields];
    list.splice(at, index === null ? 0 : 1, field);
    const problems = check(list);
    const mine: Record<string, string> = { ...problems?.items.get(at) };
    // A condition no answer meets would hide the question for good (the schema says it too, in English).
    const answerMissing = editorMessages.conditionAnswerRequired;
    if (field.showIf && !field.showIf.equals.trim() && (mine.showIf ?? answerMissing) === answerMissing)
      mine.showIf = tx('eventTypes.editor.conditionAnswerRequired');
    if (Object.keys(mine).length > 0 || problems?.list) {
      setErrors(Object.keys(mine).length > 0 ? mine : { list: problems!.list! });
      return;
    }
    onDone(field);
    onOpenChange(false);
  };

  const typeHasOptions = TYPES_WITH_OPTIONS.includes(form.type);
  const typeHasLength = !system && TYPES_WITH_LENGTH.includes(form.type);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? tx('eventTypes.editor.editQuestionTitle') : tx('eventTypes.editor.newQuestionTitle')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            done();
          }}
        >
          <FormField label={tx('eventTypes.editor.type')} error={errors.type}>
            {(control) => (
              <select
                {...control}
                className={cn(selectClass, 'w-full')}
                value={form.type}
                disabled={system}
                onChange={(event) => set({ type: event.target.value as FieldType })}
              >
                {(system ? [form.type] : types).map((type) => (
                  <option key={type} value={type}>
                    {tx(`eventTypes.fieldType.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={tx('eventTypes.editor.label')}
            autoComplete="off"
            value={form.label}
            error={errors.label}
            onChange={(event) => {
              const label = event.target.value;
              set(nameTouched.current ? { label } : { label, name: fieldNameFromLabel(label, others) });
            }}
          />
          <TextField
            label={tx('eventTypes.editor.name')}
            autoComplete="off"
            spellCheck={false}
            value={form.name}
            readOnly={system}
            hint={
              system
                ? tx('eventTypes.editor.nameLocked')
                : tx('eventTypes.editor.nameHint', { name: form.name.trim() || 'company' })
            }
            error={errors.name}
            onChange={(event) => {
              nameTouched.current = true;
              set({ name: event.target.value });
            }}
          />
          {form.type !== 'location' && (
            <TextField
              label={tx('eventTypes.editor.placeholder')}
              autoComplete="off"
              value={form.placeholder}
              error={errors.placeholder}
              onChange={(event) => set({ placeholder: event.target.value })}
            />
          )}
          {typeHasOptions && !system && (
            <FormField label={tx('eventTypes.editor.options')} error={errors.options}>
              {(control) => (
                <Textarea
                  rows={4}
                  {...control}
                  value={form.options}
                  onChange={(event) => set({ options: event.target.value })}
                />
              )}
            </FormField>
          )}
          {typeHasLength && (
            <div className="grid grid-cols-2 gap-3">
              {(
                [
                  ['minLength', tx('eventTypes.editor.minLength')],
                  ['maxLength', tx('eventTypes.editor.maxLength')],
                ] as const
              ).map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder={tx('eventTypes.editor.noLimit')}
                  value={form[key]}
                  error={errors[key]}
                  onChange={(event) => set({ [key]: event.target.value })}
                />
              ))}
            </div>
          )}
          {!system && (
            <Checkbox
              label={tx('eventTypes.editor.requiredBox')}
              checked={form.required}
              onChange={(required) => set({ required })}
            />
          )}
          {(!system || editing?.name === 'notes' || editing?.name === 'guests') && (
            <Checkbox
              label={tx('eventTypes.editor.hiddenBox')}
              checked={form.hidden}
              onChange={(hidden) => set({ hidden })}
            />
          )}
          <FieldError id={`${id}-required`}>{errors.required}</FieldError>
          {!system && (
            <fieldset className="grid gap-3 rounded-md border border-gray-200 p-3 dark:border-gray-700">
              <legend className="sr-only">{tx('eventTypes.editor.condition')}</legend>
              <Checkbox
                label={tx('eventTypes.editor.condition')}
                checked={form.conditional}
                disabled={sources.length === 0}
                onChange={(conditional) => set({ conditional, showField: form.showField || defaultSource(sources) })}
              />
              {sources.length === 0 ? (
                <p className="text-xs text-gray-500 dark:text-gray-400">{tx('eventTypes.editor.conditionNone')}</p>
              ) : (
                form.conditional && (
                  <>
                    <FormField label={tx('eventTypes.editor.conditionField')}>
                      {(control) => (
                        <select
                          {...control}
                          className={cn(selectClass, 'w-full')}
                          value={form.showField}
                          onChange={(event) => set({ showField: event.target.value, showEquals: '' })}
                        >
                          {sources.map((f) => (
                            <option key={f.name} value={f.name}>
                              {f.label || f.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                    {answers === null ? (
                      <TextField
                        label={tx('eventTypes.editor.conditionAnswer')}
                        hint={tx('eventTypes.editor.conditionTyped')}
                        autoComplete="off"
                        value={form.showEquals}
                        error={errors.showIf}
                        onChange={(event) => set({ showEquals: event.target.value })}
                      />
                    ) : (
                      <FormField label={tx('eventTypes.editor.conditionAnswer')} error={errors.showIf}>
                        {(control) => (
                          <select
                            {...control}
                            className={cn(selectClass, 'w-full')}
                            value={form.showEquals}
                            onChange={(event) => set({ showEquals: event.target.value })}
                          >
                            <option value="" disabled>
                              {tx('eventTypes.editor.conditionPick')}
                            </option>
                            {answers.map((a) => (
                              <option key={a.value} value={a.value}>
                                {a.label}
                              </option>
                            ))}
                          </select>
                        )}
                      </FormField>
                    )}
                  </>
                )
              )}
            </fieldset>
          )}
          <FieldError id={`${id}-list`}>{errors.list ?? errors.item}</FieldError>
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {tx('eventTypes.editor.cancel')}
            </Button>
            <Button type="submit">{tx('eventTypes.editor.saveQuestion')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Checkbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800 has-[:disabled]:opacity-60 dark:text-gray-200">
      <input
        type="checkbox"
        className="size-4 accent-brand"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
