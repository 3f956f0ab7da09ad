import * as z from 'zod/mini';
import { CONTROL_CHARACTER, multiLine, oneLine, textMessages } from '../text.ts';

/**
 * Where a meeting happens and what the booker is asked (ADR 024). An event type has an ordered list
 * of location options and an ordered list of booking fields (questions). This file holds their shapes,
 * limits, labels and messages and checks a list as a whole; it imports no phone library, so the
 * booker's first view can carry the shapes. The answers' one schema (client and server) is
 * `../booking-answers.ts`; the host's inputs, with phone numbers checked, are `./event-type-settings.ts`.
 */

/* ---------- Locations ---------- */

export const LOCATION_KINDS = [
  'in_person',
  'invitee_address',
  'phone',
  'invitee_phone',
  'link',
  'jitsi',
  'video',
] as const;
export const LocationKindSchema = z.enum(LOCATION_KINDS);
export type LocationKind = z.infer<typeof LocationKindSchema>;

/**
 * A video location names its conferencing provider (api/modules/bookings/conferencing/, ADR 045):
 * `{ kind: 'video', provider: 'zoom' }`, the provider one of those the server registers (the event
 * type's routes check it; nothing here lists them). The kind `jitsi`, stored before providers had
 * ids, is a video location of the provider `jitsi`, so its rows and API answers stay as they are.
 */
export function videoProviderOf(kind: string | null, provider?: string | null): string | null {
  if (kind === 'video') return provider ?? null;
  return kind === 'jitsi' ? 'jitsi' : null;
}

/** A conferencing provider's id as locations name it: lowercase letters, digits and dashes. */
export const VIDEO_PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Which option of the list a location is: its kind, and a video location's provider too. */
export const locationKey = (option: { kind: string; provider?: string | undefined }): string =>
  option.kind === 'video' ? `video:${option.provider ?? ''}` : option.kind;

/** Kinds whose value the invitee types on the booking form (the host types none). */
export const INVITEE_LOCATION_KINDS: readonly LocationKind[] = ['invitee_address', 'invitee_phone'];
/** Kinds whose value the host types in the event type's settings. */
export const HOST_VALUE_LOCATION_KINDS: readonly LocationKind[] = ['in_person', 'phone', 'link'];

export const MAX_LOCATIONS = LOCATION_KINDS.length;
export const LOCATION_ADDRESS_MAX_LENGTH = 500;
export const LOCATION_LINK_MAX_LENGTH = 2000;
/** The longest location value the API takes (a link is the longest kind). */
export const LOCATION_VALUE_MAX_LENGTH = LOCATION_LINK_MAX_LENGTH;

/** An option as the host sets it. `value`: the address, phone number (E.164) or link, for the kinds that have one. */
export const LocationOptionSchema = z.object({
  kind: LocationKindSchema,
  /** A video location's conferencing provider (kind `video`). */
  provider: z.optional(z.string()),
  value: z.optional(z.string()),
  /** Whether the value shows on the public page (false: only after booking, in the emails and the booking page). */
  public: z.boolean(),
});
export type LocationOption = z.infer<typeof LocationOptionSchema>;

/** An option as the public booking page sees it: the value only when the host made it public. */
export const PublicLocationOptionSchema = z.object({
  kind: LocationKindSchema,
  provider: z.optional(z.string()),
  /** What the booker reads for the option: "In person", "Phone call", … */
  label: z.string(),
  value: z.optional(z.string()),
});
export type PublicLocationOption = z.infer<typeof PublicLocationOptionSchema>;

/** What the booker reads for each kind of option on the booking form. */
export const LOCATION_LABELS: Record<LocationKind, string> = {
  in_person: 'In person',
  invitee_address: 'In person, at an address you choose',
  phone: 'Phone call',
  invitee_phone: 'Phone call to your number',
  link: 'Online meeting',
  jitsi: 'Jitsi Meet video call',
  video: 'Video call',
};

/**
 * The host's options as the public booking page shows them: each with its label, the value only where
 * the host made it public (`format`: how a value reads there; the server formats phone numbers).
 */
