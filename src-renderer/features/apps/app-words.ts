import type { AppCapability, AppCategory, AppEntry } from '#shared/apps.ts';
import type { appsTexts } from '#shared/i18n/app/apps.ts';
import type { CalendarKind } from '#shared/schemas/calendars.ts';
import { tx } from '@/lib/texts/apps.ts';

type AppsKey = keyof typeof appsTexts;

/** Each app's words, by how it connects (a new kind of connection asks for its words here). */
const appWords: Record<CalendarKind, { description: AppsKey; worksWith: AppsKey }> = {
  caldav: { description: 'apps.caldavAppDescription', worksWith: 'apps.caldavAppWorksWith' },
  subscription: { description: 'apps.subscriptionAppDescription', worksWith: 'apps.subscriptionAppWorksWith' },
};

const categoryWords: Record<AppCategory, AppsKey> = { calendar: 'apps.categoryCalendar' };

const capabilityWords: Record<AppCapability, AppsKey> = {
  'check-conflicts': 'apps.capabilityCheckConflicts',
  'add-bookings': 'apps.capabilityAddBookings',
};

/** What an app does, in the active locale (its name stays as it is). Called while rendering. */
export function appDescription(app: AppEntry): string {
  return tx(appWords[app.connection].description);
}

/** The services an app works with, in the active locale. */
export function appWorksWith(app: AppEntry): string {
  return tx(appWords[app.connection].worksWith);
}

export function categoryName(category: AppCategory): string {
  return tx(categoryWords[category]);
}

export function capabilityName(capability: AppCapability): string {
  return tx(capabilityWords[capability]);
}
