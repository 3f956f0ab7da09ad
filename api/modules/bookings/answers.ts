import { httpErrors } from '../../lib/http-errors.ts';
import {
  type BookingAnswers,
  type BookingForm,
  checkAnswers,
  locationText,
  responsesOf,
} from '#shared/booking-answers.ts';
import { LOCATION_KINDS, type LocationKind, answerMessages } from '#shared/schemas/booking-fields.ts';
import type { BookingCreateInput } from '#shared/schemas/bookings.ts';
import { type WarnLog, readResponses } from '../event-types/contract.ts';
import type { Target } from '../open-times/types.ts';
import { conferencingFor } from './conferencing/contract.ts';
import type { Conferencing } from './conferencing/types.ts';

/**
 * A booking's answers on the server (ADR 024): the body's top-level name, email, notes and location
 * merged into `responses`, checked by the one schema built from the event type as read for the
 * booking, and what the booking row stores of them.
 */

/** The answers as the one schema reads them: `responses`, with the top-level fields over them (those win). */
export function rawAnswers(input: BookingCreateInput): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...input.responses };
  for (const key of ['name', 'email', 'notes', 'location'] as const) {
    if (input[key] !== undefined) raw[key] = input[key];
  }
  return raw;
}

/** The invitee's email wherever the body put it, lowercased; undefined when there is none (the answers' check refuses it). */
export function inviteeEmailOf(input: BookingCreateInput): string | undefined {
  const email = input.email ?? input.responses?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The form a target asks. */
export const formOf = (target: Target): BookingForm => ({ fields: target.bookingFields, locations: target.locations });

/** The checked answers, or a 400 naming each refused field with its sentence. */
export function checkedAnswers(target: Target, input: BookingCreateInput): BookingAnswers {
  const result = checkAnswers(formOf(target), rawAnswers(input));
  if (result.errors) throw httpErrors.invalidFields(answerMessages.summary, result.errors);
  return result.answers;
}

/**
 * What a new booking stores of its answers: where (kind, text, link), the video meeting (ADR 045) and
 * the answers with their labels as asked. A provider with `meetingNow` (Jitsi) has its meeting now; one
 * with an API has its name as the location until the conferencing listener makes the meeting.
 */
export function answersData(
  target: Target,
  answers: BookingAnswers,
  conferencing: Conferencing,
  /** A seated time's meeting link, shared by its attendees (ADR 026); else each booking gets a new one. */
  sharedMeeting?: string | null,
) {
  const chosen = answers.location;
  let where: { locationKind: LocationKind; location: string; locationUrl: string | null } | null = null;
  let meeting: { meetingProvider: string; meetingId: string | null } | null = null;
  if (chosen) {
    const option = target.locations.find((o) => o.kind === chosen.kind);
    // A video location: its conferencing provider's meeting, made now when it can be (conferencing/).
    const video = conferencingFor(chosen, conferencing.providers);
    const made = video?.meetingNow && !sharedMeeting ? video.meetingNow(conferencing.context) : null;
    // A location named by provider id keeps it (and the meeting's id); Jitsi's own kind needs neither.
    if (video && chosen.kind === 'video')
      meeting = { meetingProvider: video.id, meetingId: sharedMeeting ?? made?.id ?? null };
    const value = video
      ? (sharedMeeting ?? made?.joinUrl ?? '')
      : chosen.kind === 'invitee_address' || chosen.kind === 'invitee_phone'
        ? (chosen.value ?? '')
        : (option?.value ?? '');
    const { text, url } = locationText(chosen.kind, value);
    where = { locationKind: chosen.kind, location: video && !value ? video.name : text, locationUrl: url };
  }
  return {
    inviteeName: answers.name,
    inviteeEmail: answers.email,
    notes: answers.notes,
    locationKind: where?.locationKind ?? null,
    location: where?.location ?? null,
    locationUrl: where?.locationUrl ?? null,
    meetingProvider: meeting?.meetingProvider ?? null,
    meetingId: meeting?.meetingId ?? null,
    responses: JSON.stringify(responsesOf(formOf(target), answers, where?.location ?? null)),
  };
}

/** Where a booking is and what its invitee answered, as every view of it returns them (read defensively). */
export function answersView(
  row: {
    location: string | null;
    locationUrl: string | null;
    meetingDetails?: string | null;
    locationKind: string | null;
    responses: string;
  },
  log?: WarnLog,
) {
  const kind = (LOCATION_KINDS as readonly string[]).includes(row.locationKind ?? '')
    ? (row.locationKind as LocationKind)
    : null;
  return {
    location: row.location,
    locationUrl: row.locationUrl,
    meetingDetails: row.locationUrl ? (row.meetingDetails ?? null) : null,
    locationKind: kind,
    responses: readResponses(row.responses, log),
  };
}
