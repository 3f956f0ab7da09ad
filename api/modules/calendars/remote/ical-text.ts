/**
 * The raw value of the first `name` property in an iCalendar text (RFC 5545: lines unfolded,
 * parameters dropped, the name matched in any case), or null. For the one property a caller needs
 * (a UID, a calendar's name) without parsing the whole text.
 */
export function propertyValue(ics: string, name: string): string | null {
  const match = new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*?)\\r?$`, 'im').exec(ics.replace(/\r?\n[ \t]/g, ''));
  return match ? match[1]! : null;
}
