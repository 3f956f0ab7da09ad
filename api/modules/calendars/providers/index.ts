import { caldavProvider } from './caldav/index.ts';
import { googleCalendarProvider } from './google/index.ts';
import { microsoftCalendarProvider } from './microsoft/index.ts';
import { subscriptionProvider } from './subscription/index.ts';
import type { CalendarProvider } from './types.ts';

/**
 * Every calendar provider this server offers, in the App Store's order (ADR 045). A new provider is
 * its folder here and one line in this list (and its entry in src-shared/apps.ts).
 */
export const calendarProviders: readonly CalendarProvider[] = [
  caldavProvider,
  subscriptionProvider,
  googleCalendarProvider,
  microsoftCalendarProvider,
];
