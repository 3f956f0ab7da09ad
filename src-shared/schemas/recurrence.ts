import * as z from 'zod/mini';

/**
 * Recurring event types (issue 43, ADR 054): the host's rule (every N days, weeks or months, at most M
 * occurrences) and what an invitee books of it. docs/product.md#recurring-event-types says the rules.
 */

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const RecurrenceFrequencySchema = z.enum(RECURRENCE_FREQUENCIES);
export type RecurrenceFrequency = z.infer<typeof RecurrenceFrequencySchema>;

/** The longest gap between two occurrences, in the rule's unit. */
export const MAX_RECURRENCE_INTERVAL = 12;
/** The most occurrences a host may offer (a year of weekly meetings). */
export const MAX_RECURRENCE_OCCURRENCES = 52;
export const MIN_RECURRENCE_OCCURRENCES = 2;

export const recurrenceMessages = {
  intervalRange: `Repeat every 1 to ${MAX_RECURRENCE_INTERVAL}.`,
  maxRange: `A series has ${MIN_RECURRENCE_OCCURRENCES} to ${MAX_RECURRENCE_OCCURRENCES} occurrences.`,
  withSeats: 'A recurring event type cannot have seats. Turn off seats or stop it repeating.',
  seatsWithRecurrence: 'A recurring event type cannot have seats. Stop it repeating first, in its settings.',
  notRecurring: 'This event type does not repeat: book it without occurrences.',
  occurrencesRange: (max: number) => `Choose ${MIN_RECURRENCE_OCCURRENCES} to ${max} occurrences.`,
  skipUnknown: 'Only dates of this series can be left out.',
  skipAll: 'Leave at least one date of the series to book.',
  partialNotAllowed: 'The host books this series whole: every date must be free.',
  /** The 409's sentence: how many dates are not free (the answer names each). */
  notFree: (count: number) =>
    count === 1
      ? 'One date of this series is not free. Please pick another time.'
      : `${count} dates of this series are not free. Please pick another time.`,
  notFreePartial: (count: number) =>
    count === 1
      ? 'One date of this series is not free. You can book the others without it.'
      : `${count} dates of this series are not free. You can book the others without them.`,
  notInSeries: 'This booking is not part of a series.',
  restCancelled: 'The rest of the series was cancelled.',
} as const;

/** The host's rule, as `recurrence` on the event type's write and reads; null: not recurring. */
export const RecurrenceSchema = z.object({
  frequency: RecurrenceFrequencySchema,
  interval: z
    .number({ error: recurrenceMessages.intervalRange })
    .check(
      z.int(recurrenceMessages.intervalRange),
      z.gte(1, recurrenceMessages.intervalRange),
      z.lte(MAX_RECURRENCE_INTERVAL, recurrenceMessages.intervalRange),
    ),
  maxOccurrences: z
    .number({ error: recurrenceMessages.maxRange })
    .check(
      z.int(recurrenceMessages.maxRange),
      z.gte(MIN_RECURRENCE_OCCURRENCES, recurrenceMessages.maxRange),
      z.lte(MAX_RECURRENCE_OCCURRENCES, recurrenceMessages.maxRange),
    ),
  /** Whether an invitee may book the series without the dates that are not free (off: all or none). */
  allowPartial: z._default(z.boolean(), false),
});
export type Recurrence = z.infer<typeof RecurrenceSchema>;
export type RecurrenceInput = z.input<typeof RecurrenceSchema>;

/** One occurrence of a booked series. */
export const OccurrenceSchema = z.object({ uid: z.string(), start: z.string(), end: z.string() });
export type Occurrence = z.infer<typeof OccurrenceSchema>;

/** A date of a series that is not free, in a 409. */
export const SeriesConflictSchema = z.object({ start: z.string(), end: z.string() });

/** The 409 of a series: the dates not free, and whether booking the others is allowed. */
export const SeriesConflictResponseSchema = z.object({
  error: z.string(),
  conflicts: z.optional(z.array(SeriesConflictSchema)),
  partialAllowed: z.optional(z.boolean()),
});
export type SeriesConflictResponse = z.infer<typeof SeriesConflictResponseSchema>;

/** An occurrence as the manage page lists it: each with its own manage link (the same invitee's). */
export const SeriesOccurrenceViewSchema = z.object({
  uid: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['accepted', 'pending', 'cancelled', 'rejected']),
  /** Its place in the series, from 1. */
  position: z.number(),
  manageUrl: z.string(),
});

/** What the manage page and the host's list know of a booking's series. */
export const SeriesViewSchema = z.object({
  uid: z.string(),
  frequency: RecurrenceFrequencySchema,
  interval: z.number(),
  /**
   * This booking's place among the series' booked dates, from 1, and how many dates were booked: a
   * series booked without a date that was not free counts the dates it has ("3 of 3"), never the rule's.
   */
  position: z.number(),
  count: z.number(),
  occurrences: z.array(SeriesOccurrenceViewSchema),
  /** The rule's dates left out when it was booked (they were not free), said plainly beside the list. */
  skipped: z.optional(z.array(SeriesConflictSchema)),
});
export type SeriesView = z.infer<typeof SeriesViewSchema>;

/** Cancelling "this and the following" of a series: the uids of the occurrences it cancelled. */
export const CancelRestResultSchema = z.object({ cancelled: z.array(z.string()) });
export type CancelRestResult = z.infer<typeof CancelRestResultSchema>;

/**
 * The host's list: a booking's place in its series ("3 of 10"), counted among the dates booked, and how
 * many of the rule's dates were left out when it was booked (not free), when any were.
 */
export const SeriesPlaceSchema = z.object({
  uid: z.string(),
  position: z.number(),
  count: z.number(),
  skipped: z.optional(z.number()),
});
export type SeriesPlace = z.infer<typeof SeriesPlaceSchema>;

/** The rule of an event type's columns (all null: not recurring; anything unreadable reads as not recurring). */
export function recurrenceOfColumns(columns: {
  frequency: string | null;
  interval: number | null;
  max: number | null;
  partial: boolean;
}): Recurrence | null {
  const parsed = RecurrenceSchema.safeParse({
    frequency: columns.frequency,
    interval: columns.interval,
    maxOccurrences: columns.max,
    allowPartial: columns.partial,
  });
  return parsed.success ? parsed.data : null;
}

/** The columns of a rule (null: not recurring). */
export function recurrenceColumns(recurrence: Recurrence | null) {
  return {
    recurrenceFrequency: recurrence?.frequency ?? null,
    recurrenceInterval: recurrence?.interval ?? null,
    recurrenceMax: recurrence?.maxOccurrences ?? null,
    recurrencePartial: recurrence?.allowPartial ?? false,
  };
}
