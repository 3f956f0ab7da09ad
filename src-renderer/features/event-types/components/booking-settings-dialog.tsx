import { useEffect, useId, useMemo, useState } from 'react';
import { LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';
import { type BookingSettings, BookingSettingsInputSchema, type BookingWindow } from '#shared/schemas/availability.ts';
import type { EventType } from '#shared/schemas/event-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useUpdateBookingSettings } from '../api/update-booking-settings.ts';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import {
  ConfirmationFields,
  type ConfirmationFieldsValue,
  confirmationFieldsOf,
  confirmationInputOf,
} from './confirmation-fields.tsx';
import { SeatsFields, type SeatsFieldValues } from './seats-fields.tsx';
import { tx } from '@/lib/texts/event-types.ts';

type Unit = 'minutes' | 'hours' | 'days';
const UNIT_MINUTES: Record<Unit, number> = { minutes: 1, hours: 60, days: 1440 };
const UNITS: readonly Unit[] = ['minutes', 'hours', 'days'];
const WINDOWS: readonly BookingWindow[] = ['rolling', 'range', 'unlimited'];
const INTERVALS = [5, 10, 15, 20, 30, 45, 60, 90, 120];

/** What the fields hold: text, so an empty box can mean "none" and a half-typed number is kept. */
interface Fields {
  slotInterval: string;
  beforeBuffer: string;
  afterBuffer: string;
  notice: string;
  noticeUnit: Unit;
  bookingWindow: BookingWindow;
  windowDays: string;
  windowStart: string;
  windowEnd: string;
  maxPerDay: string;
  maxPerWeek: string;
  confirmation: ConfirmationFieldsValue;
  seating: SeatsFieldValues;
  /** '' = each invitee's own language. */
  locale: string;
}

/** Shows a notice in the largest unit that keeps it whole (2880 → 2 days). */
function noticeFields(minutes: number): Pick<Fields, 'notice' | 'noticeUnit'> {
  const unit: Unit =
    minutes > 0 && minutes % 1440 === 0 ? 'days' : minutes > 0 && minutes % 60 === 0 ? 'hours' : 'minutes';
  return { notice: String(minutes / UNIT_MINUTES[unit]), noticeUnit: unit };
}

function fieldsOf(s: BookingSettings): Fields {
  return {
    slotInterval: s.slotInterval === null ? '' : String(s.slotInterval),
    beforeBuffer: String(s.beforeBuffer),
    afterBuffer: String(s.afterBuffer),
    ...noticeFields(s.minimumNotice),
    bookingWindow: s.bookingWindow,
    windowDays: String(s.windowDays),
    windowStart: s.windowStart ?? '',
    windowEnd: s.windowEnd ?? '',
    maxPerDay: s.maxPerDay === null ? '' : String(s.maxPerDay),
    maxPerWeek: s.maxPerWeek === null ? '' : String(s.maxPerWeek),
    confirmation: confirmationFieldsOf(s),
    seating: {
      seats: s.seats === null ? '' : String(s.seats),
      showSeatsLeft: s.showSeatsLeft,
      showAttendees: s.showAttendees,
    },
    locale: s.locale ?? '',
  };
}

