import * as z from 'zod/mini';
import { ownValue } from './own.ts';
import { formatPhone, normalizePhone } from './phone.ts';
import { EmailSchema } from './schemas/auth.ts';
import {
  type AnswerValue,
  type BookingField,
  type BookingLocationInput,
  type LocationKind,
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_KINDS,
  MAX_GUESTS,
  NUMBER_ANSWER_LIMIT,
  type Responses,
  TEXT_ANSWER_MAX_LENGTH,
  TEXTAREA_ANSWER_MAX_LENGTH,
  URL_ANSWER_MAX_LENGTH,
  answerMessages,
  asksLocation,
  locationKey,
  locationMessages,
} from './schemas/booking-fields.ts';
import { INVITEE_NAME_MAX_LENGTH, InviteeEmailSchema, NOTES_MAX_LENGTH, bookingMessages } from './schemas/bookings.ts';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_TEXT, textMessages } from './text.ts';

/**
 * The booking form's one contract (ADR 024): built from an event type's questions and locations, the
 * same schema checks the answers in the booker (react-hook-form's resolver) and again on the server,
 * so a request that skips the form gets the same sentences, each under its field's name.
 *
 * A question counts only while it is shown: not hidden, and, with a condition, only while the
 * question it depends on is shown and has the given answer. Answers to questions not shown are
 * dropped, never checked.
 */

/** What the form is built from: the questions in order, and the location options (their kinds suffice). */
export interface BookingForm {
  fields: readonly BookingField[];
  locations: readonly { kind: LocationKind; provider?: string | undefined }[];
}

/** The checked answers. */
export interface BookingAnswers {
  name: string;
  email: string;
  notes: string;
  /** Extra attendees' addresses (lowercase, without the invitee's own). */
  guests: string[];
  /** The chosen location; null when the event type has none. */
  location: BookingLocationInput | null;
  /** Each shown question of the host's with an answer (a shown checkbox always has one), in order. */
  values: Record<string, AnswerValue>;
}

type Checked = { ok: true; value: AnswerValue | undefined } | { ok: false; message: string };
const ok = (value: AnswerValue | undefined): Checked => ({ ok: true, value });
const fail = (message: string): Checked => ({ ok: false, message });

function text(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return typeof raw === 'string' ? raw.trim() : null;
}

function checkText(field: BookingField, raw: unknown, ceiling: number, multiline: boolean): Checked {
  const value = text(raw);
  const label = field.label;
  if (value === null) return fail(answerMessages.text(label));
  if (value === '') return ok(undefined);
  if ((multiline ? CONTROL_CHARACTER_IN_TEXT : CONTROL_CHARACTER).test(value))
    return fail(textMessages.controlCharacters);
  const max = Math.min(field.maxLength ?? ceiling, ceiling);
  if (field.minLength !== undefined && value.length < field.minLength)
    return fail(answerMessages.tooShort(label, field.minLength));
  if (value.length > max) return fail(answerMessages.tooLong(label, max));
  return ok(value);
}

function checkNumber(field: BookingField, raw: unknown): Checked {
  if (typeof raw === 'number') {
    return Number.isFinite(raw) && Math.abs(raw) <= NUMBER_ANSWER_LIMIT
      ? ok(raw)
      : fail(answerMessages.number(field.label));
  }
  const value = text(raw);
  if (value === '') return ok(undefined);
  if (value === null || !/^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/.test(value)) return fail(answerMessages.number(field.label));
  const number = Number(value.replace(',', '.'));
  return Math.abs(number) <= NUMBER_ANSWER_LIMIT ? ok(number) : fail(answerMessages.number(field.label));
}

function list(raw: unknown): string[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string')
    return raw
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string'))
    return raw.map((s) => s.trim()).filter(Boolean);
  return null;
}

function checkChoice(field: BookingField, raw: unknown, several: boolean): Checked {
  const options = field.options ?? [];
  if (several) {
    const chosen = list(raw);
    if (chosen === null || chosen.some((c) => !options.includes(c))) return fail(answerMessages.option(field.label));
    const unique = options.filter((o) => chosen.includes(o));
    return ok(unique.length > 0 ? unique : undefined);
  }
  const value = text(raw);
  if (value === '') return ok(undefined);
  return value !== null && options.includes(value) ? ok(value) : fail(answerMessages.option(field.label));
}