export function publicLocationOptions(
  options: readonly LocationOption[],
  format: (kind: LocationKind, value: string) => string = (_kind, value) => value,
  /** A video provider's name as the booker reads it (the server's registered providers). */
  videoName: (provider: string) => string | undefined = () => undefined,
): PublicLocationOption[] {
  return options.map(({ kind, provider, value, public: shown }) => ({
    kind,
    ...(kind === 'video' && provider ? { provider } : {}),
    label: (kind === 'video' && provider && videoName(provider)) || LOCATION_LABELS[kind],
    ...(shown && value ? { value: format(kind, value) } : {}),
  }));
}

/** What the host reads for each kind in the event type's settings. */
export const LOCATION_EDITOR_LABELS: Record<LocationKind, string> = {
  in_person: 'In person, at your address',
  invitee_address: "In person, at the invitee's address",
  phone: 'Phone call, the invitee calls your number',
  invitee_phone: "Phone call, you call the invitee's number",
  link: 'Link to an online meeting',
  jitsi: 'Jitsi Meet video (a new meeting link for each booking)',
  video: 'Video call (a new meeting for each booking)',
};

/** The booking (its emails, invites, pages, webhooks) names a location by its text, never by its kind. */
export const BookingLocationInputSchema = z.object({
  kind: LocationKindSchema,
  /** A video location's provider (kind `video`), as the event type names it. */
  provider: z.optional(z.string().check(z.maxLength(40))),
  value: z.optional(z.string().check(z.maxLength(LOCATION_VALUE_MAX_LENGTH), multiLine())),
});
export type BookingLocationInput = z.infer<typeof BookingLocationInputSchema>;

export const locationMessages = {
  duplicateKind: 'Each kind of location can be added once.',
  tooMany: `Add at most ${MAX_LOCATIONS} locations.`,
  addressRequired: 'Enter the address.',
  addressTooLong: `The address must be at most ${LOCATION_ADDRESS_MAX_LENGTH} characters.`,
  phoneInvalid: 'Enter a phone number with its country code, like +1 212 555 0123.',
  linkInvalid: 'Enter a link that starts with https://',
  linkTooLong: `The link must be at most ${LOCATION_LINK_MAX_LENGTH} characters.`,
  noValue: 'This kind of location takes no value.',
  providerRequired: 'Choose the video service.',
  providerUnknown: 'This video service is not offered on this server.',
  noProvider: 'Only a video location names a video service.',
  /** The booking form's answers. */
  choose: 'Location is required.',
  notOffered: 'Location must be one of the places this event offers.',
  noneOffered: 'This event has no location to choose.',
  inviteeAddressRequired: 'The address to meet at is required.',
  inviteePhoneInvalid: 'Your phone number must have its country code, like +1 212 555 0123.',
} as const;

/* ---------- Booking fields (questions) ---------- */

export const SYSTEM_FIELD_NAMES = ['name', 'email', 'location', 'notes', 'guests'] as const;
export type SystemFieldName = (typeof SYSTEM_FIELD_NAMES)[number];

/** The types a host can give a question of their own. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'phone',
  'url',
] as const;
/** The system fields' own types: `name` is text, `notes` textarea. */
export const FIELD_TYPES = [...CUSTOM_FIELD_TYPES, 'email', 'guests', 'location'] as const;
export const FieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldTypeSchema>;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The type each system field always has. */
export const SYSTEM_FIELD_TYPES: Record<SystemFieldName, FieldType> = {
  name: 'text',
  email: 'email',
  location: 'location',
  notes: 'textarea',
  guests: 'guests',
};

