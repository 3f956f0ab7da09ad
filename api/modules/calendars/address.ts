import { withScheme } from '#shared/schemas/calendars.ts';

/** An address as typed, as one URL (a bare host gets https://; the host's case is dropped). */
export function normalizedUrl(text: string): string {
  return new URL(withScheme(text)).href;
}
