import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers (ADR 024), with libphonenumber-js's compact metadata: a number is taken only in its
 * international form (a `+`, the country code, then the number: spaces, dots, dashes and brackets are
 * fine) and only when it is a real number for that country. It is kept as E.164 (`+12125550123`) and
 * shown in the international format (`+1 212 555 0123`).
 */

/** The E.164 form of `text`, or null when it is not a valid number written with its country code. */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+') || trimmed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** `+12125550123` → `+1 212 555 0123` (the text unchanged when it is not a number). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