/** What the host reads for each type in the Questions editor. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  select: 'Select (one)',
  multiselect: 'Select (several)',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  phone: 'Phone number',
  url: 'Link (URL)',
  email: 'Email',
  guests: 'Guests',
  location: 'Location',
};

export const TYPES_WITH_OPTIONS: readonly FieldType[] = ['select', 'multiselect', 'radio'];
export const TYPES_WITH_LENGTH: readonly FieldType[] = ['text', 'textarea'];

export const MAX_BOOKING_FIELDS = 30;
export const FIELD_NAME_MAX_LENGTH = 40;
export const FIELD_LABEL_MAX_LENGTH = 200;
export const FIELD_PLACEHOLDER_MAX_LENGTH = 200;
export const MAX_FIELD_OPTIONS = 50;
export const FIELD_OPTION_MAX_LENGTH = 100;
/** The longest answer each text type takes, whatever the host sets. */
export const TEXT_ANSWER_MAX_LENGTH = 500;
export const TEXTAREA_ANSWER_MAX_LENGTH = 5000;
export const URL_ANSWER_MAX_LENGTH = 2000;
export const MAX_GUESTS = 10;
/** A number answer's range (JavaScript's safe integers, so every client reads it back the same). */
export const NUMBER_ANSWER_LIMIT = Number.MAX_SAFE_INTEGER;

/** A question's stable name: the key of its answer in `responses` and of its prefill in the booking URL. */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_-]*$/;
/**
 * Names a question of the host's cannot take: the system fields', the booking body's own keys and the
 * booker URL's own query parameters (so a prefill never collides with them).
 */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set([
  ...SYSTEM_FIELD_NAMES,
  'start',
  'end',
  'timezone',
  'time-zone',
  'time_zone',
  'responses',
  'month',
  'date',
  'slot',
  'time',
  'lang',
  'reschedule',
  'uid',
  'embed',
  'theme',
  'tz',
  'token',
]);

/** "Show this question only when `field`'s answer is `equals`" (a checkbox: 'true' or 'false'; a multi-select: one of its choices). */
export const ShowIfSchema = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(FIELD_NAME_MAX_LENGTH), oneLine()),
  equals: z.string().check(z.maxLength(FIELD_OPTION_MAX_LENGTH), oneLine()),
});
export type ShowIf = z.infer<typeof ShowIfSchema>;

export const BookingFieldSchema = z.object({
  name: z.string(),
  type: FieldTypeSchema,
  label: z.string(),
  placeholder: z.optional(z.string()),
  required: z.boolean(),
  hidden: z.boolean(),
  options: z.optional(z.array(z.string())),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  showIf: z.optional(ShowIfSchema),
});
export type BookingField = z.infer<typeof BookingFieldSchema>;

export const fieldMessages = {
  tooMany: `Add at most ${MAX_BOOKING_FIELDS} questions.`,
  nameFormat:
    'A question’s name uses lowercase letters, digits, - and _, and starts with a letter (for example company).',
  nameTooLong: `A question’s name must be at most ${FIELD_NAME_MAX_LENGTH} characters.`,
  nameReserved: (name: string) => `“${name}” is reserved. Choose another name for this question.`,
  nameTaken: (name: string) => `Two questions are named “${name}”. Each needs its own name.`,
  labelRequired: 'Every question needs a label.',
  labelTooLong: `A label must be at most ${FIELD_LABEL_MAX_LENGTH} characters.`,
  placeholderTooLong: `A placeholder must be at most ${FIELD_PLACEHOLDER_MAX_LENGTH} characters.`,
  systemMissing: (name: string) => `The “${name}” field cannot be removed.`,
  systemType: (name: string) => `The “${name}” field’s type cannot be changed.`,
  systemRequired: (name: string) => `The “${name}” field is always required and shown.`,
  systemNotRequired: (name: string) => `The “${name}” field can be optional or hidden, not required.`,
  optionsRequired: 'Add at least one option.',
  tooManyOptions: `Add at most ${MAX_FIELD_OPTIONS} options.`,
  optionEmpty: 'Options cannot be empty.',
  optionTooLong: `An option must be at most ${FIELD_OPTION_MAX_LENGTH} characters.`,
  optionsRepeated: 'Options must differ from each other.',
  noOptions: 'Only select, multi-select and radio questions have options.',
  lengthWhole: 'Lengths are whole numbers from 0.',
  lengthOrder: 'The minimum length cannot be more than the maximum.',
  lengthBeyond: (max: number) => `This type takes at most ${max} characters.`,
  noLength: 'Only short and long text questions have a minimum and maximum length.',
  showIfUnknown: 'A condition must refer to a question above this one.',
  showIfSystem: 'A condition must refer to a question of your own, not a built-in field.',
  showIfOption: (label: string) => `Choose one of “${label}”’s options for the condition.`,
  showIfEmpty: 'Choose or type the answer that shows this question.',
  showIfCheckbox: 'A checkbox condition is either checked (true) or not checked (false).',
} as const;

