import type { CalendarKind } from './schemas/calendars.ts';

/**
 * The App Store's catalog (docs/product.md#apps): every app a host can connect, once. The App Store
 * renders this list; Installed Apps names a connection by the app that made it. A new app is one
 * entry here (a new way of connecting also needs its connect form in the web app, which the
 * compiler asks for).
 */

export const APP_CATEGORIES = ['calendar'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export const appCategoryNames: Record<AppCategory, string> = {
  calendar: 'Calendars',
};

/** What an app does for the host, as the App Store lists it. */
export const APP_CAPABILITIES = ['check-conflicts', 'add-bookings'] as const;
export type AppCapability = (typeof APP_CAPABILITIES)[number];

export const appCapabilityNames: Record<AppCapability, string> = {
  'check-conflicts': 'Checks for conflicts',
  'add-bookings': 'Adds bookings to your calendar',
};

/** An app; `K` is the kinds of connection it may make (the web app's forms know the built-in ones). */
export interface AppEntry<K extends string = CalendarKind> {
  /** Stable, lowercase: the app's id in links and tests. */
  slug: string;
  name: string;
  category: AppCategory;
  /** One or two sentences on the App Store card. */
  description: string;
  /** Services it is known to work with, for people who know their provider's name, not the protocol. */
  worksWith: string;
  capabilities: readonly AppCapability[];
  /** How it connects: which connect form opens, and which connections count as this app's. */
  connection: K;
}

export const apps: readonly AppEntry[] = [
  {
    slug: 'caldav',
    name: 'CalDAV calendar',
    category: 'calendar',
    description:
      'Connect the calendar account you already use. Its events keep people from booking times you are busy, and new bookings can be added to it.',
    worksWith: 'Nextcloud, Fastmail, iCloud, Radicale and any CalDAV server',
    capabilities: ['check-conflicts', 'add-bookings'],
    connection: 'caldav',
  },
  {
    slug: 'ical-subscription',
    name: 'Calendar subscription',
    category: 'calendar',
    description:
      'Subscribe to any calendar published as an iCal address. Its events keep people from booking times you are busy; it is read only.',
    worksWith: 'Google Calendar and Outlook (the secret address in iCal format), webcal:// links',
    capabilities: ['check-conflicts'],
    connection: 'subscription',
  },
];

/** The app that makes connections of this kind. */
export function appForConnection(kind: string): AppEntry {
  const app = apps.find((entry) => entry.connection === kind);
  if (!app) throw new Error(`No app connects ${kind}`);
  return app;
}

/** The texts of the App Store and Installed Apps (docs/product.md#apps). */
export const appsMessages = {
  storeDescription: 'Connect the calendars you already use, so Kairos only offers times you are free.',
  installedDescription: 'Your connected calendars: which ones count for conflicts, and where bookings are added.',
  connect: 'Connect',
  connecting: 'Connecting…',
  connectingStatus: 'Looking for your calendars. This can take a few seconds.',
  connectedCount: (n: number) => `${n} connected`,
  connectFailed: 'The calendar could not be connected. Please try again.',
  caldavTitle: 'Connect a CalDAV calendar',
  caldavDescription:
    'Kairos reads your busy times from this account and can add your bookings to one of its calendars.',
  caldavUrl: 'Server address',
  caldavUrlHint: 'The address of your calendar server, like cloud.example.com. Kairos finds your calendars from it.',
  privateNetworkHint:
    'A server on your own network (Nextcloud, Radicale) can be reached once the operator of this Kairos server allows it.',
  username: 'User name',
  password: 'Password or app password',
  passwordHint: 'Use an app password where your provider offers one:',
  appPasswordPlaces: [
    'Nextcloud: Settings → Security → Devices & sessions',
    'iCloud: account.apple.com → Sign-In and Security → App-Specific Passwords',
    'Fastmail: Settings → Privacy & Security → Manage app passwords',
  ],
  subscriptionTitle: 'Subscribe to a calendar',
  subscriptionDescription:
    'Kairos reads busy times from this address. A subscription is read only: bookings are not added to it.',
  subscriptionUrl: 'Calendar address',
  subscriptionUrlHint: 'An https:// or webcal:// address. Where to find it:',
  icalAddressPlaces: [
    'Google Calendar: Settings → your calendar → Secret address in iCal format',
    'Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link',
  ],
  subscribe: 'Subscribe',
  loading: 'Loading your calendars',
  loadFailed: 'Could not load your calendars.',
  emptyTitle: 'No calendars connected yet.',
  emptyText: 'Connect the calendar you already use, and times you are busy there stop being offered.',
  goToStore: 'Browse the App Store',
  addApp: 'Connect a calendar',
  signedInAs: (username: string) => `Signed in as ${username}`,
  syncedAgo: (age: string) => `Synced ${age}`,
  justNow: 'just now',
  notSyncedYet: 'Not synced yet',
  staleCopy: (age: string) => `Busy times from the last good sync (${age}) are still used.`,
  noCopyYet: 'Its busy times do not count until it syncs.',
  refreshNow: 'Refresh now',
  remove: 'Remove',
  removeTitle: 'Remove this calendar?',
  removeDescription: (address: string) =>
    `Busy times from ${address} stop counting against your open times. Bookings already added to its calendars stay there.`,
  checkConflicts: 'Check for conflicts',
  checkConflictsLabel: (calendar: string) => `Check ${calendar} for conflicts`,
  readOnly: 'Read only',
  destinationBadge: 'Bookings go here',
  calendars: 'Calendars',
  calendarsOf: (host: string) => `Calendars of ${host}`,
  noCalendars: 'No calendars were found in this account.',
  destinationTitle: 'Add bookings to',
  destinationDescription: 'Each new booking is added to this calendar, with the same invite your invitee gets.',
  noDestination: "Don't add bookings to a calendar",
  connectedDestination: (calendar: string) =>
    `New bookings are added to ${calendar}. You can change this under “Add bookings to”.`,
  noWritableCalendar: 'None of your calendars can receive bookings. Connect a CalDAV calendar you can write to.',
  saveFailed: 'Please try again.',
  storeLoading: 'Loading the apps',
  storeLoadFailed: 'Could not load the apps this server offers.',
  storeEmpty: 'This server offers no apps yet.',
  categoryVideo: 'Video conferencing',
  videoReady: 'Ready to use: choose it as a location of an event type.',
  jitsiDescription: 'A new Jitsi Meet room for each booking, its link in the confirmation. Nothing to connect.',
} as const;