function checkCheckbox(field: BookingField, raw: unknown): Checked {
  if (raw === undefined || raw === null || raw === false || raw === '' || raw === 'false') return ok(false);
  if (raw === true || raw === 'true' || raw === 'on') return ok(true);
  return fail(answerMessages.option(field.label));
}

function checkPhone(field: BookingField, raw: unknown): Checked {
  const value = text(raw);
  if (value === '') return ok(undefined);
  const phone = value === null ? null : normalizePhone(value);
  return phone ? ok(phone) : fail(answerMessages.phone(field.label));
}

function checkUrl(field: BookingField, raw: unknown): Checked {
  const value = text(raw);
  if (value === '') return ok(undefined);
  if (value === null || value.length > URL_ANSWER_MAX_LENGTH || CONTROL_CHARACTER.test(value) || /\s/.test(value))
    return fail(answerMessages.url(field.label));
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return ok(url.href);
  } catch {
    // not a URL
  }
  return fail(answerMessages.url(field.label));
}

function checkSystemText(raw: unknown, schema: z.ZodMiniType<string, unknown>): Checked {
  const parsed = schema.safeParse(raw === undefined || raw === null ? '' : raw);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid answer');
  return ok(parsed.data === '' ? undefined : parsed.data);
}

const NameSchema = z.string({ error: bookingMessages.nameRequired }).check(
  z.trim(),
  z.minLength(1, bookingMessages.nameRequired),
  z.maxLength(INVITEE_NAME_MAX_LENGTH, bookingMessages.nameTooLong),
  z.refine((v) => !CONTROL_CHARACTER.test(v), textMessages.controlCharacters),
);
const NotesSchema = z.string({ error: bookingMessages.notesTooLong }).check(
  z.trim(),
  z.maxLength(NOTES_MAX_LENGTH, bookingMessages.notesTooLong),
  z.refine((v) => !CONTROL_CHARACTER_IN_TEXT.test(v), textMessages.controlCharacters),
);

function checkGuests(raw: unknown, inviteeEmail: string | undefined): Checked {
  const addresses = list(raw);
  if (addresses === null) return fail(answerMessages.guestInvalid);
  const guests: string[] = [];
  for (const address of addresses) {
    const parsed = EmailSchema.safeParse(address);
    if (!parsed.success) return fail(answerMessages.guestInvalid);
    if (parsed.data !== inviteeEmail && !guests.includes(parsed.data)) guests.push(parsed.data);
  }
  if (guests.length > MAX_GUESTS) return fail(answerMessages.tooManyGuests);
  return ok(guests.length > 0 ? guests : undefined);
}

/** The location answer: an object `{kind, value?}` (or just the kind as text). */
function checkLocation(
  form: BookingForm,
  raw: unknown,
): { ok: true; value: BookingLocationInput | null } | { ok: false; message: string } {
  const given =
    typeof raw === 'string' && raw !== ''
      ? { kind: raw, value: undefined }
      : raw && typeof raw === 'object' && !Array.isArray(raw)
        ? (raw as { kind?: unknown; provider?: unknown; value?: unknown })
        : null;
  const { locations } = form;
  if (locations.length === 0)
    return given ? { ok: false, message: locationMessages.noneOffered } : { ok: true, value: null };
  if (!given || given.kind === undefined || given.kind === '' || given.kind === null) {
    if (asksLocation(locations)) return { ok: false, message: locationMessages.choose };
    const only = locations[0]!;
    return { ok: true, value: { kind: only.kind, ...(only.provider ? { provider: only.provider } : {}) } };
  }
  const kind = given.kind;
  const provider = kind === 'video' && typeof given.provider === 'string' ? given.provider : undefined;
  if (
    typeof kind !== 'string' ||
    !(LOCATION_KINDS as readonly string[]).includes(kind) ||
    !locations.some((l) => locationKey(l) === locationKey({ kind, provider }))
  )
    return { ok: false, message: locationMessages.notOffered };
  if (provider) return { ok: true, value: { kind: 'video', provider } };
  const typed = text(given.value);
  if (kind === 'invitee_address') {
    if (!typed) return { ok: false, message: locationMessages.inviteeAddressRequired };
    if (typed.length > LOCATION_ADDRESS_MAX_LENGTH) return { ok: false, message: locationMessages.addressTooLong };
    if (CONTROL_CHARACTER_IN_TEXT.test(typed)) return { ok: false, message: textMessages.controlCharacters };
    return { ok: true, value: { kind, value: typed } };
  }
  if (kind === 'invitee_phone') {
    const phone = typed ? normalizePhone(typed) : null;
    return phone
      ? { ok: true, value: { kind, value: phone } }
      : { ok: false, message: locationMessages.inviteePhoneInvalid };
  }
  return { ok: true, value: { kind: kind as LocationKind } };
}