export const answerMessages = {
  /** A label that is a question ("What should we talk about?") is not followed by "is required". */
  required: (label: string) => (/[?:]\s*$/.test(label) ? 'Please answer this question.' : `${label} is required.`),
  tooShort: (label: string, n: number) => `${label} must be at least ${n} characters.`,
  tooLong: (label: string, n: number) => `${label} must be at most ${n} characters.`,
  number: (label: string) => `${label} must be a number.`,
  option: (label: string) => `${label} must be one of the options.`,
  phone: (label: string) => `${label} must be a phone number with its country code, like +1 212 555 0123.`,
  url: (label: string) => `${label} must be a web link, like https://example.com.`,
  text: (label: string) => `${label} must be text.`,
  guestInvalid: 'Each guest must be a valid email address.',
  tooManyGuests: `There can be at most ${MAX_GUESTS} guests.`,
  unknownField: (name: string) => `This event has no question named “${name}”.`,
  /** The 400's `error` when answers are refused (each field's sentence is under `fields`). */
  summary: 'Some answers need another look.',
} as const;

/** A question's answer as it is stored and sent: text, a number, a checkbox's state or a multi-select's choices. */
export const AnswerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

/**
 * A booking's answers as every view sends them (`responses`, keyed by field name, in the order asked):
 * each with the label as it read when asked, so a later edit of the question rewrites no history.
 * The location answer is its text as a person reads it.
 */
export const ResponsesSchema = z.record(z.string(), z.object({ label: z.string(), value: AnswerValueSchema }));
export type Responses = z.infer<typeof ResponsesSchema>;

/**
 * A 400 that names each refused field (ADR 024): a booking's answers by question name, an event
 * type's locations and questions by path (`locations.1.value`). Apart from the product's plain
 * `{ error }` (session.ts), which every page's first load carries.
 */
export const FieldErrorsResponseSchema = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type FieldErrorsResponse = z.infer<typeof FieldErrorsResponseSchema>;

/* ---------- Checking a list as a whole ---------- */

export type ListProblem = { path: (string | number)[]; message: string };

const isSystem = (name: string): name is SystemFieldName => (SYSTEM_FIELD_NAMES as readonly string[]).includes(name);

