import { CALENDAR_ERROR_CODES, type CalendarErrorCode, calendarErrorMessages } from '../../schemas/calendars.ts';

/** A language's calendar failure sentences (`<lang>/calendar-errors.ts`) keyed by their English sentence, as the errors area keys them. */
export function bySentence(translated: Readonly<Record<CalendarErrorCode, string>>): Record<string, string> {
  return Object.fromEntries(CALENDAR_ERROR_CODES.map((code) => [calendarErrorMessages[code], translated[code]]));
}