/** Whether an answer meets a condition's `equals`: one of a multi-select's choices, a checkbox's 'true'/'false', text regardless of case. */
export function answerMatches(value: AnswerValue | undefined, equals: string): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.includes(equals);
  if (typeof value === 'boolean') return String(value) === equals;
  if (typeof value === 'number') return equals.trim() !== '' && Number(equals.replace(',', '.')) === value;
  return value.trim().toLowerCase() === equals.trim().toLowerCase();
}

/** One question's answer, by its type (the system fields by their name). */
function checkField(field: BookingField, raw: unknown, inviteeEmail: string | undefined): Checked {
  switch (field.name) {
    case 'name':
      return checkSystemText(raw, NameSchema);
    case 'email':
      return checkSystemText(raw, InviteeEmailSchema);
    case 'notes':
      return checkSystemText(raw, NotesSchema);
    case 'guests':
      return checkGuests(raw, inviteeEmail);
  }
  switch (field.type) {
    case 'text':
      return checkText(field, raw, TEXT_ANSWER_MAX_LENGTH, false);
    case 'textarea':
      return checkText(field, raw, TEXTAREA_ANSWER_MAX_LENGTH, true);
    case 'number':
      return checkNumber(field, raw);
    case 'select':
    case 'radio':
      return checkChoice(field, raw, false);
    case 'multiselect':
      return checkChoice(field, raw, true);
    case 'checkbox':
      return checkCheckbox(field, raw);
    case 'phone':
      return checkPhone(field, raw);
    case 'url':
      return checkUrl(field, raw);
    default:
      return fail(answerMessages.text(field.label));
  }
}

/** Whether a field is asked, given the answers to the fields above it (`shown`: their checked values). */
function isShown(field: BookingField, form: BookingForm, shown: ReadonlyMap<string, AnswerValue | undefined>): boolean {
  if (field.name === 'location') return asksLocation(form.locations);
  if (field.hidden) return false;
  if (!field.showIf) return true;
  return shown.has(field.showIf.field) && answerMatches(shown.get(field.showIf.field), field.showIf.equals);
}

/** The questions asked, in order, given the answers typed so far (the booker shows exactly these). */
export function shownFields(form: BookingForm, raw: Readonly<Record<string, unknown>>): BookingField[] {
  const shown = new Map<string, AnswerValue | undefined>();
  const asked: BookingField[] = [];
  const inviteeEmail = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : undefined;
  for (const field of form.fields) {
    if (!isShown(field, form, shown)) continue;
    asked.push(field);
    const checked =
      field.name === 'location' ? ok(undefined) : checkField(field, ownValue(raw, field.name), inviteeEmail);
    shown.set(field.name, checked.ok ? checked.value : undefined);
  }
  return asked;
}

export type AnswersResult =
  { answers: BookingAnswers; errors: null } | { answers: null; errors: Record<string, string> };

/** Checks every shown question; errors are keyed by field name, in the form's order. */
export function checkAnswers(form: BookingForm, raw: Readonly<Record<string, unknown>>): AnswersResult {
  // A Map: a name given as `__proto__` is refused like any other unknown name, not lost in an object.
  const errors = new Map<string, string>();
  const known = new Set(form.fields.map((f) => f.name));
  const shown = new Map<string, AnswerValue | undefined>();
  const answers: BookingAnswers = { name: '', email: '', notes: '', guests: [], location: null, values: {} };
  const emailCheck = checkSystemText(raw.email, InviteeEmailSchema);
  const inviteeEmail = emailCheck.ok && typeof emailCheck.value === 'string' ? emailCheck.value : undefined;
  for (const field of form.fields) {
    if (field.name === 'location') {
      const location = checkLocation(form, raw.location);
      if (!location.ok) errors.set('location', location.message);
      else answers.location = location.value;
      continue;
    }
    if (!isShown(field, form, shown)) continue;
    const checked = checkField(field, ownValue(raw, field.name), inviteeEmail);
    if (!checked.ok) {
      errors.set(field.name, checked.message);
      shown.set(field.name, undefined);
      continue;
    }
    const { value } = checked;
    shown.set(field.name, value);
    const empty = value === undefined || value === false;
    if (empty && field.required) {
      errors.set(
        field.name,
        field.name === 'name'
          ? bookingMessages.nameRequired
          : field.name === 'email'
            ? bookingMessages.emailRequired
            : answerMessages.required(field.label),
      );
      continue;
    }
    if (field.name === 'name' || field.name === 'email' || field.name === 'notes')
      answers[field.name] = (value as string | undefined) ?? '';
    else if (field.name === 'guests') answers.guests = (value as string[] | undefined) ?? [];
    else if (value !== undefined) answers.values[field.name] = value;
  }
  for (const name of Object.keys(raw)) {
    if (!known.has(name) && raw[name] !== undefined) errors.set(name, answerMessages.unknownField(name));
  }
  return errors.size > 0 ? { answers: null, errors: Object.fromEntries(errors) } : { answers, errors: null };
}