/** One field's own problems: index `i` in the list, the names above it (a routing form checks its questions with it too). */
export function fieldProblems(field: BookingField, i: number, above: ReadonlyMap<string, BookingField>): ListProblem[] {
  const problems: ListProblem[] = [];
  const at = (key: string, message: string) => problems.push({ path: [i, key], message });
  const label = field.label.trim();
  if (!label) at('label', fieldMessages.labelRequired);
  else if (label.length > FIELD_LABEL_MAX_LENGTH) at('label', fieldMessages.labelTooLong);
  else if (CONTROL_CHARACTER.test(label)) at('label', textMessages.controlCharacters);
  if ((field.placeholder ?? '').length > FIELD_PLACEHOLDER_MAX_LENGTH)
    at('placeholder', fieldMessages.placeholderTooLong);
  if (isSystem(field.name)) {
    if (field.type !== SYSTEM_FIELD_TYPES[field.name]) at('type', fieldMessages.systemType(field.name));
    if (
      (field.name === 'name' || field.name === 'email' || field.name === 'location') &&
      (!field.required || field.hidden)
    )
      at('required', fieldMessages.systemRequired(field.name));
    if ((field.name === 'notes' || field.name === 'guests') && field.required)
      at('required', fieldMessages.systemNotRequired(field.name));
    if (field.showIf) at('showIf', fieldMessages.showIfSystem);
  } else {
    if (field.name.length > FIELD_NAME_MAX_LENGTH) at('name', fieldMessages.nameTooLong);
    else if (!FIELD_NAME_PATTERN.test(field.name)) at('name', fieldMessages.nameFormat);
    else if (RESERVED_FIELD_NAMES.has(field.name)) at('name', fieldMessages.nameReserved(field.name));
    if (!(CUSTOM_FIELD_TYPES as readonly string[]).includes(field.type))
      at('type', fieldMessages.systemType(field.name));
  }
  const options = field.options;
  if (TYPES_WITH_OPTIONS.includes(field.type)) {
    if (!options || options.length === 0) at('options', fieldMessages.optionsRequired);
    else if (options.length > MAX_FIELD_OPTIONS) at('options', fieldMessages.tooManyOptions);
    else if (options.some((o) => !o.trim())) at('options', fieldMessages.optionEmpty);
    else if (options.some((o) => o.length > FIELD_OPTION_MAX_LENGTH)) at('options', fieldMessages.optionTooLong);
    else if (options.some((o) => CONTROL_CHARACTER.test(o))) at('options', textMessages.controlCharacters);
    else if (new Set(options.map((o) => o.trim())).size !== options.length)
      at('options', fieldMessages.optionsRepeated);
  } else if (options !== undefined && options.length > 0) at('options', fieldMessages.noOptions);
  const { minLength, maxLength } = field;
  if (minLength !== undefined || maxLength !== undefined) {
    const ceiling = field.type === 'textarea' ? TEXTAREA_ANSWER_MAX_LENGTH : TEXT_ANSWER_MAX_LENGTH;
    const whole = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);
    if (!TYPES_WITH_LENGTH.includes(field.type) || isSystem(field.name)) at('minLength', fieldMessages.noLength);
    else if (!whole(minLength) || !whole(maxLength)) at('minLength', fieldMessages.lengthWhole);
    else if ((maxLength ?? 0) > ceiling || (minLength ?? 0) > ceiling)
      at('maxLength', fieldMessages.lengthBeyond(ceiling));
    else if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      at('minLength', fieldMessages.lengthOrder);
  }
  if (field.showIf && !isSystem(field.name)) {
    const source = above.get(field.showIf.field);
    if (!source) at('showIf', fieldMessages.showIfUnknown);
    else if (isSystem(source.name)) at('showIf', fieldMessages.showIfSystem);
    else if (TYPES_WITH_OPTIONS.includes(source.type) && !(source.options ?? []).includes(field.showIf.equals))
      at('showIf', fieldMessages.showIfOption(source.label));
    else if (source.type === 'checkbox' && field.showIf.equals !== 'true' && field.showIf.equals !== 'false')
      at('showIf', fieldMessages.showIfCheckbox);
    else if (!field.showIf.equals.trim()) at('showIf', fieldMessages.showIfEmpty);
  }
  return problems;
}

/**
 * Every problem of a list of questions: each system field present once with its type and rules, each
 * name unique and not reserved, options where the type has them, lengths in order, and conditions that
 * refer to a question of the host's above the one they hide.
 */
export function bookingFieldsProblems(fields: readonly BookingField[]): ListProblem[] {
  const problems: ListProblem[] = [];
  if (fields.length > MAX_BOOKING_FIELDS) return [{ path: [], message: fieldMessages.tooMany }];
  const above = new Map<string, BookingField>();
  fields.forEach((field, i) => {
    if (above.has(field.name)) problems.push({ path: [i, 'name'], message: fieldMessages.nameTaken(field.name) });
    problems.push(...fieldProblems(field, i, above));
    above.set(field.name, field);
  });
  for (const name of SYSTEM_FIELD_NAMES) {
    if (!above.has(name)) problems.push({ path: [], message: fieldMessages.systemMissing(name) });
  }
  return problems;
}

/** Whether the booking form asks where to meet: several options, or one whose value the invitee types. */
export function asksLocation(locations: readonly { kind: LocationKind }[]): boolean {
  return locations.length > 1 || (locations.length === 1 && INVITEE_LOCATION_KINDS.includes(locations[0]!.kind));
}