/** A number from a box: empty → null, anything unreadable stays as text for the schema to refuse. */
function numberOrNull(text: string): number | null | string {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

function inputOf(f: Fields) {
  const notice = numberOrNull(f.notice);
  return {
    slotInterval: numberOrNull(f.slotInterval),
    beforeBuffer: numberOrNull(f.beforeBuffer) ?? 0,
    afterBuffer: numberOrNull(f.afterBuffer) ?? 0,
    minimumNotice: typeof notice === 'number' ? Math.round(notice * UNIT_MINUTES[f.noticeUnit]) : (notice ?? 0),
    bookingWindow: f.bookingWindow,
    windowDays: numberOrNull(f.windowDays) ?? '',
    windowStart: f.windowStart || null,
    windowEnd: f.windowEnd || null,
    maxPerDay: numberOrNull(f.maxPerDay),
    maxPerWeek: numberOrNull(f.maxPerWeek),
    ...confirmationInputOf(f.confirmation),
    seats: numberOrNull(f.seating.seats),
    showSeatsLeft: f.seating.showSeatsLeft,
    showAttendees: f.seating.showAttendees,
    locale: f.locale || null,
  };
}

/** The first sentence for each field the shared schema refused. */
function errorsOf(parsed: ReturnType<typeof BookingSettingsInputSchema.safeParse>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

const selectClasses =
  'h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/** "Booking settings" of one event type: when it can be booked and how often. */
export function BookingSettingsDialog({
  eventType,
  onOpenChange,
}: {
  /** The event type whose settings are edited; null when the dialog is closed. */
  eventType: EventType | null;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useUpdateBookingSettings();
  const id = useId();
  const [fields, setFields] = useState<Fields | null>(null);
  // Once Save was tried, the errors are those of the values as they now are: a sentence goes as soon
  // as its value is fixed (clearing the seats answers "seats cannot require confirmation").
  const [tried, setTried] = useState(false);
  const parsed = useMemo(() => (fields ? BookingSettingsInputSchema.safeParse(inputOf(fields)) : null), [fields]);
  const errors = useMemo(() => (tried && parsed ? errorsOf(parsed) : {}), [tried, parsed]);
  useEffect(() => {
    setFields(eventType ? fieldsOf(eventType.bookingSettings) : null);
    setTried(false);
  }, [eventType]);

  const set = (patch: Partial<Fields>) => setFields((current) => (current ? { ...current, ...patch } : current));
  const numberProps = (key: 'beforeBuffer' | 'afterBuffer' | 'windowDays' | 'maxPerDay' | 'maxPerWeek') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 1,
    value: fields?.[key] ?? '',
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.target.value }),
  });

  const onSubmit = () => {
    if (!eventType || !parsed) return;
    setTried(true);
    if (!parsed.success) return;
    save.mutate(
      { id: eventType.id, input: parsed.data },
      feedback({
        success: tx('eventTypes.bookingSettingsSaved'),
        failure: { title: tx('eventTypes.saveFailed'), fallback: tx('eventTypes.bookingSettingsFailed') },
        onSuccess: () => onOpenChange(false),
      }),
    );
  };

  const intervals =
    fields && fields.slotInterval && !INTERVALS.includes(Number(fields.slotInterval))
      ? [...INTERVALS, Number(fields.slotInterval)].sort((a, b) => a - b)
      : INTERVALS;

  return (
    <Dialog open={eventType !== null} onOpenChange={(open) => !save.isPending && onOpenChange(open)}>
      <DialogContent
        title={tx('eventTypes.bookingSettings')}
        description={eventType ? tx('eventTypes.bookingSettingsText', { name: eventType.name }) : undefined}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        {fields && (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <FormField label={tx('eventTypes.startTimes')} error={errors.slotInterval}>
              {(control) => (
                <select
                  className={selectClasses}
                  value={fields.slotInterval}
                  {...control}
                  onChange={(event) => set({ slotInterval: event.target.value })}
                >
                  <option value="">{tx('eventTypes.eventDuration', { duration: eventType?.duration ?? '' })}</option>
                  {intervals.map((minutes) => (
                    <option key={minutes} value={String(minutes)}>
                      {tx('eventTypes.minutes', { minutes })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="grid grid-cols-2 gap-3">
              <TextField label={tx('eventTypes.bufferBefore')} {...numberProps('beforeBuffer')} />
              <TextField label={tx('eventTypes.bufferAfter')} {...numberProps('afterBuffer')} />
            </div>
            <FormField label={tx('eventTypes.minimumNotice')} error={errors.minimumNotice}>
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={fields.notice}
                    {...control}
                    onChange={(event) => set({ notice: event.target.value })}
                  />
                  <select
                    aria-label={tx('eventTypes.noticeUnit')}
                    className={selectClasses}
                    value={fields.noticeUnit}
                    onChange={(event) => set({ noticeUnit: event.target.value as Unit })}
                  >
                    {UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {tx(`eventTypes.unit.${unit}`)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
                {tx('eventTypes.howFarAhead')}
              </legend>
              {WINDOWS.map((window) => (
                <label key={window} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
                  <input
                    type="radio"
                    name={`${id}-window`}
                    className="size-4 accent-brand"
                    checked={fields.bookingWindow === window}
                    onChange={() => set({ bookingWindow: window })}
                  />
                  {tx(`eventTypes.window.${window}`)}
                </label>
              ))}
            </fieldset>
            {fields.bookingWindow === 'rolling' && (
              <TextField label={tx('eventTypes.daysIntoFuture')} {...numberProps('windowDays')} min={1} />
            )}
            {fields.bookingWindow === 'range' && (
              <div className="grid grid-cols-2 gap-3">
                {(
                  [
                    ['windowStart', tx('eventTypes.firstDay')],
                    ['windowEnd', tx('eventTypes.lastDay')],
                  ] as const
                ).map(([key, label]) => (
                  <TextField
                    key={key}
                    label={label}
                    type="date"
                    value={fields[key]}
                    error={errors[key]}
                    onChange={(event) => set({ [key]: event.target.value })}
                  />
                ))}
              </div>
            )}
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={tx('eventTypes.mostPerDay')}
                {...numberProps('maxPerDay')}
                min={1}
                placeholder={tx('eventTypes.noLimit')}
              />
              <TextField
                label={tx('eventTypes.mostPerWeek')}
                {...numberProps('maxPerWeek')}
                min={1}
                placeholder={tx('eventTypes.noLimit')}
              />
            </div>
            <ConfirmationFields
              value={fields.confirmation}
              errors={errors}
              onChange={(confirmation) => set({ confirmation })}
            />
            <SeatsFields
              values={fields.seating}
              error={errors.seats}
              onChange={(patch) => set({ seating: { ...fields.seating, ...patch } })}
            />
            <FormField label={tx('eventTypes.language')} hint={tx('eventTypes.languageHint')} error={errors.locale}>
              {(control) => (
                <select
                  className={selectClasses}
                  value={fields.locale}
                  {...control}
                  onChange={(event) => set({ locale: event.target.value })}
                >
                  <option value="">{tx('eventTypes.followInvitee')}</option>
                  {LOCALES.map((locale) => (
                    <option key={locale} value={locale} lang={locale}>
                      {LOCALE_NAMES[locale]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                {tx('eventTypes.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? tx('eventTypes.saving') : tx('eventTypes.saveSettings')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