/**
 * The one zod schema of a booking's answers (flat: `{name, email, notes, guests, location, company, …}`).
 * Its issues carry each field's name as their path, so react-hook-form puts each sentence under its field.
 */
export function answersSchema(form: BookingForm) {
  return z.pipe(
    z.record(z.string(), z.unknown()).check(
      z.superRefine((raw, ctx) => {
        const { errors } = checkAnswers(form, raw);
        for (const [name, message] of Object.entries(errors ?? {})) {
          ctx.issues.push({ code: 'custom', message, path: [name], input: raw[name] });
        }
      }),
    ),
    z.transform((raw) => checkAnswers(form, raw).answers as BookingAnswers),
  );
}

/** A location as a person reads it (never its kind): an address, "Phone call: +1 212 555 0123", a link. */
export function locationText(kind: LocationKind, value: string): { text: string; url: string | null } {
  switch (kind) {
    case 'phone':
    case 'invitee_phone':
      return { text: `Phone call: ${formatPhone(value)}`, url: null };
    case 'link':
    case 'jitsi':
    case 'video':
      return { text: value, url: value || null };
    default:
      return { text: value, url: null };
  }
}

/**
 * The answers as they are stored and sent (`responses`): every shown question with an answer, in the
 * form's order, each with its label as asked. The location is its text; a phone number is shown as
 * people write it.
 */
export function responsesOf(form: BookingForm, answers: BookingAnswers, location: string | null): Responses {
  const responses: Responses = {};
  for (const field of form.fields) {
    const label = field.label.trim();
    let value: AnswerValue | undefined;
    if (field.name === 'location') value = location ?? undefined;
    else if (field.name === 'name' || field.name === 'email' || field.name === 'notes')
      value = answers[field.name] || undefined;
    else if (field.name === 'guests') value = answers.guests.length > 0 ? answers.guests : undefined;
    else value = ownValue(answers.values, field.name);
    if (value !== undefined) responses[field.name] = { label, value };
  }
  return responses;
}

const TRUE = new Set(['true', '1', 'on', 'yes']);

/**
 * Answers prefilled from the booking URL's query string (`?name=…&email=…&company=…`), by each
 * question's stable name. Choices that are not among a question's options, and hidden questions, are
 * left out; a multi-select or guests take a repeated parameter or a comma-separated list.
 */
export function prefillAnswers(form: BookingForm, params: Iterable<[string, string]>): Record<string, unknown> {
  const byName = new Map<string, string[]>();
  for (const [key, value] of params) byName.set(key, [...(byName.get(key) ?? []), value]);
  const prefill: Record<string, unknown> = {};
  for (const field of form.fields) {
    const given = byName.get(field.name);
    if (!given || given.length === 0 || (field.hidden && field.name !== 'location')) continue;
    const first = given[0]!.trim();
    const options = field.options ?? [];
    switch (field.type) {
      case 'multiselect': {
        const chosen = given
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter((v) => options.includes(v));
        if (chosen.length > 0) prefill[field.name] = chosen;
        break;
      }
      case 'guests':
        prefill[field.name] = given
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean)
          .slice(0, MAX_GUESTS);
        break;
      case 'select':
      case 'radio':
        if (options.includes(first)) prefill[field.name] = first;
        break;
      case 'checkbox':
        prefill[field.name] = TRUE.has(first.toLowerCase());
        break;
      case 'location':
        if (form.locations.some((l) => l.kind === first)) prefill[field.name] = { kind: first };
        break;
      default:
        prefill[field.name] = first.slice(
          0,
          field.type === 'textarea' ? TEXTAREA_ANSWER_MAX_LENGTH : TEXT_ANSWER_MAX_LENGTH,
        );
    }
  }
  return prefill;
}
