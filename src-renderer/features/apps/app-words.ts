import type { AppCapability, AppCategory, AppConnectionKind, AppEntry, videoApps } from '#shared/apps.ts';
import type { appsTexts } from '#shared/i18n/app/apps.ts';
import { tx } from '@/lib/texts/apps.ts';

type AppsKey = keyof typeof appsTexts;

/** Each app's words, by how it connects (a new kind of connection asks for its words here). */
const appWords: Record<AppConnectionKind, { description: AppsKey; worksWith: AppsKey }> = {
  caldav: { description: 'apps.caldavAppDescription', worksWith: 'apps.caldavAppWorksWith' },
  subscription: { description: 'apps.subscriptionAppDescription', worksWith: 'apps.subscriptionAppWorksWith' },
  'google-calendar': { description: 'apps.googleAppDescription', worksWith: 'apps.googleAppWorksWith' },
  'microsoft-365': { description: 'apps.microsoftAppDescription', worksWith: 'apps.microsoftAppWorksWith' },
};

const videoWords: Record<(typeof videoApps)[number]['slug'], { description: AppsKey; worksWith: AppsKey }> = {
  'google-meet': { description: 'apps.meetDescription', worksWith: 'apps.googleAppWorksWith' },
  'microsoft-teams': { description: 'apps.teamsDescription', worksWith: 'apps.teamsWorksWith' },
  zoom: { description: 'apps.zoomDescription', worksWith: 'apps.zoomWorksWith' },
};

/** A video app's words in the active locale. */
export function videoDescription(slug: keyof typeof videoWords): { description: string; worksWith: string } {
  return { description: tx(videoWords[slug].description), worksWith: tx(videoWords[slug].worksWith) };
}

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
