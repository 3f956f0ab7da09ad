import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { answersSchema, type BookingAnswers, type BookingForm as Questions } from '#shared/booking-answers.ts';
import { type BookingField, type PublicLocationOption } from '#shared/schemas/booking-fields.ts';
import type { BookingCreateInput } from '#shared/schemas/bookings.ts';
import { DateLocaleSchema } from '#shared/i18n/locales.ts';
import {
  answersDefaults,
  type AnswersValues,
  BookingFieldInputs,
} from '@/components/booking-fields/booking-field-inputs.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { ApiError } from '@/lib/api-client.ts';
import { shownLabel } from '@/components/booking-fields/field-parts.tsx';
import { activeLocale, t } from '@/lib/i18n.tsx';
import { newIdempotencyKey, useBookTime } from '../api/book-time.ts';
import { managePathOf, type ManageState } from '../hooks/use-manage-link.ts';
import { usePrefill } from '../hooks/use-prefill.ts';
import type { BookingDraft } from './booking-draft.ts';
import { ChosenTime, type PickedTime } from './chosen-time.tsx';
import { type SeriesConflict, SeriesConflictNotice, seriesConflictOf } from './series-conflict.tsx';
import { SeriesPicker, type SeriesRuleOf } from './series-picker.tsx';
import { StepButtons, stepFailure, StepProblem } from './step-footer.tsx';

