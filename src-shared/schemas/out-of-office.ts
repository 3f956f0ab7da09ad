import * as z from 'zod/mini';
import { multiLine, oneLine } from '../text.ts';
import { LocalDateSchema } from './availability.ts';

/**
 * Out of office and public holidays (issue 43, ADR 055): ranges of local days the host is away, in
 * the host's zone and inclusive, with a note, a message for invitees and an optional teammate to
 * offer instead; and the public holidays of a country (and region) that close the host's days.
 */

/** Ranges one user may keep (past ones included): years of holidays, never an unbounded list. */
export const MAX_OUT_OF_OFFICE = 200;
/** The longest range: a year. */
export const MAX_AWAY_DAYS = 366;
export const AWAY_REASON_MAX = 100;
export const AWAY_MESSAGE_MAX = 500;
/** Holidays a user may keep open: every holiday of a few years. */
export const MAX_HOLIDAYS_KEPT_OPEN = 100;

export const awayMessages = {
  overlaps: 'This range overlaps another out-of-office range. Change its dates or edit the other one.',
  endBeforeStart: 'The last day must be on or after the first day.',
  tooLong: `An out-of-office range is at most ${MAX_AWAY_DAYS} days long.`,
  endInPast: 'The last day is in the past.',
  tooMany: `You can keep at most ${MAX_OUT_OF_OFFICE} out-of-office ranges. Delete old ones first.`,
  notFound: 'This out-of-office range was not found.',
  reasonTooLong: `The reason is at most ${AWAY_REASON_MAX} characters.`,
  messageTooLong: `The message is at most ${AWAY_MESSAGE_MAX} characters.`,
  forwardNotTeammate: 'Forward only to a teammate who accepts forwards.',
  forwardSelf: 'You cannot forward your invitees to yourself.',
  unknownCountry: 'Choose a country from the list.',
  unknownRegion: 'Choose a region of this country from the list.',
  tooManyKeptOpen: `Keep at most ${MAX_HOLIDAYS_KEPT_OPEN} holidays open.`,
} as const;

const optionalText = (max: number, message: string, lines: 'one' | 'multi') =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message), lines === 'one' ? oneLine() : multiLine()));

/** What the host writes: POST and PUT /api/out-of-office(/{id}). */
export const OutOfOfficeInputSchema = z
  .object({
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    reason: optionalText(AWAY_REASON_MAX, awayMessages.reasonTooLong, 'one'),
    message: optionalText(AWAY_MESSAGE_MAX, awayMessages.messageTooLong, 'multi'),
    forwardToUserId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64), oneLine()))),
  })
  .check(
    z.refine((v) => v.endDate >= v.startDate, { message: awayMessages.endBeforeStart, path: ['endDate'] }),
    z.refine((v) => v.endDate < v.startDate || daysBetween(v.startDate, v.endDate) < MAX_AWAY_DAYS, {
      message: awayMessages.tooLong,
      path: ['endDate'],
    }),
  );
export type OutOfOfficeInput = z.infer<typeof OutOfOfficeInputSchema>;

/** Days from one local date to another ('2027-03-01' → '2027-03-02' is 1). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const OutOfOfficeIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** A teammate one may forward to: someone who shares a team with the host. */
export const TeammateSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  /** Whether they accept forwards (only then may the host choose them). */
  acceptsForwards: z.boolean(),
});
export type Teammate = z.infer<typeof TeammateSchema>;

/** One of the host's bookings inside a range: what the host may move or cancel. */
export const BookingInRangeSchema = z.object({
  uid: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  attendeeName: z.string(),
});
export type BookingInRange = z.infer<typeof BookingInRangeSchema>;

export const OutOfOfficeSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  message: z.string(),
  forwardToUserId: z.nullable(z.string()),
  /** The teammate as they are now (null: none, or gone from the host's teams). */
  forwardTo: z.nullable(z.object({ id: z.string(), name: z.string(), acceptsForwards: z.boolean() })),
  /** The host's upcoming bookings inside the range (nothing is cancelled for them). */
  bookingsInRange: z.array(BookingInRangeSchema),
});
export type OutOfOffice = z.infer<typeof OutOfOfficeSchema>;

export const OutOfOfficeListSchema = z.object({ items: z.array(OutOfOfficeSchema) });

export const AwaySettingsSchema = z.object({
  /** Whether teammates may offer the host's event types while they are away. */
  acceptsForwards: z.boolean(),
});
export type AwaySettings = z.infer<typeof AwaySettingsSchema>;

export const TeammateListSchema = z.object({ items: z.array(TeammateSchema) });

/** ?date= on the public event read: the first day the booker asks (the host's today when left out). */
export const PublicEventAwayQuerySchema = z.object({ date: z.optional(LocalDateSchema) });

/* Public holidays (Settings → Availability). */

const CODE = /^[A-Z0-9]{1,10}$/;
const CodeSchema = z.string().check(z.regex(CODE, awayMessages.unknownCountry));

export const HolidaySettingsInputSchema = z.object({
  /** ISO 3166-1 alpha-2; null: block no holidays. */
  country: z.nullable(CodeSchema),
  region: z.nullable(z.string().check(z.regex(CODE, awayMessages.unknownRegion))),
  /** Holidays the host keeps open ('YYYY-MM-DD'). */
  keptOpen: z.array(LocalDateSchema).check(z.maxLength(MAX_HOLIDAYS_KEPT_OPEN, awayMessages.tooManyKeptOpen)),
});
export type HolidaySettingsInput = z.infer<typeof HolidaySettingsInputSchema>;

export const HolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** Kept open by the host: times are offered on it. */
  open: z.boolean(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

export const HolidaySettingsSchema = z.object({
  country: z.nullable(z.string()),
  region: z.nullable(z.string()),
  keptOpen: z.array(z.string()),
  /** The holidays of the coming year (from the host's today), in order. */
  upcoming: z.array(HolidaySchema),
});
export type HolidaySettings = z.infer<typeof HolidaySettingsSchema>;

export const HolidayCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type HolidayCountry = z.infer<typeof HolidayCountrySchema>;
export const HolidayCountryListSchema = z.object({ items: z.array(HolidayCountrySchema) });

/** The API's paths (under /api), for the web app. */
export const outOfOfficeApi = {
  list: '/out-of-office',
  one: (id: string) => `/out-of-office/${encodeURIComponent(id)}`,
  settings: '/out-of-office/settings',
  teammates: '/out-of-office/teammates',
  holidays: '/holidays',
  countries: '/holidays/countries',
} as const;
