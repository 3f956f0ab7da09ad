import type { AnswerValue, Responses } from './schemas/booking-fields.ts';

/**
 * A booking's answers as people read them in emails and invites (ADR 024). Apart from
 * `booking-answers.ts` so that what shows answers never loads the phone library.
 */

/** An answer as a person reads it: a multi-select's choices (or guests) joined with ", ", a checkbox Yes or No. */
export function answerText(value: AnswerValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The system fields a booking shows as who and where, not among its answers. */
const WHO_AND_WHERE: ReadonlySet<string> = new Set(['name', 'email', 'location', 'guests']);

/**
 * The answers a booking's host reads besides who and where (emails, invites): the host's own questions
 * and the notes, in the order asked, each as `[label as asked, answer as a person reads it]`.
 */
export function answerLines(responses: Responses): [label: string, text: string][] {
  return Object.entries(responses)
    .filter(([name]) => !WHO_AND_WHERE.has(name))
    .map(([, { label, value }]): [string, string] => [label, answerText(value)])
    .filter(([, text]) => text !== '');
}