/** A 400's sentence for each refused field (`{ error, fields: { name: sentence } }`), or null. */
function serverFields(body: string): Record<string, string> | null {
  try {
    const { fields } = JSON.parse(body) as { fields?: unknown };
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

type AnswersResolver = Resolver<AnswersValues, unknown, BookingAnswers>;

/**
 * The shared answers schema speaks English, as the API does; in another language the booker says a
 * missing answer and a malformed email in its own words (ADR 030). The host's other rules (lengths,
 * options, phone numbers) are still said in English.
 */
function inLanguage(check: AnswersResolver, fields: readonly BookingField[]): AnswersResolver {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (activeLocale() === 'en') return result;
    for (const [name, error] of Object.entries(result.errors) as [string, { message?: string } | undefined][]) {
      const field = fields.find((f) => f.name === name);
      if (!field || !error) continue;
      const value = (values as Record<string, unknown>)[name];
      const empty =
        value === undefined || value === null || value === false || (typeof value === 'string' && !value.trim());
      if (field.required && empty) {
        error.message = /[?:]\s*$/.test(field.label)
          ? t('form.answerRequired')
          : t('form.required', { label: shownLabel(field) });
      } else if (field.type === 'email') error.message = t('form.invalidEmail');
    }
    return result;
  };
}

/**
 * The request for the checked answers: the system fields at the top level, the rest in `responses`;
 * with the invitee's zone, their device's language tag and the clock they chose, so their emails
 * write the time as this page did ('2 December', '11:00').
 */
export function bookingInput(
  answers: BookingAnswers,
  start: string,
  { zone, hour12 }: Pick<PickedTime, 'zone' | 'hour12'>,
  routingResponseId?: string,
): BookingCreateInput {
  const responses: Record<string, unknown> = { ...answers.values };
  if (answers.guests.length > 0) responses.guests = answers.guests;
  return {
    start,
    timeZone: zone,
    // A tag the server would refuse is left out: the booking is worth more than its date format.
    ...(DateLocaleSchema.safeParse(navigator.language).success && { dateLocale: navigator.language }),
    hourCycle: hour12 ? 'h12' : 'h23',
    name: answers.name,
    email: answers.email,
    notes: answers.notes,
    ...(answers.location && { location: answers.location }),
    responses,
    ...(routingResponseId ? { routingResponseId } : {}),
  };
}

/**
 * The booker's answers for the picked time: the event type's questions and location choice, checked
 * by the one answers schema (the server checks them again with it). The first time it opens, what the
 * booking URL's query string names (`?name=…&company=…`) is filled in, and a routing form's response
 * named there goes with the booking (`usePrefill`). Each attempt carries an
 * Idempotency-Key: sending the same answers for the same time again (a retry after a lost answer)
 * reuses it, so the server books at most once; a change of time or answers is a new attempt.
 *
 * This module and the widgets are their own chunk, loaded when a time is picked (./lazy-steps.tsx).
 */
export function BookingForm({
  username,
  slug,
  time,
  fields,
  locations,
  draft,
  onBack,
  onTaken,
  request = false,
  series = null,
}: {
  username: string;
  slug: string;
  time: PickedTime;
  fields: readonly BookingField[];
  locations: readonly PublicLocationOption[];
  /** Read on mount and written on unmount, so Back or a taken time keeps what was typed. */
  draft: { current: BookingDraft };
  onBack: () => void;
  /** The time was booked by someone else meanwhile (409): the server's words. */
  onTaken: (text: string) => void;
  /** The host confirms this time first (ADR 025): the form says so, and asks to request it. */
  request?: boolean;
  /** A recurring event type (issue 43): the invitee books a series from the picked time. */
  series?: SeriesRuleOf | null;
}) {
  const { start } = time;
  const headingId = useId();
  const navigate = useNavigate();
  const book = useBookTime();
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const questions: Questions = useMemo(() => ({ fields, locations }), [fields, locations]);
  const prefill = usePrefill(questions);
  const resolver = useMemo(() => inLanguage(zodResolver(answersSchema(questions)), fields), [questions, fields]);
  const form = useForm<AnswersValues, unknown, BookingAnswers>({
    resolver,
    // Read once: what was typed before Back or a taken time, else the booking URL's prefill.
    defaultValues: draft.current ?? { ...answersDefaults(fields), ...prefill.answers },
  });

  useEffect(() => {
    const target = draft;
    return () => {
      target.current = form.getValues();
    };
  }, [form, draft]);

  const [count, setCount] = useState(() => series?.rule.maxOccurrences ?? 0);
  // What a 409 named of the series (its dates not free) and what the invitee chose to leave out.
  const [conflict, setConflict] = useState<SeriesConflict | null>(null);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const pickCount = (next: number) => {
    setCount(next);
    setConflict(null);
    setLeftOut([]);
    setProblem(null);
  };

  const send = (answers: BookingAnswers, skip: readonly string[]) => {
    const input: BookingCreateInput = {
      ...bookingInput(answers, start, time, prefill.routingResponseId),
      ...(series ? { occurrences: count } : {}),
      ...(series && skip.length > 0 ? { skip: [...skip] } : {}),
    };
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    setProblem(null);
    book.mutate(
      { username, slug, input, idempotencyKey: attempt.current.key },
      feedback({
        onSuccess: (created) =>
          void navigate(managePathOf(created), { state: { justBooked: true } satisfies ManageState }),
        onError: (error) => {
          const refused = error instanceof ApiError && error.status === 400 ? serverFields(error.body) : null;
          const asked = refused ? Object.keys(refused).filter((name) => fields.some((f) => f.name === name)) : [];
          if (refused && asked.length > 0) {
            // Each sentence under its question, and the first of them focused.
            for (const name of asked) form.setError(name, { type: 'server', message: refused[name] });
            form.setFocus(asked[0]!);
            const unplaced = Object.keys(refused).filter((name) => !asked.includes(name));
            setProblem(unplaced.length > 0 ? unplaced.map((name) => refused[name]).join(' ') : null);
            return;
          }
          const named = series ? seriesConflictOf(error) : null;
          if (named) {
            // The dates not free are marked in the list; the time picked stays, as other dates may be free.
            setConflict(named);
            setLeftOut([...skip]);
            setProblem(null);
            return;
          }
          setProblem(
            stepFailure(error, { notReached: t('booker.bookNotReached'), failed: t('booker.bookFailed') }, onTaken),
          );
        },
      }),
    );
  };
  const onSubmit = form.handleSubmit((answers) => send(answers, leftOut));
  // The rest of the series without the dates not free (and those left out before).
  const bookOthers = form.handleSubmit((answers) =>
    send(answers, [...leftOut, ...(conflict?.conflicts.map((c) => c.start) ?? [])]),
  );
  const others = conflict ? count - leftOut.length - conflict.conflicts.length : 0;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-lg min-w-0 space-y-6">
      <ChosenTime headingId={headingId} heading={t('booker.enterDetails')} time={time} />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {series && (
            <SeriesPicker
              series={series}
              start={start}
              duration={time.duration}
              zone={time.zone}
              hour12={time.hour12}
              count={count}
              onCount={pickCount}
              notFree={conflict?.conflicts.map((c) => c.start) ?? []}
              leftOut={leftOut}
              disabled={book.isPending}
            />
          )}
          <BookingFieldInputs fields={fields} locations={locations} />
          {conflict && (
            <SeriesConflictNotice
              count={conflict.conflicts.length}
              others={conflict.partialAllowed ? others : 0}
              pending={book.isPending}
              onBookOthers={() => void bookOthers()}
            />
          )}
          <StepProblem>{problem}</StepProblem>
          {request ? <p className="text-sm text-gray-700 dark:text-gray-300">{t('form.requestNote')}</p> : null}
          <StepButtons
            pending={book.isPending}
            onBack={onBack}
            submit={request ? t('form.requestSubmit') : t('form.submit')}
            submitting={request ? t('form.requestSubmitting') : t('form.submitting')}
          />
        </form>
      </FormProvider>
    </section>
  );
}
